import { forbidden, notFound } from '../../domain/errors';
import { likeDecider, likeStream } from '../../domain/like/decider';
import type { LikeQueries } from '../../projections/queries/likeQueries';
import type { PostQueries } from '../../projections/queries/postQueries';
import type { Page, UserView } from '../../projections/queries/types';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

export const BLOCKED_LIKE = 'You cannot like this post.';

/** Likes: one small stream per (post, user); a call toggles it. */
export function likeService(execute: CommandBus, posts: PostQueries, likes: LikeQueries) {
  return {
    /** Likes the post, or takes the like back; answers whether the user now likes it. */
    async toggle(userId: string, postId: string, request: RequestContext): Promise<boolean> {
      // Refused (403) between the post's author and someone either blocks; a post the visibility policy hides is not found.
      const access = await posts.access(postId, userId);
      if (access === 'blocked') throw forbidden(BLOCKED_LIKE);
      if (access === 'hidden') throw notFound('Post');
      const command = { type: 'ToggleLike' as const, postId, userId, at: request.now.toISOString() };
      const { state } = await execute(likeStream(postId, userId), likeDecider, command, commandContext(request));
      return state.liked;
    },

    /** The people who like the post, the latest like first, as the viewer may see them; 404 for a post the viewer may not see. */
    async likers(viewerId: string | null, postId: string, first: number, after: string | null): Promise<Page<UserView>> {
      if ((await posts.access(postId, viewerId)) !== 'visible') throw notFound('Post');
      return likes.likers(postId, viewerId, first, after);
    },
  };
}

export type LikeService = ReturnType<typeof likeService>;
