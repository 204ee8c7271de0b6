const CHECK_EVERY_MS = 60_000;
// About 4.5 s of catch-up after a crash at the bench's replay rate (11,000 events/s on two cores).
export const SNAPSHOT_AFTER_EVENTS = 50_000;

/**
 * The leader writes the read-model snapshot once `afterEvents` events have been projected since the
 * last one it wrote (or since the start), looking every minute. Events are durable on their own: a
 * snapshot only bounds the catch-up after a crash, while writing one (360 MB at the bench's scale)
 * costs seconds of work in slices and garbage for the collector, which delays requests. Counting
 * events bounds the catch-up directly: a quiet server writes none, a busy one as often as its
 * catch-up needs. A clean stop saves anyway.
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
