/**
 * A per-item toggle queue (for likes): every tap flips the state the user sees at once, while at
 * most one request per item is in flight. When a request answers, the queue compares the server's
 * state with the latest wanted state and sends another toggle only if they still differ, so rapid
 * taps settle on the state of the last tap and replies can never arrive out of order.
 */
export interface ToggleQueueDeps {
  /** The server's (non-optimistic) state of the item right now. */
  readServer(id: string): boolean;
  /** Sends one toggle and resolves with the server's new state. */
  send(id: string): Promise<boolean>;
  /** Shows the wanted state optimistically. */
  show(id: string, wanted: boolean): void;
  /** Drops the optimistic state: the server's state shows again. */
  clear(id: string): void;
}

/** How a burst of taps ended, told to whoever tapped last (it shows it, e.g. in a toast). */
export interface TapOutcome {
  /** `wanted`: the state the last tap asked for, which the server may not have. */
  failed(error: unknown, wanted: boolean): void;
  /** The server settled on the last tap's state (after one or more toggles). */
  settled?(state: boolean): void;
}

interface Entry {
  wanted: boolean;
  running: boolean;
  outcome: TapOutcome;
}

export interface ToggleQueue {
  tap(id: string, outcome: TapOutcome): void;
  /** Resolves when nothing is pending for the item (for tests). */
  idle(id: string): Promise<void>;
  pending(id: string): boolean;
  /** The server's state of the item, as last known. */
  server(id: string): boolean;
}

const MAX_ROUNDS = 8;

export function createToggleQueue(deps: ToggleQueueDeps): ToggleQueue {
  const entries = new Map<string, Entry>();
  const runs = new Map<string, Promise<void>>();

  async function run(id: string, entry: Entry): Promise<void> {
    let server = deps.readServer(id);
    let sent = 0;
    try {
      for (; server !== entry.wanted && sent < MAX_ROUNDS; sent++) {
        server = await deps.send(id);
      }
      if (sent > 0) entry.outcome.settled?.(server);
    } catch (error) {
      entry.outcome.failed(error, entry.wanted);
    } finally {
      entries.delete(id);
      runs.delete(id);
      deps.clear(id);
    }
  }

  return {
    tap(id, outcome) {
      let entry = entries.get(id);
      const shown = entry ? entry.wanted : deps.readServer(id);
      if (!entry) {
        entry = { wanted: !shown, running: false, outcome };
        entries.set(id, entry);
      } else {
        entry.wanted = !shown;
        entry.outcome = outcome;
      }
      deps.show(id, entry.wanted);
      if (!entry.running) {
        entry.running = true;
        runs.set(id, run(id, entry));
      }
    },
    async idle(id) {
      await runs.get(id);
    },
    pending(id) {
      return entries.has(id);
    },
    server: (id) => deps.readServer(id),
  };
}
