import { randomUUID } from 'node:crypto';
import { likeDecider, likeStream } from '../../domain/like/decider';
import { postDecider, postStream } from '../../domain/post/decider';
import type { MediaStore } from '../../domain/ports/mediaStore';
import type { PostQueries } from '../../projections/queries/postQueries';
import { HttpError } from '../errors';
import { mediaTypeOfId, mediaUrl } from '../media/mediaIds';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

export type NewPost = { mediaId: string; caption?: unknown; location?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Publishing and liking: each a command on its own small stream. */
export function postService(execute: CommandBus, media: MediaStore, posts: PostQueries) {
  return {
    async publish(userId: string, input: NewPost, request: RequestContext): Promise<string> {
      const mediaType = mediaTypeOfId(input.mediaId);
      if (!mediaType || !(await media.get(input.mediaId))) throw new HttpError(400, 'No file selected');
      const postId = randomUUID();
      const command = {
        type: 'PublishPost' as const,
        postId,
        userId,
        mediaUrl: mediaUrl(input.mediaId),
        mediaType,
        caption: text(input.caption),
        location: text(input.location),
        at: new Date().toISOString(),
      };
      await execute(postStream(postId), postDecider, command, commandContext(request));
      return postId;
    },

    async toggleLike(userId: string, postId: string, request: RequestContext): Promise<boolean> {
      if (!(await posts.exists(postId))) throw new HttpError(404, 'Post not found');
      const command = { type: 'ToggleLike' as const, postId, userId, at: new Date().toISOString() };
      const { state } = await execute(likeStream(postId, userId), likeDecider, command, commandContext(request));
      return state.liked;
    },
  };
}

export type PostService = ReturnType<typeof postService>;
