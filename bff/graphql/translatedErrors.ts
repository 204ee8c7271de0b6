import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { type RefusalText, refusalTextOf } from '../../domain/errors';
import type { Language } from '../../domain/language';
import { requestLanguage } from '../i18n/requestLanguage';
import { translateRefusal } from '../i18n/translateRefusal';
import type { Services } from '../services/services';
import type { GraphQLContext } from './context';

/** The catalogue's message and values of each refusal whose words carry values, by its English text. */
export function refusalTexts(errors: readonly { originalError?: unknown }[]): Map<string, RefusalText> {
  const texts = new Map<string, RefusalText>();
  for (const error of errors) {
    const original = unwrapResolverError(error.originalError);
    const text = refusalTextOf(original);
    if (text) texts.set((original as Error).message, text);
  }
  return texts;
}

export const translateErrors = (errors: readonly GraphQLFormattedError[], language: Language, texts: Map<string, RefusalText>) =>
  errors.map((error) => ({ ...error, message: translateRefusal(language, error.message, texts.get(error.message)) }));

/** A GraphQL answer's refusals in the person's language, as the REST ones (bff/i18n/requestLanguage.ts). */
export const translatedErrors = (services: Services): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    let texts = new Map<string, RefusalText>();
    return {
      async didEncounterErrors({ errors }) {
        texts = refusalTexts(errors);
      },
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors?.length) return;
        // The context is missing when the request was refused before it was built (a malformed body).
        const language = await requestLanguage(services.users, contextValue?.request ?? { viewerId: null });
        if (language === 'en') return;
        const result = response.body.singleResult;
        result.errors = translateErrors(result.errors ?? [], language, texts);
      },
    };
  },
});
