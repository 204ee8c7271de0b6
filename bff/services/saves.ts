import { saveDecider, saveStream } from '../../domain/save/decider';
import type { PostQueries } from '../../projections/queries/postQueries';
import { HttpError } from '../errors';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/** Bookmarks: one small stream per (post, user); a call toggles it. */
export function saveService(execute: CommandBus, posts: PostQueries) {
  return {
    async toggle(userId: string, postId: string, request: RequestContext): Promise<boolean> {
      if (!(await posts.exists(postId))) throw new HttpError(404, 'Post not found');
      const command = { type: 'ToggleSave' as const, postId, userId, at: new Date().toISOString() };
      const { state } = await execute(saveStream(postId, userId), saveDecider, command, commandContext(request));
      return state.saved;
    },
  };
}
