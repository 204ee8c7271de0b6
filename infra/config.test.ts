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
