import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Sends `body` as the rest of the response, read only as fast as the client takes it (the
 * pipeline waits for the socket to drain), so a slow or stalled client holds 64 KiB, not a file.
 * A client that goes away destroys `body`, which lets go of its file. A read that fails once
 * bytes have gone out cuts the connection, so the client sees a broken transfer rather than a
 * complete-looking short file; it is logged, and the server goes on. Resolves either way.
 */
export async function sendStream(body: Readable, res: ServerResponse): Promise<void> {
  try {
    await pipeline(body, res);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error('Could not send a media file:', error);
    res.destroy();
  }
}
