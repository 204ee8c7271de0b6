import { noticeFor } from '../../i18n/translateRefusal';
import type { Resolvers } from '../generated/resolvers';
import { CHANGE_LINK_SENT, EMAIL_CHANGED, EMAIL_VERIFIED, VERIFICATION_SENT } from '../../services/emailVerifications';
import { requireViewer } from './viewer';

/** The account's address, as the REST shim's /api/auth/verify-email, resend-verification and change-email. */
export const emailVerificationsResolvers: Resolvers = {
  Mutation: {
    verifyEmail: async (_parent, { token }, { services, request }) => {
      const { changed } = await services.emailVerifications.verify(token, request);
      return { message: await noticeFor(services.users, request, changed ? EMAIL_CHANGED : EMAIL_VERIFIED), emailChanged: changed };
    },
    resendEmailVerification: async (_parent, _args, context) => {
      const viewerId = await requireViewer(context);
      await context.services.emailVerifications.resend(viewerId, context.request);
      return noticeFor(context.services.users, context.request, VERIFICATION_SENT);
    },
    changeEmail: async (_parent, { input }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.emailVerifications.changeEmail(viewerId, input, context.request);
      return noticeFor(context.services.users, context.request, CHANGE_LINK_SENT);
    },
  },
};
