/**
 * Every limit on how often a person may write or try to sign in, in one place (live connections
 * are limited in socketLimits.ts). Each kind of write is limited per account and per client
 * address; the defaults are well above what a person does by hand and well below what a script
 * does.
 *
 * Each can be changed in the environment (documented in docs/operations.md, "Limits"):
 *   RATE_LIMIT_<NAME>=30/1h               per account: 30 per hour ("off" lifts it)
 *   RATE_LIMIT_<NAME>_PER_ADDRESS=90/1h   per client address
 *   RATE_LIMIT_PER_ADDRESS=off            no per-address limit at all (every client comes through one proxy address)
 *   RATE_LIMITS=off                       no limit at all (load tests)
 * where <NAME> is the limit's name in capitals with underscores (SIGN_UP, ADMIN_CHAT...), and a
 * duration is a number followed by s, m, h or d.
 */

/** At most `points` writes in any window of `seconds` (a fixed window, starting at the first write). */
export type Rate = { points: number; seconds: number };

/** null: not limited in that dimension. */
export type Limit = { perAccount: Rate | null; perAddress: Rate | null; what: string };

export const LIMIT_NAMES = [
  'signUp',
  'post',
  'story',
  'comment',
  'edit',
  'like',
  'save',
  'follow',
  'message',
  'typing',
  'report',
  'upload',
  'adminChat',
  'accountChange',
  'usernameChange',
  'deletion',
  'moderation',
  'seen',
  'passkey',
  'mail',
  'push',
] as const;

export type LimitName = (typeof LIMIT_NAMES)[number];
export type Limits = Record<LimitName, Limit>;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const rate = (points: number, seconds: number): Rate => ({ points, seconds });

/**
 * The defaults. An address may carry several people (a household, a campus), so its limits are
 * a few times an account's.
 */
export const DEFAULT_LIMITS: Limits = {
  signUp: { perAccount: null, perAddress: rate(5, HOUR), what: 'sign-ups' },
  post: { perAccount: rate(30, HOUR), perAddress: rate(100, HOUR), what: 'posts' },
  story: { perAccount: rate(30, HOUR), perAddress: rate(100, HOUR), what: 'stories' },
  comment: { perAccount: rate(60, 10 * MINUTE), perAddress: rate(200, 10 * MINUTE), what: 'comments' },
  edit: { perAccount: rate(60, HOUR), perAddress: rate(200, HOUR), what: 'post edits' },
  like: { perAccount: rate(300, 10 * MINUTE), perAddress: rate(1000, 10 * MINUTE), what: 'likes' },
  save: { perAccount: rate(300, 10 * MINUTE), perAddress: rate(1000, 10 * MINUTE), what: 'bookmarks' },
  follow: { perAccount: rate(200, HOUR), perAddress: rate(600, HOUR), what: 'follows' },
  message: { perAccount: rate(60, MINUTE), perAddress: rate(200, MINUTE), what: 'messages' },
  typing: { perAccount: rate(120, MINUTE), perAddress: rate(400, MINUTE), what: 'typing signals' },
  report: { perAccount: rate(20, HOUR), perAddress: rate(60, HOUR), what: 'reports' },
  upload: { perAccount: rate(100, HOUR), perAddress: rate(300, HOUR), what: 'uploads' },
  adminChat: { perAccount: rate(60, MINUTE), perAddress: rate(200, MINUTE), what: 'admin chat messages' },
  accountChange: { perAccount: rate(20, HOUR), perAddress: rate(100, HOUR), what: 'account changes' },
  // A released name is anyone's: changing back and forth would let a script hand names around or
  // pass for someone for a moment, and every change rewrites the name wherever it is shown.
  usernameChange: { perAccount: rate(5, DAY), perAddress: rate(20, DAY), what: 'username changes' },
  deletion: { perAccount: rate(300, HOUR), perAddress: rate(1000, HOUR), what: 'deletions' },
  moderation: { perAccount: rate(300, HOUR), perAddress: rate(1000, HOUR), what: 'moderation actions' },
  seen: { perAccount: rate(600, 10 * MINUTE), perAddress: rate(2000, 10 * MINUTE), what: 'read marks' },
  passkey: { perAccount: rate(30, HOUR), perAddress: rate(100, 10 * MINUTE), what: 'passkey requests' },
  // Mailed links asked for (password resets, verifications, email changes): per account, or per address typed for a reset.
  mail: { perAccount: rate(5, HOUR), perAddress: rate(20, HOUR), what: 'emails' },
  // The app gives its browser's subscription again at each start (most append nothing, and count all the same).
  push: { perAccount: rate(60, HOUR), perAddress: rate(300, HOUR), what: 'push notification changes' },
};

/**
 * The limit each command counts against. Commands not named here are parts of a write limited
 * elsewhere (a sign-up's reservations and registration: `signUp`, checked before any of them) or
 * writes that must always work (ending a session); sign-in has its own throttle (a passkey's, its
 * challenge's limit).
 */
