import { collections, type CredentialsDoc, type UserDoc } from '../readModels';
import type { Projector } from '../projector';
import { nameTexts, prefixKeys } from '../searchKeys';

export const usersProjector: Projector = {
  name: 'users',
  writes: [collections.credentials, collections.users],
  handles: [
    'UserRegistered',
    'UserAvatarChanged',
    'ProfileUpdated',
    'AccountPrivacyChanged',
    'LanguageChanged',
    'AccountDeleted',
    'EmailVerified',
    'EmailChanged',
  ],
  async setup(store) {
    await store.collection(collections.users).createIndex({ keys: { usernameLower: 1 }, unique: true });
    await store.collection(collections.users).createIndex({ keys: { usernameKeys: 1, followersCount: -1 } });
    await store.collection(collections.users).createIndex({ keys: { nameKeys: 1, followersCount: -1 } });
    // Suggested people: the most followed fill the list up.
    await store.collection(collections.users).createIndex({ keys: { followersCount: -1 } });
    await store.collection(collections.credentials).createIndex({ keys: { usernameLower: 1 }, unique: true });
  },
  async apply(event, _stored, store) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, username, email, passwordHash, birthDate, avatar, isAdmin, registeredAt } = event.data;
        // A username is never empty unless it was erased with its owner's key: a deleted account, nothing to show.
        if (!username) return [];
        const usernameLower = username.toLowerCase();
        const user: Omit<UserDoc, '_id'> = {
          username,
          usernameLower,
          email,
          fullName: null,
          bio: null,
          avatar,
          isAdmin,
          birthDate,
          postsCount: 0,
          followersCount: 0,
          followingCount: 0,
          createdAt: registeredAt,
          usernameKeys: prefixKeys([usernameLower]),
          nameKeys: [],
        };
        await store.collection<UserDoc>(collections.users).updateOne({ _id: userId }, { $setOnInsert: user }, { upsert: true });
        const credentials: Omit<CredentialsDoc, '_id'> = { usernameLower, passwordHash };
        await store.collection<CredentialsDoc>(collections.credentials).updateOne({ _id: userId }, { $setOnInsert: credentials }, { upsert: true });
        return [{ kind: 'user', id: userId }];
      }
      case 'UserAvatarChanged':
        await store.collection(collections.users).updateOne({ _id: event.data.userId }, { $set: { avatar: event.data.avatar } });
        return [{ kind: 'user', id: event.data.userId }];
      case 'ProfileUpdated': {
        const { userId, fullName, bio, avatar } = event.data;
        const nameKeys = prefixKeys(nameTexts(fullName));
        await store.collection(collections.users).updateOne({ _id: userId }, { $set: { fullName, bio, nameKeys, ...(avatar ? { avatar } : {}) } });
        return [{ kind: 'user', id: userId }];
      }
      case 'AccountPrivacyChanged':
        await store.collection(collections.users).updateOne({ _id: event.data.userId }, { $set: { isPrivate: event.data.isPrivate } });
        return [{ kind: 'user', id: event.data.userId }];
      // Seen by the person only (their Me), and by the server to speak to them in it.
      case 'LanguageChanged':
        await store.collection(collections.users).updateOne({ _id: event.data.userId }, { $set: { language: event.data.language } });
        return [{ kind: 'user', id: event.data.userId }];
      // Seen by the person only (their Me); an address erased with its owner's key changes nothing.
      case 'EmailVerified':
      case 'EmailChanged':
        if (!event.data.email) return [];
        await store.collection(collections.users).updateOne({ _id: event.data.userId }, { $set: { email: event.data.email, emailVerified: true } });
        return [{ kind: 'user', id: event.data.userId }];
      case 'AccountDeleted':
        await store.collection(collections.users).deleteOne({ _id: event.data.userId });
        await store.collection(collections.credentials).deleteOne({ _id: event.data.userId });
        return [{ kind: 'user', id: event.data.userId }];
      default:
        return [];
    }
  },
};
