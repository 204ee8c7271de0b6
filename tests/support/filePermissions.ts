/**
 * A command line whose process meets file permissions, so that a folder made read-only is
 * read-only to it. A non-root user meets them already. root passes every write check by its
 * CAP_DAC_OVERRIDE capability, so under root the process runs as root without it: `setpriv`
 * (util-linux, on every Debian) drops it from the bounding set before node starts.
 *
 * It stays root rather than becoming another user (`nobody`): another user could not read a
 * checkout cloned under a folder only root may enter (root's home, `mktemp -d`).
 */
export function withFilePermissions(command: string, args: string[]): { command: string; args: string[] } {
  if (process.getuid?.() !== 0) return { command, args };
  return { command: 'setpriv', args: ['--bounding-set', '-dac_override', '--', command, ...args] };
}
