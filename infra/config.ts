import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { S3Settings } from './media/s3MediaStore';

/**
 * What this process does (ROLE): `all` (the default) serves and projects, as one process always
 * did; `api` serves requests and projects nothing, following the projector's change notices;
 * `projector` projects and runs the reactors while it holds the lease, and serves only its health.
 */
export type Role = 'all' | 'api' | 'projector';

export type Config = {
  port: number;
  /** WORKERS: how many processes serve the port, sharing the embedded engines (1: this one alone). */
  workers: number;
  role: Role;
  dataDir: string;
  jwtSecret: string;
  adminCode: string;
  /** HMAC key of the username and email reservation stream names. */
  nameSecret: string;
  /** True when the admin code was generated on this start (so it is printed once). */
  adminCodeGenerated: boolean;
  eventStoreUrl: string | null;
  mongoUrl: string | null;
  /** Media go to this S3-compatible bucket when S3_URL is set; to DATA_DIR/media otherwise. */
  s3: S3Settings | null;
  /** Seed demo users and posts on a first start with an empty event store. */
  demoContent: boolean;
  /** Run the mascot, who comments on new posts. */
  mascot: boolean;
  /** Always set the session cookie's Secure flag (it is set anyway on requests seen to come over https). */
  secureCookies: boolean;
  /** GraphQL runs only the web client's own operations (TRUSTED_DOCUMENTS; on by default when NODE_ENV=production). */
  trustedDocuments: boolean;
  /** GraphQL validation errors suggest field names (development only). */
  fieldSuggestions: boolean;
  /**
   * Where people reach this server (PUBLIC_URL, e.g. https://glimpse.example): passkeys are made for
   * its host, and links in mails point to it (this server's own address when unset).
   */
  publicUrl: string | null;
  /** Origins besides this server's own whose pages may write and open sockets (ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins: string[];
  /** A data download whose client takes nothing for this long is ended, giving back its slot (DATA_DOWNLOAD_STALL_SECONDS). */
  dataDownloadStallMs: number;
  /** The RATE_LIMIT* settings, read by bff/limits.ts (which knows what they mean). */
  rateLimitSettings: Record<string, string>;
  /**
   * Where rate limits, socket openings and the sign-in throttle count (LIMITS_STORE): `database`
   * (the default) in the embedded event store's file, shared by every process on the machine;
   * `memory` in each process's own (one process, or EventStoreDB, which counts in memory anyway).
   */
  limitsStore: 'database' | 'memory';
  /** The live-connection limits' settings (SOCKETS_MAX, SUBSCRIPTIONS_MAX...), read by bff/socketLimits.ts. */
  socketLimitSettings: Record<string, string>;
  /** This process sends the outbox's mails (SEND_MAIL; a process that does not leaves them to one that does). */
  sendMail: boolean;
  /** Mail goes over SMTP when set (SMTP_URL, `smtp://user:pass@host:587`); otherwise to .eml files in DATA_DIR/mail. */
  smtpUrl: string | null;
  /** The sender of every mail (MAIL_FROM). */
  mailFrom: string;
  /** This process sends the pushes due (SEND_PUSH; one that does not leaves them to one that does). */
  sendPush: boolean;
  /** The VAPID key pair (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, base64url; generated once and kept with the secrets) and its contact (VAPID_SUBJECT). */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Push endpoints on loopback and private addresses are allowed (PUSH_ALLOW_PRIVATE_ENDPOINTS=true: tests, a push service on the LAN). */
  pushAllowPrivateEndpoints: boolean;
  /**
   * NODE_EXTRA_CA_CERTS, which the push sender trusts besides the usual roots: Node reads it only
   * as a process starts, and a server started inside another process (the tests') may need it.
   */
  extraCaFile: string | null;
};

type Secrets = { jwtSecret: string; adminCode: string; nameSecret: string; vapidPublicKey: string; vapidPrivateKey: string };

