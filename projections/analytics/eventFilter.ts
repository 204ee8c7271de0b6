import type { StoredEvent } from '../../domain/ports/eventStore';

/** Which events an export keeps; every part is optional. */
export type EventFilter = {
  types?: ReadonlySet<string>;
  streamPrefix?: string;
  /** ISO times compared with the time the event was recorded: since inclusive, until exclusive. */
  since?: string;
  until?: string;
};

export function matchesFilter(event: StoredEvent, filter: EventFilter): boolean {
  if (filter.types && !filter.types.has(event.type)) return false;
  if (filter.streamPrefix !== undefined && !event.stream.startsWith(filter.streamPrefix)) return false;
  const at = Date.parse(event.metadata.at);
  if (filter.since !== undefined && !(at >= Date.parse(filter.since))) return false;
  if (filter.until !== undefined && !(at < Date.parse(filter.until))) return false;
  return true;
}
