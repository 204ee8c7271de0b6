import jwt from 'jsonwebtoken';

/** Every seeded person has one live session, started at sign-up; the load runs sign in with it. */
export const benchSessionId = (userId: string) => `bench-${userId}`;

/** A session token as the server issues them (its session id inside), signed with the run's secret. */
export const sessionToken = (secret: string, userId: string) =>
  jwt.sign({ sid: benchSessionId(userId) }, secret, { algorithm: 'HS256', subject: userId, expiresIn: '1d' });
