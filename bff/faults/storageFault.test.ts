import { describe, expect, it } from 'vitest';
import { describeError } from '../errors';
import { isStorageFault } from './storageFault';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('storage faults', () => {
  it('are the disk refusing a write, from the file system or from SQLite', () => {
    for (const code of [
      'ENOSPC',
      'EROFS',
      'EACCES',
      'EDQUOT',
      'EIO',
      'SQLITE_FULL',
      'SQLITE_READONLY',
      'SQLITE_READONLY_DBMOVED',
      'SQLITE_IOERR_WRITE',
      'SQLITE_CANTOPEN',
    ])
      expect(isStorageFault(withCode(code)), code).toBe(true);
    for (const code of ['ENOENT', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'ERR_INVALID_ARG_TYPE']) expect(isStorageFault(withCode(code)), code).toBe(false);
    expect(isStorageFault(new Error('no code'))).toBe(false);
    expect(isStorageFault(null)).toBe(false);
  });

  it('are answered 503 with a message that tells the user to try again later', () => {
    expect(describeError(withCode('ENOSPC'))).toEqual({ status: 503, message: 'Glimpse cannot save changes right now. Please try again later.' });
    expect(describeError(withCode('SQLITE_FULL')).status).toBe(503);
  });
});
