import { afterEach, describe, expect, it } from 'vitest';
import { tempDataDir } from '../tests/support/tempDataDir';
import { readConfig } from './config';

describe('readConfig: DATA_DOWNLOAD_STALL_SECONDS', () => {
  const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
  const configWith = async (value?: string) => {
    const data = await tempDataDir();
    folders.push(data);
    return readConfig({ DATA_DIR: data.dir, ...(value === undefined ? {} : { DATA_DOWNLOAD_STALL_SECONDS: value }) });
  };
  afterEach(async () => {
    for (const data of folders.splice(0)) await data.remove();
  });

  it('ends a stalled download after 60 s unless told otherwise, in seconds (decimals too)', async () => {
    expect((await configWith()).dataDownloadStallMs).toBe(60_000);
    expect((await configWith('30')).dataDownloadStallMs).toBe(30_000);
    expect((await configWith('0.5')).dataDownloadStallMs).toBe(500);
  });

  it('refuses to start on a value that is not a number of seconds above 0, naming it', async () => {
    for (const value of ['0', '-5', 'soon', '1e3', '30s']) {
      await expect(configWith(value)).rejects.toThrow(`DATA_DOWNLOAD_STALL_SECONDS must be a number of seconds above 0, got "${value}"`);
    }
  });
});

describe('readConfig: PUBLIC_URL', () => {
  const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
  const configWith = async (env: Record<string, string>) => {
    const data = await tempDataDir();
    folders.push(data);
    return readConfig({ DATA_DIR: data.dir, ...env });
  };
  afterEach(async () => {
    for (const data of folders.splice(0)) await data.remove();
  });

  it('is none unless set, and set without a trailing slash', async () => {
    expect((await configWith({})).publicUrl).toBeNull();
    expect((await configWith({ PUBLIC_URL: ' https://glimpse.example/ ' })).publicUrl).toBe('https://glimpse.example');
  });

  it('refuses to start on anything but an http or https address, naming it', async () => {
    for (const value of ['glimpse.example', 'ftp://glimpse.example', 'https://']) {
      await expect(configWith({ PUBLIC_URL: value })).rejects.toThrow(`PUBLIC_URL must be an http or https address, got "${value}"`);
    }
  });
});

describe('readConfig: S3 media', () => {
  const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
  const configWith = async (env: Record<string, string>) => {
    const data = await tempDataDir();
    folders.push(data);
    return readConfig({ DATA_DIR: data.dir, ...env });
  };
  afterEach(async () => {
    for (const data of folders.splice(0)) await data.remove();
  });
  const minio = { S3_URL: 'http://minio:9000/', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'glimpse', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps media on the disk unless S3_URL is set', async () => {
    expect((await configWith({})).s3).toBeNull();
  });

  it('takes the bucket and keys with S3_URL, in us-east-1 and path-style unless told otherwise', async () => {
    expect((await configWith(minio)).s3).toEqual({
      url: 'http://minio:9000',
      bucket: 'media',
      accessKeyId: 'glimpse',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const r2 = await configWith({ ...minio, S3_URL: 'https://account.r2.cloudflarestorage.com', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' });
    expect(r2.s3).toMatchObject({ url: 'https://account.r2.cloudflarestorage.com', region: 'auto', forcePathStyle: false });
  });

  it('refuses to start on a half-set configuration, naming what is missing', async () => {
    await expect(configWith({ S3_URL: minio.S3_URL, S3_BUCKET: 'media' })).rejects.toThrow(
      'S3_URL is set, so S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too',
    );
    await expect(configWith({ ...minio, S3_BUCKET: ' ' })).rejects.toThrow('S3_URL is set, so S3_BUCKET must be set too');
    const { S3_URL: _, ...withoutUrl } = minio;
    await expect(configWith(withoutUrl)).rejects.toThrow('S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_URL is not');
    await expect(configWith({ S3_REGION: 'eu-west-1' })).rejects.toThrow('S3_REGION is set but S3_URL is not');
  });

  it('refuses to start on an S3_URL that is no http or https address, or a path style that is neither true nor false', async () => {
    await expect(configWith({ ...minio, S3_URL: 'minio:9000' })).rejects.toThrow('S3_URL must be an http or https address, got "minio:9000"');
    await expect(configWith({ ...minio, S3_FORCE_PATH_STYLE: 'yes' })).rejects.toThrow('S3_FORCE_PATH_STYLE must be true or false, got "yes"');
  });
});

describe('readConfig: LIMITS_STORE', () => {
  const folders: Awaited<ReturnType<typeof tempDataDir>>[] = [];
  const configWith = async (env: Record<string, string>) => {
    const data = await tempDataDir();
    folders.push(data);
    return readConfig({ DATA_DIR: data.dir, ...env });
  };
  afterEach(async () => {
    for (const data of folders.splice(0)) await data.remove();
  });

  it('counts in the database unless told memory, and refuses anything else, naming it', async () => {
    expect((await configWith({})).limitsStore).toBe('database');
    expect((await configWith({ LIMITS_STORE: 'memory' })).limitsStore).toBe('memory');
    await expect(configWith({ LIMITS_STORE: 'redis' })).rejects.toThrow('LIMITS_STORE must be "database" or "memory", got "redis"');
  });
});
