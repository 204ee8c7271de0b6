const CHECK_EVERY_MS = 60_000;
// About 4.5 s of catch-up after a crash at the bench's replay rate (11,000 events/s on two cores).
export const SNAPSHOT_AFTER_EVENTS = 50_000;

/**
 * The leader writes the read-model snapshot once `afterEvents` events have been projected since the
 * last one it wrote (or since the start), looking every minute. Events are durable on their own: a
 * snapshot only shortens the catch-up after a crash, while writing one (hundreds of MB at the
 * bench's scale) pauses requests for hundreds of milliseconds at its worst, as the collector takes
 * back what it allocated. By the clock it was written every five minutes for a few likes; by events
 * the catch-up stays as short and the pauses come only with real change. A clean stop saves anyway.
 */
export function startSnapshotWriter(
  side: { readonly position: number },
  flush: () => Promise<void>,
  leads: () => boolean,
  { everyMs = CHECK_EVERY_MS, afterEvents = SNAPSHOT_AFTER_EVENTS } = {},
): { stop(): void } {
  let written = side.position;
  let writing = false;
  const timer = setInterval(() => {
    const position = side.position;
    if (writing || !leads() || position - written < afterEvents) return;
    writing = true;
    flush()
      .then(() => (written = position))
      .catch((error) => console.error('Could not write the read-model snapshot:', error))
      .finally(() => (writing = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
