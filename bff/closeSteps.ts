/** One step of stopping the server, named for the log ("close the event and key stores"). */
export type CloseStep = [what: string, run: () => Promise<unknown> | unknown];

/** Some steps of a stop failed (each was logged as it failed); the others ran all the same. */
export class CloseStepsFailed extends Error {
  constructor(readonly failed: string[]) {
    super(`Steps that failed: ${failed.join('; ')}`);
    this.name = 'CloseStepsFailed';
  }
}

/**
 * Runs every step in order, each whether or not the ones before it failed: a full disk that
 * fails one (a snapshot, a checkpoint) must not leave the steps after it undone (the stores
 * open, the port bound). Each failure is logged as it happens; once all have run, the failures
 * are thrown together, for the caller to decide what they mean.
 */
export async function runCloseSteps(steps: CloseStep[]): Promise<void> {
  const failed: string[] = [];
  for (const [what, run] of steps) {
    try {
      await run();
    } catch (error) {
      failed.push(what);
      console.error(`Could not ${what}:`, error);
    }
  }
  if (failed.length > 0) throw new CloseStepsFailed(failed);
}
