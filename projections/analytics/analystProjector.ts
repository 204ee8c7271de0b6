import type { ReadStore } from '../readStore';
import type { PublicEvent } from './publicEvent';

/** An event as an analyst's projector receives it: its type and its public data. */
export type AnalystEvent = { type: string; data: Record<string, unknown> };

/**
 * The projector shape the product uses (`projections/projector.ts`: event in, read-model writes
 * out, into a store with MongoDB's query language), plus `result`, which turns what it built into
 * the JSON printed at the end. It sees only what an export shows (`PublicEvent`), never anyone's
 * private data, and writes into a store of its own: the live read models are never touched.
 */
export type AnalystProjector<Result = unknown> = {
  name: string;
  setup?(store: ReadStore): Promise<void>;
  apply(event: AnalystEvent, stored: PublicEvent, store: ReadStore): Promise<void>;
  result(store: ReadStore): Promise<Result>;
};

export function isAnalystProjector(value: unknown): value is AnalystProjector {
  const p = value as Partial<AnalystProjector> | null;
  return !!p && typeof p.name === 'string' && typeof p.apply === 'function' && typeof p.result === 'function';
}
