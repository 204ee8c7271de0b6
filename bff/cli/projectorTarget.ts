import { existsSync } from 'node:fs';
import type { Projector } from '../../projections/projector';
import { rebuildableNames } from '../../projections/rebuildGroups';
import { UsageError } from './cliArgs';

/**
 * What `--projector VALUE` names: one of Glimpse's projectors (its `name`), rebuilt while the
 * server runs, or else an analyst's projector file, as before rebuilds existed.
 */
export function projectorTarget(value: string, projectors: readonly Projector[]): { rebuild: string } | { file: string } {
  if (projectors.some((projector) => projector.name === value)) return { rebuild: value };
  if (/[\\/]|\.[cm]?[jt]s$/.test(value) || existsSync(value)) return { file: value };
  throw new UsageError(
    `Unknown projector "${value}". The projectors are: ${rebuildableNames(projectors).join(', ')} (or give the path of an analyst's projector file)`,
  );
}
