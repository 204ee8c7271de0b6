import { parseArgs, type ParseArgsConfig } from 'node:util';
import { isKnownEventType } from '../../domain/events';
import type { EventFilter } from '../../projections/analytics/eventFilter';

/** A mistake in how a command was called: its message names the option at fault. */
export class UsageError extends Error {}

export type ExportOptions = { filter: EventFilter; from: number };

function isoTime(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new UsageError(`--${option} must be an ISO date or time (e.g. 2026-11-01 or 2026-11-01T12:00:00Z), got "${value}"`);
  return new Date(value).toISOString();
}

function eventTypes(value: string | undefined): ReadonlySet<string> | undefined {
  if (value === undefined) return undefined;
  const types = value.split(',').map((t) => t.trim());
  for (const type of types) if (!isKnownEventType(type)) throw new UsageError(`Unknown event type "${type}" in --type`);
  return new Set(types);
}

function position(value: string | undefined): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value)) throw new UsageError(`--from must be a position (a whole number of 0 or more), got "${value}"`);
  return Number(value);
}

function parse(args: string[], options: NonNullable<ParseArgsConfig['options']>) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** `export [--type T[,T...]] [--stream PREFIX] [--since ISO] [--until ISO] [--from POSITION]` */
export function parseExportArgs(args: string[]): ExportOptions {
  const { values, positionals } = parse(args, {
    type: { type: 'string' },
    stream: { type: 'string' },
    since: { type: 'string' },
    until: { type: 'string' },
    from: { type: 'string' },
  });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}" after export`);
  const str = (key: string) => values[key] as string | undefined;
  const filter: EventFilter = {
    types: eventTypes(str('type')),
    streamPrefix: str('stream'),
    since: isoTime('since', str('since')),
    until: isoTime('until', str('until')),
  };
  if (filter.since && filter.until && filter.since >= filter.until) throw new UsageError('--since must be before --until');
  return { filter, from: position(str('from')) };
}

/** `--projector FILE [--until ISO]` */
export function parseProjectorArgs(args: string[]): { projector: string; until?: string } | null {
  const { values, positionals } = parse(args, { projector: { type: 'string' }, until: { type: 'string' } });
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}"`);
  if (values.projector === undefined) {
    if (values.until !== undefined) throw new UsageError('--until needs --projector');
    return null;
  }
  return { projector: values.projector as string, until: isoTime('until', values.until as string | undefined) };
}
