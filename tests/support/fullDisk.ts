import { execFileSync } from 'node:child_process';

/**
 * From now on every write to a file by the running process `pid` fails, as when its disk is
 * full: its file size limit (RLIMIT_FSIZE, set from outside with util-linux's prlimit) drops to
 * 0, so the kernel refuses each write with EFBIG (which SQLite reports as SQLITE_IOERR_WRITE, or
 * SQLITE_FULL for a short write). Node ignores the SIGXFSZ that comes with it. Pipes (its output)
 * are not files and keep working.
 */
export function refuseFileWrites(pid: number): void {
  execFileSync('prlimit', ['--pid', String(pid), '--fsize=0:']);
}
