import type { Services } from '../services/services';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Throws away, every ten minutes, the uploads handed out by id and never used within their window
 * (media.discardUnused): without it a signed-in script could fill the disk at the upload
 * limit's pace with files that no post ever names.
 */
export function startUnusedUploadSweeper(services: Services, leads: () => boolean = () => true, everyMs = SWEEP_EVERY_MS): { stop(): void } {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    if (!leads()) return;
    running ??= services.media
      .discardUnused(services.clock())
      .catch((error) => console.error('Could not throw away unused uploads:', error))
      .finally(() => (running = null));
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
