import type { EventStore } from '../../domain/ports/eventStore';
import type { ReadStore } from '../readStore';
import type { AnalystProjector } from './analystProjector';
import { toPublicEvent } from './publicEvent';

const PAGE = 2000;

/**
 * Feeds the public form of every event recorded before `until` (all of them without it), in
 * global order, through an analyst's projector into `store`, and returns its result.
 */
export async function runAnalystProjector<Result>(
  events: Pick<EventStore, 'readAll' | 'headPosition'>,
  projector: AnalystProjector<Result>,
  store: ReadStore,
  { until, pseudonym }: { until?: string; pseudonym: (value: string) => string },
): Promise<{ result: Result; events: number }> {
  await projector.setup?.(store);
  const head = await events.headPosition();
  const untilMs = until === undefined ? Infinity : Date.parse(until);
  let after = 0;
  let applied = 0;
  while (after < head) {
    const page = await events.readAll(after, PAGE);
    if (page.length === 0) break;
    for (const stored of page) {
      if (stored.position > head || !(Date.parse(stored.metadata.at) < untilMs)) continue;
      const event = toPublicEvent(stored, pseudonym);
      await projector.apply({ type: event.type, data: event.data }, event, store);
      applied++;
    }
    after = page[page.length - 1].position;
  }
  return { result: await projector.result(store), events: applied };
}
