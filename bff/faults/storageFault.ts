/**
 * Errors that mean "the disk cannot take this write now" (full, read-only, refused, failing),
 * from Node's file system calls (errno codes) and from SQLite (its result codes). They are not
 * the user's fault and pass once an operator frees space or fixes permissions: 503, try later.
 */
const ERRNO_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE', 'EFBIG']);
const SQLITE_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|PERM|BUSY|LOCKED|NOLFS)(_|$)/;

export const STORAGE_UNAVAILABLE_MESSAGE = 'Glimpse cannot save changes right now. Please try again later.';

export function isStorageFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (ERRNO_CODES.has(code) || SQLITE_CODES.test(code));
}
