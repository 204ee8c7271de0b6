import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountDecider } from '../../domain/account/decider';
import { AccountBannedError, type BanDetails, forbidden, invalidInput, notFound, tooManyFailedAttempts, unauthenticated } from '../../domain/errors';
import { changePasswordInputSchema } from '../../domain/account/changePasswordInput';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { reservationDecider, reservationStream, type ReservationKind } from '../../domain/reservation/decider';
import { signUpInputSchema, logInInputSchema } from '../../domain/user/signUpInput';
import { userDecider, userStream, type UserCommand } from '../../domain/user/decider';
import type { UserQueries } from '../../projections/queries/userQueries';
import { sameSecret } from '../auth/adminCode';
import { LoginThrottle } from '../auth/loginThrottle';
import type { ConfirmPassword } from '../auth/passwordConfirmation';
import { hashPassword, verifyPassword } from '../auth/password';
import { mediaIdOfUrl, mediaUrl } from '../../domain/media/mediaIds';
import type { SavedMedia } from '../media/processUpload';
import { storedFilesOf } from '../media/storedFiles';
import type { CommandBus } from './commandBus';
import type { RateLimits } from './rateLimits';
import { commandContext, type RequestContext } from './requestContext';

const dummyHash = hashPassword(randomUUID());

export type SignUpRequest = { username: unknown; email: unknown; password: unknown; birthDate: unknown };

export type AccountOptions = {
  adminCode: string;
  nameSecret: string;
  /** Runs once a person is erased: saves the read models, so no saved copy keeps them, and forgets their mails. */
  afterErasure: (userId: string) => Promise<void>;
  /** Runs once a person is registered (their address's verification link); must not throw. */
  afterSignUp?: (userId: string, request: RequestContext) => Promise<void>;
  /** Checks a signed-in person's password before a step that cannot be undone (throttled). */
  confirmPassword: ConfirmPassword;
  /** Whether an administrator banned the person (they may not sign in). */
  isBanned: (userId: string) => boolean;
  /** Why and since when a banned person is banned, for their refused sign-in. */
  banOf?: (userId: string) => Promise<BanDetails | null>;
  /** Sign-ups per address (limits.ts), counted before any work. */
  limits?: RateLimits;
  /** Wrong passwords and wrong admin codes, counted apart; each in this process's memory unless given. */
  throttles?: { signIn: LoginThrottle; adminCode: LoginThrottle };
};

/** Names reservation streams by a keyed hash of the username or email, so no stream name spells one. */
export const opaqueNames = (nameSecret: string) => (normalised: string) => createHmac('sha256', nameSecret).update(normalised).digest('base64url');

/**
 * Sign-up, sign-in, password and deletion. The username and email are reserved first, so two
 * sign-ups cannot share them.
 */
