import type { ApolloServerPlugin } from '@apollo/server';
import { requestLanguage } from '../i18n/requestLanguage';
import { translateRefusal } from '../i18n/translateRefusal';
import type { Services } from '../services/services';
import type { GraphQLContext } from './context';

/** A GraphQL answer's refusals in the person's language, as the REST ones (bff/i18n/requestLanguage.ts). */
export const translatedErrors = (services: Services): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors?.length) return;
        // The context is missing when the request was refused before it was built (a malformed body).
        const language = await requestLanguage(services.users, contextValue?.request ?? { viewerId: null });
        if (language === 'en') return;
        const result = response.body.singleResult;
        result.errors = result.errors?.map((error) => ({ ...error, message: translateRefusal(language, error.message) }));
      },
    };
  },
});
