import { parseEvent } from '../../domain/events';
import type { EventStore, Subscription } from '../../domain/ports/eventStore';
import { MASCOT_USER_ID } from '../../domain/mascot/lines';
import { userStream } from '../../domain/user/decider';
import type { ReadStore } from '../../projections/readStore';
import type { Clock } from '../clock';
import type { MascotService } from '../services/mascot';

type CheckpointDoc = { _id: string; position: number };
const CHECKPOINTS = 'reactorCheckpoints';
const CHECKPOINT_ID = 'mascot';

/**
 * A process manager, not code in the request path: it follows the event log and comments as the
 * mascot on each post published after the mascot came to be. Its checkpoint lives with the read
 * models; after a replay drops it, it reads the log again and its deterministic command ids make
 * every comment it already wrote a no-op.
 */
export async function startMascotReactor(deps: { events: EventStore; readStore: ReadStore; mascot: MascotService; clock: Clock }): Promise<Subscription> {
  await deps.mascot.ensureAccount();
  const registered = (await deps.events.readStream(userStream(MASCOT_USER_ID))).map((e) => parseEvent(e)).find((e) => e?.type === 'UserRegistered');
  const since = registered?.type === 'UserRegistered' ? registered.data.registeredAt : deps.clock().toISOString();
  const checkpoints = deps.readStore.collection<CheckpointDoc>(CHECKPOINTS);
  const from = (await checkpoints.findOne({ _id: CHECKPOINT_ID }))?.position ?? 0;
  return deps.events.subscribeToAll(from, async (stored) => {
    if (stored.type !== 'PostPublished') return;
    const event = parseEvent(stored);
    if (event?.type === 'PostPublished' && event.data.publishedAt >= since && event.data.userId !== MASCOT_USER_ID) {
      try {
        await deps.mascot.commentOn(event.data);
      } catch (error) {
        console.error(`Mascot could not comment on post ${event.data.postId}:`, error);
      }
    }
    // Moved on posts only: a restart reads the events after the last post again, which asks nothing.
    await checkpoints.updateOne({ _id: CHECKPOINT_ID }, { $set: { position: stored.position } }, { upsert: true });
  });
}
