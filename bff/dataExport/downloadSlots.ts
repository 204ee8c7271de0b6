import { HttpError } from '../errors';

/** 429/503 with the seconds to wait, sent as Retry-After. */
export class DownloadBusyError extends HttpError {
  constructor(
    status: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, message);
    this.name = 'DownloadBusyError';
  }
}

/**
 * Downloads read the whole history, so few run at once: one per person (a second click waits for
 * the first), and a few for the whole server.
 */
export function downloadSlots(maxAtOnce: number) {
  const running = new Set<string>();
  return {
    /** Takes a slot for the person or throws; call the answer to give it back. */
    take(personId: string): () => void {
      if (running.has(personId)) throw new DownloadBusyError(429, 'Your data is already being prepared. Please wait for that download to finish.', 30);
      if (running.size >= maxAtOnce)
        throw new DownloadBusyError(503, 'Too many data downloads are being prepared right now. Please try again in a minute.', 60);
      running.add(personId);
      return () => running.delete(personId);
    },
  };
}
