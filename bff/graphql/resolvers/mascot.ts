import { MASCOT_USER_ID } from '../../../domain/mascot/lines';
import type { UserResolvers } from '../generated/resolvers';

export const MascotUser: UserResolvers = {
  isMascot: (user) => user.id === MASCOT_USER_ID,
};
