import { notFound } from '../../domain/errors';
import { deterministicEventId } from '../../domain/eventId';
import { likeDecider, likeStream } from '../../domain/like/decider';
import { postDecider, postStream } from '../../domain/post/decider';
import type { MediaStore } from '../../domain/ports/mediaStore';
import type { MediaFileQueries } from '../../projections/queries/mediaFileQueries';
import type { PostQueries } from '../../projections/queries/postQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import { mediaIdOfUrl } from '../../domain/media/mediaIds';
import { storedFilesOf } from '../media/storedFiles';
import type { CommandBus } from './commandBus';
import type { MediaRef, MediaUploadService } from './mediaUploads';
import { commandContext, type RequestContext } from './requestContext';

export type NewPost = MediaRef & { caption?: unknown; location?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Whether the acting user is an admin, from the read model of the verified session's user. */
export async function actorOf(users: UserQueries, viewerId: string) {
  return { actorId: viewerId, actorIsAdmin: (await users.byId(viewerId))?.isAdmin ?? false };
}

/** Publishing, deleting, liking and banning: each a command on its own small stream. */
export function postService(
  execute: CommandBus,
  media: MediaStore,
  posts: PostQueries,
  users: UserQueries,
  uploads: MediaUploadService,
  files: MediaFileQueries,
) {
  /** Refuses a caption or location the post would refuse, before its media is stored or used. */
  function check(input: { caption?: unknown; location?: unknown }): void {
    const trial = { type: 'PublishPost' as const, postId: '', userId: '', mediaUrl: '', mediaType: 'image' as const, at: '' };
    postDecider.decide({ ...trial, caption: text(input.caption), location: text(input.location) }, postDecider.initialState());
  }

  return {
    check,

    async publish(userId: string, input: NewPost, request: RequestContext): Promise<string> {
      check(input);
      // From the command id, so a request retried with its Idempotency-Key finds the post it made.
      const context = commandContext(request);
      const postId = deterministicEventId(context.commandId, 'post', 0);
      return uploads.use(userId, input, { usedAs: 'post', targetId: postId, command: 'PublishPost' }, request, async (file) => {
        const command = {
          type: 'PublishPost' as const,
          postId,
          userId,
          mediaUrl: file.url,
          mediaType: file.mediaType,
          caption: text(input.caption),
          location: text(input.location),
          at: request.now.toISOString(),
        };
        await execute(postStream(postId), postDecider, command, context);
        return postId;
      });
    },

    /**
     * The author or an admin deletes a post; its media file goes once the deletion is recorded,
     * unless someone other than the author uploaded it.
     */
    async deletePost(viewerId: string, postId: string, request: RequestContext): Promise<void> {
      const post = await posts.record(postId);
      if (!post) throw notFound('Post');
      const command = { type: 'DeletePost' as const, postId, ...(await actorOf(users, viewerId)), at: request.now.toISOString() };
      await execute(postStream(postId), postDecider, command, commandContext(request));
      const [deletable] = await files.deletableBy(post.userId, [post.mediaUrl]);
      const mediaId = deletable ? mediaIdOfUrl(deletable) : null;
      // The post is already gone for everyone; a file left behind is only disk space.
      for (const file of mediaId ? storedFilesOf(mediaId) : [])
        await media.delete(file).catch((error) => console.error(`Could not delete media ${file}:`, error));
    },

    async banPost(viewerId: string, postId: string, reason: string, request: RequestContext): Promise<void> {
      const command = { type: 'BanPost' as const, postId, reason, ...(await actorOf(users, viewerId)), at: request.now.toISOString() };
      await execute(postStream(postId), postDecider, command, commandContext(request));
    },

    async unbanPost(viewerId: string, postId: string, request: RequestContext): Promise<void> {
      const command = { type: 'UnbanPost' as const, postId, ...(await actorOf(users, viewerId)), at: request.now.toISOString() };
      await execute(postStream(postId), postDecider, command, commandContext(request));
    },

    async toggleLike(userId: string, postId: string, request: RequestContext): Promise<boolean> {
      if (!(await posts.exists(postId))) throw notFound('Post');
      const command = { type: 'ToggleLike' as const, postId, userId, at: request.now.toISOString() };
      const { state } = await execute(likeStream(postId, userId), likeDecider, command, commandContext(request));
      return state.liked;
    },
  };
}

export type PostService = ReturnType<typeof postService>;
