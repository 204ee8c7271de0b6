import { noticeFor } from '../../i18n/translateRefusal';
import type { Resolvers } from '../generated/resolvers';
import { PASSWORD_RESET_DONE, RESET_LINK_SENT } from '../../services/passwordResets';

/** Forgotten passwords, as the REST shim's /api/auth/forgot-password and /api/auth/reset-password. */
export const passwordResetsResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: async (_parent, { email }, { services, request }) => {
      await services.passwordResets.request({ email }, request);
      return noticeFor(services.users, request, RESET_LINK_SENT);
    },
    resetPassword: async (_parent, { input }, { services, request }) => {
      await services.passwordResets.reset(input, request);
      return noticeFor(services.users, request, PASSWORD_RESET_DONE);
    },
  },
};
