import { setTimeout as sleep } from 'node:timers/promises';
import { invalidInput, tooManyFailedAttempts } from '../../domain/errors';
import { hasAtMost } from '../../domain/text';
import { PASSWORD_MAX, PASSWORD_TOO_LONG } from '../../domain/user/credentialLimits';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { RequestContext } from '../services/requestContext';
import { LoginThrottle } from './loginThrottle';
import { verifyPassword } from './password';

export const PASSWORD_REQUIRED = 'Password is required';
export const INCORRECT_PASSWORD = 'Incorrect password. Please try again.';

/**
 * A signed-in person confirming a step that cannot be undone (deleting the account, turning
 * two-factor sign-in off) with their password. Guesses are throttled as sign-ins are, so a
 * session left open is no way to find the password.
 */
export function passwordConfirmation(users: UserQueries, throttle = new LoginThrottle()) {
  return async function confirmPassword(userId: string, password: unknown, request: RequestContext): Promise<void> {
    if (typeof password !== 'string' || password === '') throw invalidInput(PASSWORD_REQUIRED, 'password');
    if (!hasAtMost(password, PASSWORD_MAX)) throw invalidInput(PASSWORD_TOO_LONG, 'password');
    const key = `confirm:${userId}`;
    const now = request.now.getTime();
    const locked = throttle.retryAfterMs(key, request.clientIp, now);
    if (locked > 0) throw tooManyFailedAttempts(Math.ceil(locked / 1000), 'password');
    const credentials = await users.credentialsById(userId);
    if (!credentials || !(await verifyPassword(password, credentials.passwordHash))) {
      await sleep(throttle.failed(key, request.clientIp, now));
      throw invalidInput(INCORRECT_PASSWORD, 'password');
    }
    throttle.succeeded(key, request.clientIp);
  };
}

export type ConfirmPassword = ReturnType<typeof passwordConfirmation>;