export const LIMIT_OF_COMMAND: Readonly<Record<string, LimitName>> = {
  PublishPost: 'post',
  PublishStory: 'story',
  AddComment: 'comment',
  EditPost: 'edit',
  ToggleLike: 'like',
  ToggleCommentLike: 'like',
  ToggleSave: 'save',
  ToggleFollow: 'follow',
  ApproveFollowRequest: 'follow',
  DeclineFollowRequest: 'follow',
  ToggleBlock: 'follow',
  ToggleMute: 'follow',
  SetPrivacy: 'accountChange',
  SetLanguage: 'accountChange',
  StartConversation: 'message',
  SendMessage: 'message',
  SubmitReport: 'report',
  PostAdminChatMessage: 'adminChat',
  UpdateProfile: 'accountChange',
  ChangeAvatar: 'accountChange',
  ChangePassword: 'accountChange',
  ChangeUsername: 'usernameChange',
  DeleteAccount: 'accountChange',
  SetUpTwoFactor: 'accountChange',
  EnableTwoFactor: 'accountChange',
  DisableTwoFactor: 'accountChange',
  DeletePost: 'deletion',
  DeleteStory: 'deletion',
  DeleteComment: 'deletion',
  BanPost: 'moderation',
  UnbanPost: 'moderation',
  BanUser: 'moderation',
  TimeOutUser: 'moderation',
  UnbanUser: 'moderation',
  LiftTimeout: 'moderation',
  DecideAppeal: 'moderation',
  FileAppeal: 'report',
  BanIp: 'moderation',
  UnbanIp: 'moderation',
  ChangeReportStatus: 'moderation',
  MarkStorySeen: 'seen',
  Subscribe: 'push',
  Unsubscribe: 'push',
  ChangePushSettings: 'push',
  MarkConversationRead: 'seen',
  MarkNotificationsRead: 'seen',
  AcceptConversation: 'seen',
  HideConversation: 'deletion',
  SetHiddenWords: 'accountChange',
  IssuePasskeyChallenge: 'passkey',
  RegisterPasskey: 'accountChange',
  RemovePasskey: 'accountChange',
  RequestEmailVerification: 'mail',
  RequestEmailChange: 'mail',
};

const UNIT_SECONDS: Record<string, number> = { s: 1, m: MINUTE, h: HOUR, d: 24 * HOUR };

/** '30/1h' -> 30 per hour; 'off' -> null. */
export function parseRate(variable: string, value: string): Rate | null {
  const text = value.trim().toLowerCase();
  if (text === 'off') return null;
  const match = /^(\d+)\s*\/\s*(\d+)\s*([smhd])$/.exec(text);
  const points = Number(match?.[1]);
  const seconds = Number(match?.[2]) * UNIT_SECONDS[match?.[3] ?? ''];
  if (!match || !Number.isSafeInteger(points) || points < 1 || !(seconds >= 1))
    throw new Error(`${variable} must be a count per duration such as "30/1h" (units s, m, h, d) or "off", got "${value}"`);
  return { points, seconds };
}

/** 'adminChat' -> 'ADMIN_CHAT' */
export const variableOf = (name: LimitName) => `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/**
 * The limits, from the defaults and the RATE_LIMIT* settings; an unknown or malformed setting is an
 * error at start. An empty one (as a compose file passes an unset variable on) keeps the default.
 */
export function readLimits(settings: Readonly<Record<string, string | undefined>>): Limits {
  const given = Object.entries(settings).filter(([key, value]) => key.startsWith('RATE_LIMIT') && value?.trim()) as [string, string][];
  const switchOf = (key: string, value: string) => {
    if (!['on', 'off'].includes(value.trim().toLowerCase())) throw new Error(`${key} must be "on" or "off", got "${value}"`);
    return value.trim().toLowerCase() === 'off';
  };
  let allOff = false;
  let addressesOff = false;
  const limits = structuredClone(DEFAULT_LIMITS);
  const known = new Map<string, { name: LimitName; dimension: 'perAccount' | 'perAddress' }>(
    LIMIT_NAMES.flatMap((name) => [
      [variableOf(name), { name, dimension: 'perAccount' }],
      [`${variableOf(name)}_PER_ADDRESS`, { name, dimension: 'perAddress' }],
    ]),
  );
  for (const [key, value] of given) {
    if (key === 'RATE_LIMITS') allOff = switchOf(key, value);
    else if (key === 'RATE_LIMIT_PER_ADDRESS') addressesOff = switchOf(key, value);
    else {
      const target = known.get(key);
      if (!target) throw new Error(`Unknown setting ${key}: the limits are ${LIMIT_NAMES.map(variableOf).join(', ')} (each also _PER_ADDRESS)`);
      limits[target.name][target.dimension] = parseRate(key, value);
    }
  }
  for (const limit of Object.values(limits)) {
    if (allOff) limit.perAccount = null;
    if (allOff || addressesOff) limit.perAddress = null;
  }
  return limits;
}

/** The limits on failed sign-ins (bff/auth/loginThrottle.ts); fixed here rather than in the environment. */
export type LoginLimits = {
  /** Failures against one account, from addresses it never signed in from, before it is locked. */
  accountFailures: number;
  /** Failures from one address, whatever the accounts, before the address is locked. */
  addressFailures: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
  /** The first lock's length; each further lock of the same key lasts twice as long, up to `maxLockMs`. */
  lockMs: number;
  maxLockMs: number;
  /** A failed attempt is answered this much later per recent failure of its account (slows guessing). */
  delayPerFailureMs: number;
  maxDelayMs: number;
  /** Addresses remembered per account as its owner's usual ones (the latest successful sign-ins). */
  usualAddresses: number;
  /** Accounts and addresses tracked at most; the least recently seen are forgotten first. */
  maxTracked: number;
};

export const LOGIN_LIMITS: LoginLimits = {
  accountFailures: 5,
  addressFailures: 20,
  windowMs: 15 * 60_000,
  lockMs: 60_000,
  maxLockMs: 60 * 60_000,
  delayPerFailureMs: 250,
  maxDelayMs: 2_000,
  usualAddresses: 10,
  maxTracked: 100_000,
};