/**
 * Reads the configuration from the environment. Secrets not given are generated once and kept in
 * the data folder, so sessions and the admin code survive a restart.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = dataDirOf(env);
  mkdirSync(dataDir, { recursive: true });
  const secretsFile = path.join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')) : {};
  const vapidKeys = stored.vapidPublicKey && stored.vapidPrivateKey ? null : webpush.generateVAPIDKeys();
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(32).toString('base64url'),
    adminCode: stored.adminCode ?? randomBytes(6).toString('hex'),
    nameSecret: stored.nameSecret ?? randomBytes(32).toString('base64url'),
    vapidPublicKey: vapidKeys?.publicKey ?? stored.vapidPublicKey!,
    vapidPrivateKey: vapidKeys?.privateKey ?? stored.vapidPrivateKey!,
  };
  if (!stored.jwtSecret || !stored.adminCode || !stored.nameSecret || vapidKeys) writeFileSync(secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600 });

  const role = roleOf(env);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const workers = workersOf(env);
  return {
    port,
    workers,
    role,
    dataDir,
    jwtSecret: env.JWT_SECRET || secrets.jwtSecret,
    adminCode: env.ADMIN_CODE || secrets.adminCode,
    nameSecret: env.NAME_SECRET || secrets.nameSecret,
    adminCodeGenerated: !env.ADMIN_CODE && !stored.adminCode,
    eventStoreUrl: env.EVENTSTORE_URL || null,
    mongoUrl: env.MONGO_URL || null,
    s3: s3Of(env),
    demoContent: env.DEMO_CONTENT !== 'false',
    secureCookies: env.SECURE_COOKIES === 'true',
    mascot: env.MASCOT !== 'false',
    trustedDocuments: env.TRUSTED_DOCUMENTS ? env.TRUSTED_DOCUMENTS === 'true' : env.NODE_ENV === 'production',
    fieldSuggestions: env.NODE_ENV !== 'production',
    publicUrl: publicUrlOf(env),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    dataDownloadStallMs: positiveSeconds(env, 'DATA_DOWNLOAD_STALL_SECONDS', 60) * 1000,
    rateLimitSettings: settingsMatching(env, /^RATE_LIMIT/),
    limitsStore: limitsStoreOf(env.LIMITS_STORE),
    socketLimitSettings: settingsMatching(env, /^(ANON_)?(SOCKETS?|SUBSCRIPTIONS)_/),
    sendMail: env.SEND_MAIL !== 'false',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Glimpse <no-reply@glimpse.localhost>',
    sendPush: env.SEND_PUSH !== 'false',
    vapid: vapidOf(env, secrets),
    pushAllowPrivateEndpoints: env.PUSH_ALLOW_PRIVATE_ENDPOINTS === 'true',
    extraCaFile: env.NODE_EXTRA_CA_CERTS || null,
  };
}

/**
 * WORKERS: a whole number, or `auto` for one per core. Above 1 the processes share what is in the
 * data folder (events, leases, limits), so the engines must be the embedded ones: with MongoDB
 * every process would project into the same read models and count each event N times.
 */
function workersOf(env: NodeJS.ProcessEnv): number {
  const value = env.WORKERS?.trim() || '1';
  const workers = value === 'auto' ? availableParallelism() : Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new Error(`WORKERS must be a whole number from 1 to 64, or "auto", got "${env.WORKERS}"`);
  if (workers === 1) return 1;
  if (env.EVENTSTORE_URL || env.MONGO_URL)
    throw new Error(
      'WORKERS above 1 needs the embedded engines (no EVENTSTORE_URL or MONGO_URL): with them, run one process per instance (see docs/operations.md).',
    );
  if (env.LIMITS_STORE === 'memory') throw new Error('WORKERS above 1 needs LIMITS_STORE=database: the workers must count limits together.');
  return workers;
}

