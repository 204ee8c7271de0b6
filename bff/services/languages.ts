import { invalidInput } from '../../domain/errors';
import { isLanguage } from '../../domain/language';
import { userDecider, userStream } from '../../domain/user/decider';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

/** The language a person chose in Settings: what the app and the server speak to them (null: automatic). */
export function languageService(execute: CommandBus) {
  return {
    async set(userId: string, language: unknown, request: RequestContext): Promise<void> {
      if (language !== null && !isLanguage(language)) throw invalidInput('language must be en, es, ar or null', 'language');
      const command = { type: 'SetLanguage' as const, userId, language, at: request.now.toISOString() };
      await execute(userStream(userId), userDecider, command, commandContext(request));
    },
  };
}

export type LanguageService = ReturnType<typeof languageService>;