export function accountService(
  execute: CommandBus,
  users: UserQueries,
  mediaStore: MediaStore,
  secrets: AccountOptions,
  throttle = secrets.throttles?.signIn ?? new LoginThrottle(),
) {
  const { adminCode } = secrets;
  const adminCodeThrottle = secrets.throttles?.adminCode ?? new LoginThrottle();
  const opaqueName = opaqueNames(secrets.nameSecret);
  const reservation = (kind: ReservationKind, value: string, userId: string, type: 'Reserve' | 'Release', request: RequestContext) =>
    execute(
      reservationStream(kind, value, opaqueName),
      reservationDecider,
      { type, kind, value, userId },
      commandContext({ ...request, viewerId: userId }, `${type}-${kind}`),
    );

  /** The registration a form asks for on `now`, refused as the decider would refuse it (age), with nothing stored. */
  function registration(raw: SignUpRequest, avatar: string | null, isAdmin: boolean, now: Date) {
    const input = signUpInputSchema.parse(raw);
    const register: UserCommand = {
      type: 'RegisterUser',
      userId: randomUUID(),
      username: input.username,
      email: input.email,
      passwordHash: '',
      birthDate: new Date(input.birthDate).toISOString(),
      avatar,
      isAdmin,
      at: now.toISOString(),
    };
    userDecider.decide(register, userDecider.initialState());
    return { input, register };
  }

  /** `avatar`: a picture this same sign-up stored, or none. */
  async function signUp(raw: SignUpRequest, avatar: SavedMedia | null, request: RequestContext, isAdmin = false): Promise<string> {
    const form = registration(raw, avatar ? mediaUrl(avatar.id) : null, isAdmin, request.now);
    // Counted once the form is valid and given back if the sign-up fails: a typo costs nothing.
    const refund = (await secrets.limits?.consume('signUp', { userId: null, clientIp: request.clientIp })) ?? (async () => {});
    try {
      return await reserveAndRegister(form, request);
    } catch (error) {
      await refund();
      throw error;
    }
  }

  async function reserveAndRegister({ input, register }: ReturnType<typeof registration>, request: RequestContext): Promise<string> {
    const { userId } = register;
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
    await secrets.afterSignUp?.(userId, request);
    return userId;
  }

  /**
   * Refuses a missing or wrong admin access code, or a form the sign-up would refuse, before
   * anything (a picture, a reservation, an event) is stored.
   */
  function checkAdminSignUp(raw: SignUpRequest & { adminCode: unknown }, request: RequestContext): void {
    checkAdminCode(raw.adminCode, request.clientIp);
    registration(raw, null, true, request.now);
  }

  /** Refuses a wrong admin code (403), throttling guesses per address as it does passwords. */
  function checkAdminCode(given: unknown, clientIp: string | null): void {
    const code = typeof given === 'string' ? given.trim() : '';
    if (!code) throw invalidInput('Admin code is required');
    // Guessing the code is throttled per address like guessing a password.
    const guesser = `admin-code:${clientIp ?? ''}`;
    const locked = adminCodeThrottle.retryAfterMs(guesser, clientIp);
    if (locked > 0) throw tooManyFailedAttempts(Math.ceil(locked / 1000), 'adminCode');
    if (!sameSecret(code, adminCode)) {
      adminCodeThrottle.failed(guesser, clientIp);
      throw forbidden('Invalid admin access code');
    }
  }

  async function checkCredentials(raw: { username: unknown; password: unknown }, clientIp: string | null): Promise<string> {
    const input = logInInputSchema.parse(raw);
    const locked = throttle.retryAfterMs(input.username, clientIp);
    if (locked > 0) throw tooManyFailedAttempts(Math.ceil(locked / 1000));
    const credentials = await users.credentialsByUsername(input.username);
    // An unknown username costs as much as a wrong password, so timing does not tell them apart.
    const valid = await verifyPassword(input.password, credentials?.passwordHash ?? (await dummyHash));
    if (!credentials || !valid) {
      await sleep(throttle.failed(input.username, clientIp));
      throw unauthenticated('Invalid username or password');
    }
    throttle.succeeded(input.username, clientIp);
    return credentials._id;
  }

  return {
    signUp,

    /** Refuses a form the sign-up would refuse, before a picture is stored. */
    checkSignUp: (raw: SignUpRequest, request: RequestContext): void => void registration(raw, null, false, request.now),

    checkAdminSignUp,
    checkAdminCode,

    async adminSignUp(raw: SignUpRequest & { adminCode: unknown }, avatar: SavedMedia | null, request: RequestContext): Promise<string> {
      checkAdminSignUp(raw, request);
      return signUp(raw, avatar, request, true);
    },

    /** Refused for a while (429) after repeated failures for the account or from the address. */
    async logIn(raw: { username: unknown; password: unknown }, clientIp: string | null): Promise<string> {
      const userId = await checkCredentials(raw, clientIp);
      if (secrets.isBanned(userId)) throw new AccountBannedError((await secrets.banOf?.(userId)) ?? { reason: '', bannedAt: null, appeal: null });
      return userId;
    },

    /**
     * The account whose username and password these are, banned or not (a banned person appeals
     * with them); throttled as a sign-in is.
     */
    checkCredentials: (raw: { username: unknown; password: unknown }, clientIp: string | null) => checkCredentials(raw, clientIp),

    /** Checks the current password, records the new one and ends every session but this one. */
    async changePassword(userId: string, keepSessionId: string | null, raw: unknown, request: RequestContext): Promise<void> {
      const input = changePasswordInputSchema.parse(raw);
      const credentials = await users.credentialsById(userId);
      if (!credentials || !(await verifyPassword(input.currentPassword, credentials.passwordHash))) throw invalidInput('Current password is incorrect');
      const passwordHash = await hashPassword(input.newPassword);
      const at = request.now.toISOString();
      await execute(
        userStream(userId),
        accountDecider,
        { type: 'ChangePassword', userId, passwordHash, keepSessionId, at },
        commandContext(request, 'password'),
      );
    },

    /**
     * Records the deletion (which ends every session, removes the person from every read model
     * and, in the event store, destroys their key), then frees the username and email and deletes
     * the media files. In this order a name is never free while its owner still exists.
     */
    async deleteAccount(userId: string, request: RequestContext): Promise<void> {
      const inventory = await users.erasureInventory(userId);
      if (!inventory) throw notFound('User');
      const at = request.now.toISOString();
      await execute(userStream(userId), accountDecider, { type: 'DeleteAccount', userId, at }, commandContext(request, 'delete-account'));
      await reservation('username', inventory.username, userId, 'Release', request);
      await reservation('email', inventory.email, userId, 'Release', request);
      for (const url of inventory.mediaUrls) {
        const id = mediaIdOfUrl(url);
        if (id) for (const file of storedFilesOf(id)) await mediaStore.delete(file);
      }
      await secrets.afterErasure(userId);
    },

    /** The web's deletion asks the password first: a wrong one deletes nothing. */
    async deleteAccountWithPassword(userId: string, password: unknown, request: RequestContext): Promise<void> {
      await secrets.confirmPassword(userId, password, request);
      await this.deleteAccount(userId, request);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