const SHARED_SECRETS = ['JWT_SECRET', 'NAME_SECRET', 'ADMIN_CODE', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const;

/**
 * ROLE, `all` unless set. The other roles split one deployment over processes that share the read
 * models, which only MongoDB can: each process's embedded read store would be its own.
 */
function roleOf(env: NodeJS.ProcessEnv): Role {
  const value = env.ROLE?.trim() || 'all';
  if (value !== 'all' && value !== 'api' && value !== 'projector') throw new Error(`ROLE must be "all", "api" or "projector", got "${value}"`);
  if (value !== 'all' && !env.MONGO_URL)
    throw new Error(
      `ROLE=${value} needs MONGO_URL: the API instances and the projector share their read models there (the embedded read store is each process's own)`,
    );
  // Secrets generated here would be this process's own: sessions signed by one instance refused by
  // the next, names reserved under another key (two people with one username), pushes signed with a key no browser knows.
  const unshared = value === 'all' ? [] : SHARED_SECRETS.filter((name) => !env[name]?.trim());
  if (unshared.length) throw new Error(`ROLE=${value} needs ${unshared.join(', ')} set, the same in every instance`);
  return value;
}

function limitsStoreOf(value: string | undefined): Config['limitsStore'] {
  if (value === undefined || value === '' || value === 'database') return 'database';
  if (value === 'memory') return 'memory';
  throw new Error(`LIMITS_STORE must be "database" or "memory", got "${value}"`);
}

/** The VAPID keys given (both or neither), else the kept ones; the subject a push service may write to about this server. */
function vapidOf(env: NodeJS.ProcessEnv, secrets: Secrets): Config['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey !== !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  const subject = env.VAPID_SUBJECT?.trim() || 'mailto:no-reply@glimpse.localhost';
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: address, got "${subject}"`);
  return { publicKey: publicKey || secrets.vapidPublicKey, privateKey: privateKey || secrets.vapidPrivateKey, subject };
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * The S3 settings when S3_URL is set, else null (media on the disk). A half-set configuration stops
 * the start naming what is missing: media kept on a disk the operator thought unused, or a bucket
 * written with the wrong keys, would be found out only when the files are gone.
 */
export function s3Of(env: NodeJS.ProcessEnv): S3Settings | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const url = value('S3_URL');
  if (!url) {
    const stray = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => value(name));
    if (stray.length)
      throw new Error(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_URL is not: set S3_URL to keep media in S3, or unset them`);
    return null;
  }
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new Error(`S3_URL must be an http or https address, got "${url}"`);
  const missing = S3_REQUIRED.filter((name) => !value(name));
  if (missing.length) throw new Error(`S3_URL is set, so ${missing.join(', ')} must be set too`);
  const pathStyle = value('S3_FORCE_PATH_STYLE') ?? 'true';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    url: url.replace(/\/+$/, ''),
    bucket: value('S3_BUCKET')!,
    accessKeyId: value('S3_ACCESS_KEY_ID')!,
    secretAccessKey: value('S3_SECRET_ACCESS_KEY')!,
    region: value('S3_REGION') ?? 'us-east-1',
    forcePathStyle: pathStyle === 'true',
  };
}

const settingsMatching = (env: NodeJS.ProcessEnv, name: RegExp): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => name.test(entry[0]) && entry[1] !== undefined));

/** PUBLIC_URL without a trailing slash, or null when unset; anything but an http(s) address stops the start. */
function publicUrlOf(env: NodeJS.ProcessEnv): string | null {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return null;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new Error(`PUBLIC_URL must be an http or https address, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** A duration in seconds from `name` (decimals allowed), or `fallback` when unset; anything else stops the start. */
function positiveSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !(seconds > 0)) throw new Error(`${name} must be a number of seconds above 0, got "${value}"`);
  return seconds;
}

/** The data folder DATA_DIR names (./data by default), without creating anything in it. */
export const dataDirOf = (env: NodeJS.ProcessEnv = process.env): string => path.resolve(env.DATA_DIR || './data');
