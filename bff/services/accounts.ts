import { randomUUID } from 'node:crypto';
import { reservationDecider, reservationStream, type ReservationKind } from '../../domain/reservation/decider';
import { signUpInputSchema, logInInputSchema } from '../../domain/user/signUpInput';
import { userDecider, userStream, type UserCommand } from '../../domain/user/decider';
import type { UserQueries } from '../../projections/queries/userQueries';
import { hashPassword, verifyPassword } from '../auth/password';
import { HttpError } from '../errors';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

const dummyHash = hashPassword(randomUUID());

export type SignUpRequest = { username: unknown; email: unknown; password: unknown; birthDate: unknown };

/** Sign-up and sign-in: the username and email are reserved first, so two sign-ups cannot share them. */
export function accountService(execute: CommandBus, users: UserQueries, isBanned: (userId: string) => boolean = () => false) {
  const reservation = (kind: ReservationKind, value: string, userId: string, type: 'Reserve' | 'Release', request: RequestContext) =>
    execute(reservationStream(kind, value), reservationDecider, { type, kind, value, userId }, commandContext(request, `${type}-${kind}`));

  return {
    async signUp(raw: SignUpRequest, avatar: string | null, request: RequestContext, isAdmin = false): Promise<string> {
      const input = signUpInputSchema.parse(raw);
      const userId = randomUUID();
      const register: UserCommand = {
        type: 'RegisterUser',
        userId,
        username: input.username,
        email: input.email,
        passwordHash: '',
        birthDate: new Date(input.birthDate).toISOString(),
        avatar,
        isAdmin,
        at: new Date().toISOString(),
      };
      // Refuse what the decider would refuse (age) before reserving anything.
      userDecider.decide(register, userDecider.initialState());
      register.passwordHash = await hashPassword(input.password);

      await reservation('username', input.username, userId, 'Reserve', request);
      try {
        await reservation('email', input.email, userId, 'Reserve', request);
      } catch (error) {
        await reservation('username', input.username, userId, 'Release', request);
        throw error;
      }
      try {
        await execute(userStream(userId), userDecider, register, commandContext({ ...request, viewerId: userId }, 'register'));
      } catch (error) {
        await reservation('email', input.email, userId, 'Release', request);
        await reservation('username', input.username, userId, 'Release', request);
        throw error;
      }
      return userId;
    },

    async logIn(raw: { username: unknown; password: unknown }): Promise<string> {
      const input = logInInputSchema.parse(raw);
      const credentials = await users.credentialsByUsername(input.username);
      // An unknown username costs as much as a wrong password, so timing does not tell them apart.
      const valid = await verifyPassword(input.password, credentials?.passwordHash ?? (await dummyHash));
      if (!credentials || !valid)
        throw new HttpError(401, 'Invalid username or password');
      if (isBanned(credentials._id)) throw new HttpError(403, 'Your account has been banned.');
      return credentials._id;
    },

    async setAvatar(userId: string, avatar: string, request: RequestContext): Promise<void> {
      await execute(userStream(userId), userDecider, { type: 'ChangeAvatar', userId, avatar }, commandContext(request));
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
