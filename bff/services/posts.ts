import { notFound } from '../../domain/errors';
import { deterministicEventId } from '../../domain/eventId';
import { postDecider, postStream } from '../../domain/post/decider';
import type { MediaStore } from '../../domain/ports/mediaStore';
import type { MediaFileQueries } from '../../projections/queries/mediaFileQueries';
import type { PostQueries } from '../../projections/queries/postQueries';
import type { PostVersionQueries, PostVersionView } from '../../projections/queries/postVersionQueries';
import type { UserPostQueries } from '../../projections/queries/userPostQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { Page, PostView } from '../../projections/queries/types';
import { PRIVATE_ACCOUNT } from '../../projections/visibility/policy';
import type { RelationQueries } from '../../projections/visibility/relations';
import { forbidden, invalidInput } from '../../domain/errors';
import { mediaIdOfUrl, mediaTypeOfId } from '../../domain/media/mediaIds';
import { storedFilesOf } from '../media/storedFiles';
import type { CommandBus } from './commandBus';
import { actorOf } from './actorOf';
import type { MediaRef, MediaService, UsedMedia } from './media';
import type { MentionService } from './mentions';
import { commandContext, type RequestContext } from './requestContext';

/** One photo or video of a new post, in the album's order, with its alt text. */
export type NewPostItem = MediaRef & { alt?: unknown };
export type NewPost = { media: NewPostItem[]; caption?: unknown; location?: unknown };
/** What `check` can tell before the files are stored: their number and what each claims to be. */
export type PostDraft = { media: { type: 'image' | 'video'; alt?: unknown }[]; caption?: unknown; location?: unknown };

