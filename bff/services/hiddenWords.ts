import { hiddenWordsDecider, hiddenWordsStream } from '../../domain/hiddenWords/decider';
import type { HiddenWordsQueries } from '../../projections/queries/hiddenWordsQueries';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/**
 * The words and phrases a person hides: comments on their posts and message requests that hold
 * one are hidden from them (and, for comments, from everyone but the commenter).
 */
export function hiddenWordsService(execute: CommandBus, hiddenWords: HiddenWordsQueries) {
  return {
    words: hiddenWords.words,
    pattern: hiddenWords.pattern,

    /** Replaces the viewer's list; answers it as kept (cleaned, repeats left out). */
    async set(viewerId: string, words: unknown, request: RequestContext): Promise<string[]> {
      const command = { type: 'SetHiddenWords' as const, userId: viewerId, words, at: request.now.toISOString() };
      const { state } = await execute(hiddenWordsStream(viewerId), hiddenWordsDecider, command, commandContext(request));
      return state.words;
    },
  };
}

export type HiddenWordsService = ReturnType<typeof hiddenWordsService>;
