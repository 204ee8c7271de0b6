import { MASCOT_USER_ID } from '../../../domain/mascot/lines';
import type { Resolvers } from '../generated/resolvers';

/** Which account is the mascot's, for its badge. */
export const mascotResolvers: Resolvers = {
  User: {
    isMascot: (user) => user.id === MASCOT_USER_ID,
  },
};
