import type { ServerResponse } from 'node:http';

/**
 * Ends `res` once its client has stopped reading: bytes have waited in the socket's buffer for
 * `stallMs` and not one more was taken from it. Destroying the response wakes whatever waits to
 * write more (a data download waits in ZipStream.drained, which sees the close), so that it
 * gives back what it holds. The clock runs only while bytes are waiting: a server slow to
 * produce them (a long scan of the history) is not a stalled client. Watching stops when the
 * response closes; `onStall` is told before it is ended.
 */
export function endWhenStalled(res: ServerResponse, stallMs: number, onStall: () => void = () => {}): void {
  const socket = res.socket;
  if (!socket) return;
  // bytesWritten counts what was handed to the socket, writableLength what of it still waits:
  // their difference is what the system has taken, and it grows only as the client reads.
  const taken = () => socket.bytesWritten - socket.writableLength;
  let lastTaken = taken();
  let lastProgress = Date.now();
  const check = setInterval(
    () => {
      const now = Date.now();
      if (socket.writableLength === 0 || taken() !== lastTaken) {
        lastTaken = taken();
        lastProgress = now;
      } else if (now - lastProgress >= stallMs) {
        clearInterval(check);
        onStall();
        res.destroy();
      }
    },
    Math.min(Math.max(stallMs / 5, 10), 1000),
  );
  check.unref();
  res.once('close', () => clearInterval(check));
}
