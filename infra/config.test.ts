import { afterEach, describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import webpush from 'web-push';
import { tempDataDir } from '../tests/support/tempDataDir';
import { readConfig } from './config';

const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
/** The configuration read from `env` with a data folder of its own, removed after each test. */
async function configFrom(env: Record<string, string>) {
  const data = await tempDataDir();
  folders.push(data);
  return readConfig({ DATA_DIR: data.dir, ...env });
}
afterEach(async () => {
  for (const data of folders.splice(0)) await data.remove();
});

describe('readConfig: DATA_DOWNLOAD_STALL_SECONDS', () => {
  const stallOf = (value?: string) => configFrom(value === undefined ? {} : { DATA_DOWNLOAD_STALL_SECONDS: value });

  it('ends a stalled download after 60 s unless told otherwise, in seconds (decimals too)', async () => {
    expect((await stallOf()).dataDownloadStallMs).toBe(60_000);
    expect((await stallOf('30')).dataDownloadStallMs).toBe(30_000);
    expect((await stallOf('0.5')).dataDownloadStallMs).toBe(500);
  });

  it('refuses to start on a value that is not a number of seconds above 0, naming it', async () => {
    for (const value of ['0', '-5', 'soon', '1e3', '30s']) {
      await expect(stallOf(value)).rejects.toThrow(`DATA_DOWNLOAD_STALL_SECONDS must be a number of seconds above 0, got "${value}"`);
    }
  });
});

describe('readConfig: PUBLIC_URL', () => {
  it('is none unless set, and set without a trailing slash', async () => {
    expect((await configFrom({})).publicUrl).toBeNull();
    expect((await configFrom({ PUBLIC_URL: ' https://glimpse.example/ ' })).publicUrl).toBe('https://glimpse.example');
  });

  it('refuses to start on anything but an http or https address, naming it', async () => {
    for (const value of ['glimpse.example', 'ftp://glimpse.example', 'https://']) {
      await expect(configFrom({ PUBLIC_URL: value })).rejects.toThrow(`PUBLIC_URL must be an http or https address, got "${value}"`);
    }
  });
});

describe('readConfig: S3 media', () => {
  const minio = { S3_URL: 'http://minio:9000/', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'glimpse', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps media on the disk unless S3_URL is set', async () => {
    expect((await configFrom({})).s3).toBeNull();
  });

  it('takes the bucket and keys with S3_URL, in us-east-1 and path-style unless told otherwise', async () => {
    expect((await configFrom(minio)).s3).toEqual({
      url: 'http://minio:9000',
      bucket: 'media',
      accessKeyId: 'glimpse',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const r2 = await configFrom({ ...minio, S3_URL: 'https://account.r2.cloudflarestorage.com', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' });
    expect(r2.s3).toMatchObject({ url: 'https://account.r2.cloudflarestorage.com', region: 'auto', forcePathStyle: false });
  });

  it('refuses to start on a half-set configuration, naming what is missing', async () => {
    await expect(configFrom({ S3_URL: minio.S3_URL, S3_BUCKET: 'media' })).rejects.toThrow(
      'S3_URL is set, so S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too',
    );
    await expect(configFrom({ ...minio, S3_BUCKET: ' ' })).rejects.toThrow('S3_URL is set, so S3_BUCKET must be set too');
    const { S3_URL: _, ...withoutUrl } = minio;
    await expect(configFrom(withoutUrl)).rejects.toThrow('S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_URL is not');
    await expect(configFrom({ S3_REGION: 'eu-west-1' })).rejects.toThrow('S3_REGION is set but S3_URL is not');
  });

  it('refuses to start on an S3_URL that is no http or https address, or a path style that is neither true nor false', async () => {
    await expect(configFrom({ ...minio, S3_URL: 'minio:9000' })).rejects.toThrow('S3_URL must be an http or https address, got "minio:9000"');
    await expect(configFrom({ ...minio, S3_FORCE_PATH_STYLE: 'yes' })).rejects.toThrow('S3_FORCE_PATH_STYLE must be true or false, got "yes"');
  });
});

describe('readConfig: LIMITS_STORE', () => {
  it('counts in the database unless told memory, and refuses anything else, naming it', async () => {
    expect((await configFrom({})).limitsStore).toBe('database');
    expect((await configFrom({ LIMITS_STORE: 'memory' })).limitsStore).toBe('memory');
    await expect(configFrom({ LIMITS_STORE: 'redis' })).rejects.toThrow('LIMITS_STORE must be "database" or "memory", got "redis"');
  });
});

describe('readConfig: WORKERS', () => {
  it('is one process unless told, a number of them, or one per core with auto', async () => {
    expect((await configFrom({})).workers).toBe(1);
    expect((await configFrom({ WORKERS: '3' })).workers).toBe(3);
    expect((await configFrom({ WORKERS: 'auto' })).workers).toBe(availableParallelism());
  });

  it('refuses anything but a whole number from 1 to 64 or auto, naming it', async () => {
    for (const value of ['0', '-2', '2.5', 'many', '65']) {
      await expect(configFrom({ WORKERS: value })).rejects.toThrow(`WORKERS must be a whole number from 1 to 64, or "auto", got "${value}"`);
    }
  });

  it('refuses more than one with engines the workers cannot share, or limits each would count alone', async () => {
    await expect(configFrom({ WORKERS: '2', MONGO_URL: 'mongodb://db:27017/glimpse' })).rejects.toThrow('WORKERS above 1 needs the embedded engines');
    await expect(configFrom({ WORKERS: '2', EVENTSTORE_URL: 'esdb://db:2113' })).rejects.toThrow('WORKERS above 1 needs the embedded engines');
    await expect(configFrom({ WORKERS: '2', LIMITS_STORE: 'memory' })).rejects.toThrow('WORKERS above 1 needs LIMITS_STORE=database');
    expect((await configFrom({ WORKERS: '1', MONGO_URL: 'mongodb://db:27017/glimpse' })).workers).toBe(1);
  });
});

describe('readConfig: ROLE', () => {
  const vapid = webpush.generateVAPIDKeys();
  const cluster = {
    MONGO_URL: 'mongodb://mongo:27017/glimpse',
    JWT_SECRET: 'j'.repeat(32),
    NAME_SECRET: 'n'.repeat(32),
    ADMIN_CODE: 'a1b2c3',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };

  it('serves and projects in one process unless told otherwise', async () => {
    expect((await configFrom({})).role).toBe('all');
  });

  it('takes api or projector with MONGO_URL, where their read models are shared', async () => {
    expect((await configFrom({ ...cluster, ROLE: 'api' })).role).toBe('api');
    expect((await configFrom({ ...cluster, ROLE: 'projector' })).role).toBe('projector');
  });

  it('refuses api or projector without the secrets every instance must share, naming them', async () => {
    const { NAME_SECRET: _, VAPID_PRIVATE_KEY: __, ...partly } = cluster;
    await expect(configFrom({ ...partly, ROLE: 'api' })).rejects.toThrow('ROLE=api needs NAME_SECRET, VAPID_PRIVATE_KEY set, the same in every instance');
  });

  it('refuses api or projector without MONGO_URL, saying why, and any other role, naming it', async () => {
    await expect(configFrom({ ROLE: 'api' })).rejects.toThrow('ROLE=api needs MONGO_URL');
    await expect(configFrom({ ROLE: 'projector' })).rejects.toThrow('ROLE=projector needs MONGO_URL');
    await expect(configFrom({ ...cluster, ROLE: 'worker' })).rejects.toThrow('ROLE must be "all", "api" or "projector", got "worker"');
  });
});
