import { HttpError } from '../errors';

/**
 * Downloads read the whole history, so few run at once: one per person (a second click waits for
 * the first), and a few for the whole server. A refusal says when to try again (Retry-After).
 */
export function downloadSlots(maxAtOnce: number) {
  const running = new Set<string>();
  return {
    /** Takes a slot for the person or throws; call the answer to give it back. */
    take(personId: string): () => void {
      if (running.has(personId)) throw new HttpError(429, 'Your data is already being prepared. Please wait for that download to finish.', 30);
      if (running.size >= maxAtOnce) throw new HttpError(503, 'Too many data downloads are being prepared right now. Please try again in a minute.', 60);
      running.add(personId);
      return () => running.delete(personId);
    },
  };
}
