/**
 * Limits on live connections, in one place. A person's phone, laptop and a few tabs need a
 * handful of sockets, and a screen a dozen subscriptions at most; the limits are far above that
 * and far below what would let one account, one address or a crowd of them hold the server's memory.
 *   SOCKET_SUBSCRIPTIONS_MAX      subscriptions (and operations in flight) on one /graphql socket
 *   SOCKETS_PER_ACCOUNT_MAX       sockets (/graphql and /admin-ws together) one signed-in account keeps open
 *   ANON_SOCKETS_PER_ADDRESS_MAX  sockets one client address has open that have not signed in yet
 *   SOCKET_OPENS_PER_ADDRESS_MAX  sockets one client address may open in a minute (each reconnect is one), a sixth in each 10 seconds
 *   SOCKETS_MAX                   sockets open on the whole server, signed in or not
 *   SUBSCRIPTIONS_MAX             subscriptions (and operations in flight) over all sockets together
 * A subscription holds about 9 KB of heap and an idle socket about 7 KB: the server-wide defaults
 * keep them under about 220 MB, well inside the default heap (GLIMPSE_HEAP_MB) beside the read models.
 */
export type SocketLimits = {
  subscriptionsPerSocket: number;
  socketsPerAccount: number;
  anonymousSocketsPerAddress: number;
  opensPerAddressPerMinute: number;
  sockets: number;
  subscriptions: number;
};

export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  subscriptionsPerSocket: 50,
  socketsPerAccount: 20,
  // Each has AUTH_WAIT_MS to sign in; a signed-out visitor of the web app opens none.
  anonymousSocketsPerAddress: 20,
  // A phone opens one when the app starts and one after each drop; a script that opens them as
  // fast as they are closed is refused before the handshake, at the cost of a short HTTP answer.
  opensPerAddressPerMinute: 60,
  sockets: 5_000,
  subscriptions: 20_000,
};

const VARIABLES: Record<keyof SocketLimits, string> = {
  subscriptionsPerSocket: 'SOCKET_SUBSCRIPTIONS_MAX',
  socketsPerAccount: 'SOCKETS_PER_ACCOUNT_MAX',
  anonymousSocketsPerAddress: 'ANON_SOCKETS_PER_ADDRESS_MAX',
  opensPerAddressPerMinute: 'SOCKET_OPENS_PER_ADDRESS_MAX',
  sockets: 'SOCKETS_MAX',
  subscriptions: 'SUBSCRIPTIONS_MAX',
};

/** The close code for a socket beyond an account's or an address's limit (4429: 429 in the private range). */
export const CLOSE_TOO_MANY_SOCKETS = 4429;
/** The close code for a socket the server as a whole has no room for: the standard "try again later". */
export const CLOSE_SERVER_FULL = 1013;

/** The close code for a socket that did not sign in in time, as graphql-ws closes one that sent no connection_init. */
export const CLOSE_AUTH_TIMEOUT = 4408;
/** How long a new socket has to sign in: graphql-ws's default wait for connection_init, on /admin-ws for the auth frame too. */
export const AUTH_WAIT_MS = 3_000;
export const AUTH_TIMEOUT_REASON = `Authentication timeout: no auth frame within ${AUTH_WAIT_MS / 1000} seconds.`;

export const tooManySocketsReason = (limits: SocketLimits) => `Too many open connections for this account (at most ${limits.socketsPerAccount}).`;
export const tooManyAnonymousSocketsReason = (limits: SocketLimits) =>
  `Too many connections without sign-in from this address (at most ${limits.anonymousSocketsPerAddress}).`;
export const tooManySocketOpensMessage = (retryAfterSeconds: number) =>
  `Too many new connections from this address. Please try again in ${retryAfterSeconds} seconds.`;
export const SERVER_FULL_REASON = 'The server has too many open connections. Please try again later.';
export const tooManySubscriptionsMessage = (limits: SocketLimits) => `Too many subscriptions on this connection (at most ${limits.subscriptionsPerSocket}).`;
export const SUBSCRIPTIONS_FULL_MESSAGE = 'The server has too many live subscriptions. Please try again later.';

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}

/** The limits, from the defaults and the settings named above; a malformed one is an error at start. */
export function readSocketLimits(settings: Readonly<Record<string, string | undefined>>): SocketLimits {
  const entries = Object.entries(VARIABLES).map(([key, variable]) => [
    key,
    positiveInteger(settings[variable], DEFAULT_SOCKET_LIMITS[key as keyof SocketLimits], variable),
  ]);
  return Object.fromEntries(entries) as SocketLimits;
}
