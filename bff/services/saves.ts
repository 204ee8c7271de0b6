import { notFound } from '../../domain/errors';
import { saveDecider, saveStream } from '../../domain/save/decider';
import type { PostQueries } from '../../projections/queries/postQueries';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/** Bookmarks: one small stream per (post, user); a call toggles it. */
export function saveService(execute: CommandBus, posts: PostQueries) {
  return {
    /** The viewer's saved posts, most recently saved first. */
    saved: posts.saved,

    /** Saves the post, or takes the bookmark back; answers whether the user now has it saved. */
    async toggle(userId: string, postId: string, request: RequestContext): Promise<boolean> {
      if (!(await posts.exists(postId))) throw notFound('Post');
      const command = { type: 'ToggleSave' as const, postId, userId, at: request.now.toISOString() };
      const { state } = await execute(saveStream(postId, userId), saveDecider, command, commandContext(request));
      return state.saved;
    },
  };
}

export type SaveService = ReturnType<typeof saveService>;
