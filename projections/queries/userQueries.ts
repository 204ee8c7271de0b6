import type { Language } from '../../domain/language';
import { ageOn } from '../../domain/user/age';
import { collections, type CredentialsDoc, type MediaFileDoc, type PostDoc, type UserDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { mediaFileQueries } from './mediaFileQueries';
import type { MeView, UserView } from './types';

export function toUserView(doc: UserDoc): UserView {
  return {
    id: doc._id,
    username: doc.username,
    fullName: doc.fullName,
    bio: doc.bio,
    avatar: doc.avatar,
    isAdmin: doc.isAdmin,
    postsCount: doc.postsCount,
    followersCount: doc.followersCount,
    followingCount: doc.followingCount,
    isPrivate: doc.isPrivate ?? false,
  };
}

export function userQueries(store: ReadStore) {
  const users = store.collection<UserDoc>(collections.users);
  const mediaFiles = mediaFileQueries(store);
  return {
    async byId(id: string): Promise<UserView | null> {
      const doc = await users.findOne({ _id: id });
      return doc && toUserView(doc);
    },
    async me(id: string, now: Date): Promise<MeView | null> {
      const doc = await users.findOne({ _id: id });
      if (!doc) return null;
      return {
        ...toUserView(doc),
        email: doc.email,
        emailVerified: doc.emailVerified ?? false,
        birthDate: doc.birthDate,
        age: ageOn(new Date(doc.birthDate), now),
        language: doc.language ?? null,
      };
    },
    /** The language the person chose (null: automatic, or no such person): what the server speaks to them. */
    async languageOf(id: string): Promise<Language | null> {
      return (await users.findOne({ _id: id }))?.language ?? null;
    },
    async usersByIds(ids: string[]): Promise<Map<string, UserView>> {
      const docs = await users.find({ _id: { $in: [...new Set(ids)] } });
      return new Map(docs.map((d) => [d._id, toUserView(d)]));
    },
    /** The ids of the accounts these names (lower-cased) belong to, by name; unknown names are absent. */
    async idsByUsernames(usernamesLower: string[]): Promise<Map<string, string>> {
      if (!usernamesLower.length) return new Map();
      const docs = await users.find({ usernameLower: { $in: usernamesLower } });
      return new Map(docs.map((d) => [d.usernameLower, d._id]));
    },
    credentialsById(id: string): Promise<CredentialsDoc | null> {
      return store.collection<CredentialsDoc>(collections.credentials).findOne({ _id: id });
    },
    /** What an account deletion must clean up outside the event log: its names and its media. */
    async erasureInventory(id: string): Promise<{ username: string; email: string; mediaUrls: string[] } | null> {
      const doc = await users.findOne({ _id: id });
      if (!doc) return null;
      const posts = await store.collection<PostDoc>(collections.posts).find({ userId: id });
      // Read models made before media files were recorded still name the current avatar and posts.
      const uploaded = await store.collection<MediaFileDoc>(collections.mediaFiles).find({ userId: id });
      const named = [...new Set([doc.avatar, ...posts.map((p) => p.mediaUrl), ...uploaded.map((f) => f._id)])].filter((url): url is string => !!url);
      // A file someone else uploaded stays, whatever this person's posts or avatar named.
      return { username: doc.username, email: doc.email, mediaUrls: await mediaFiles.deletableBy(id, named) };
    },
    credentialsByUsername(username: string): Promise<CredentialsDoc | null> {
      return store.collection<CredentialsDoc>(collections.credentials).findOne({ usernameLower: username.trim().toLowerCase() });
    },
  };
}

export type UserQueries = ReturnType<typeof userQueries>;