/** What an edit may change; a field left out (or null) stays as it is. */
export type PostEdit = { caption?: unknown; location?: unknown; alt?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What an item is, as far as its reference tells: for naming it in a refusal ('Video 2') before the file is taken. */
const claimedType = (item: NewPostItem): 'image' | 'video' =>
  'stored' in item ? item.stored.mediaType : (typeof item.mediaId === 'string' && mediaTypeOfId(item.mediaId)) || 'image';

/** An edited field: absent or null is no change, text is the new value, anything else is refused naming the field. */
function editedText(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  throw invalidInput(`${name} must be text`, name);
}

function editedAlt(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw invalidInput('alt must be a list of texts, one per item', 'alt');
}

/** Posts: publishing, deleting and banning them (commands on the post's stream), and reading them. */
export function postService(
  execute: CommandBus,
  mediaStore: MediaStore,
  posts: PostQueries,
  userPosts: UserPostQueries,
  users: UserQueries,
  media: MediaService,
  files: MediaFileQueries,
  relations: RelationQueries,
  mentions: MentionService,
  versions: PostVersionQueries,
) {
  /** Refuses a caption, location, alt text or number of items the post would refuse, before its media is stored or used. */
  function check(input: PostDraft): void {
    const media = input.media.map(({ type, alt }) => ({ url: '', type, alt: text(alt), width: null, height: null }));
    const trial = { type: 'PublishPost' as const, postId: '', userId: '', media, mentions: [], at: '' };
    postDecider.decide({ ...trial, caption: text(input.caption), location: text(input.location) }, postDecider.initialState());
  }

  /** Takes each item's file in turn (media.use), then runs `run` with them all; a refusal gives back every file taken. */
  function useAll<T>(userId: string, items: NewPostItem[], postId: string, request: RequestContext, run: (files: UsedMedia[]) => Promise<T>): Promise<T> {
    const [first, ...rest] = items;
    if (!first) return run([]);
    return media.use(userId, first, { usedAs: 'post', targetId: postId, command: 'PublishPost' }, request, (file) =>
      useAll(userId, rest, postId, request, (files) => run([file, ...files])),
    );
  }

  return {
    byId: posts.byId,
    /** The viewer's posts and those of the people they follow, newest first. */
    feed: posts.feed,
    /**
     * One person's posts, newest first (the profile grid): 404 for someone unknown or blocked
     * either way, 403 for a private account the viewer does not follow.
     */
    async ofUser(userId: string, viewerId: string | null, first: number, after: string | null): Promise<Page<PostView>> {
      const owner = await users.byId(userId);
      if (!owner) throw notFound('User');
      const access = await relations.accountAccess(viewerId, owner);
      if (access === 'blocked') throw notFound('User');
      if (access === 'private') throw forbidden(PRIVATE_ACCOUNT);
      return userPosts.page(userId, viewerId, first, after);
    },
    isInFeedOf: posts.isInFeedOf,
    /** What the viewer may do with a post (see PostQueries.access). */
    access: posts.access,
    bannedPosts: posts.bannedPosts,

    check,

    async publish(userId: string, input: NewPost, request: RequestContext): Promise<string> {
      check({ ...input, media: input.media.map((item) => ({ type: claimedType(item), alt: item.alt })) });
      const caption = text(input.caption);
      const mentioned = await mentions.resolve(userId, caption);
      // From the command id, so a request retried with its Idempotency-Key finds the post it made.
      const context = commandContext(request);
      const postId = deterministicEventId(context.commandId, 'post', 0);
      return useAll(userId, input.media, postId, request, async (files) => {
        const command = {
          type: 'PublishPost' as const,
          postId,
          userId,
          media: files.map((file, i) => ({ url: file.url, type: file.mediaType, alt: text(input.media[i].alt), width: file.width, height: file.height })),
          caption,
          location: text(input.location),
          mentions: mentioned,
          at: request.now.toISOString(),
        };
        await execute(postStream(postId), postDecider, command, context);
        return postId;
      });
    },

    /**
     * The author changes a post's caption, location or alt text (an edit that changes nothing
     * appends nothing). Someone who may not see the post is told it is not there; anyone else but
     * its author is refused.
     */
    async edit(viewerId: string, postId: string, input: PostEdit, request: RequestContext): Promise<void> {
      const caption = editedText(input.caption, 'caption');
      const location = editedText(input.location, 'location');
      const alt = editedAlt(input.alt);
      const post = await posts.record(postId);
      if (!post || (await posts.access(postId, viewerId)) !== 'visible') throw notFound('Post');
      // Only the author's mentions are looked up: anyone else is refused by the post, whatever they wrote.
      const mentioned = caption !== undefined && post.userId === viewerId ? await mentions.resolve(viewerId, caption) : [];
      const command = { type: 'EditPost' as const, postId, actorId: viewerId, caption, location, alt, mentions: mentioned, at: request.now.toISOString() };
      await execute(postStream(postId), postDecider, command, commandContext(request));
    },

    /** A post's versions, oldest first (the original included), for whoever may see the post. */
    async history(postId: string, viewerId: string | null): Promise<PostVersionView[]> {
      if ((await posts.access(postId, viewerId)) !== 'visible') throw notFound('Post');
      return versions.of(postId);
    },

    /**
     * The author or an admin deletes a post; its media files go once the deletion is recorded,
     * but any someone other than the author uploaded.
     */
    async delete(viewerId: string, postId: string, request: RequestContext): Promise<void> {
      const post = await posts.record(postId);
      if (!post) throw notFound('Post');
      const command = { type: 'DeletePost' as const, postId, ...(await actorOf(users, viewerId)), at: request.now.toISOString() };
      await execute(postStream(postId), postDecider, command, commandContext(request));
      const urls = post.media?.map((item) => item.url) ?? [post.mediaUrl];
      const mediaIds = (await files.deletableBy(post.userId, urls)).flatMap((url) => mediaIdOfUrl(url) ?? []);
      // The post is already gone for everyone; a file left behind is only disk space.
      for (const file of mediaIds.flatMap(storedFilesOf))
        await mediaStore.delete(file).catch((error) => console.error(`Could not delete media ${file}:`, error));
    },

    async ban(viewerId: string, postId: string, reason: string, request: RequestContext): Promise<void> {
      const command = { type: 'BanPost' as const, postId, reason, ...(await actorOf(users, viewerId)), at: request.now.toISOString() };
      await execute(postStream(postId), postDecider, command, commandContext(request));
    },

    async unban(viewerId: string, postId: string, request: RequestContext): Promise<void> {
      const command = { type: 'UnbanPost' as const, postId, ...(await actorOf(users, viewerId)), at: request.now.toISOString() };
      await execute(postStream(postId), postDecider, command, commandContext(request));
    },
  };
}

export type PostService = ReturnType<typeof postService>;
