import type { Projector } from './projector';

/** A projector cannot be rebuilt on its own: the message says why, and which can. */
export class RebuildRefused extends Error {
  override name = 'RebuildRefused';
}

/** Projectors rebuilt together (in the order they see events) and the collections they write. */
export type RebuildGroup = { projectors: Projector[]; collections: string[] };

/**
 * The projectors that must be rebuilt with `name`: those that write a collection it writes, and so
 * on. Two writers of one collection rebuilt apart would each start it empty and lose the other's
 * writes (the users projector writes a user, the posts projector counts their posts in it). The
 * writers of what one reads as of each event (`readsAsOfEvent`) come too.
 */
export function rebuildGroup(projectors: readonly Projector[], name: string): RebuildGroup {
  const asked = projectors.find((projector) => projector.name === name);
  if (!asked) throw new RebuildRefused(`Unknown projector "${name}". The projectors are: ${rebuildableNames(projectors).join(', ')}`);
  if (!asked.writes)
    throw new RebuildRefused(`The ${name} projector does not say which collections it writes: only a full replay (npm run replay, server stopped) rebuilds it`);
  const group = new Set([asked]);
  // The collections whose writers must come: what the group writes, and what it reads as of each event.
  const needed = new Set([...asked.writes, ...(asked.readsAsOfEvent ?? [])]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const projector of projectors) {
      if (group.has(projector) || !projector.writes?.some((collection) => needed.has(collection))) continue;
      group.add(projector);
      for (const collection of [...projector.writes, ...(projector.readsAsOfEvent ?? [])]) needed.add(collection);
      grew = true;
    }
  }
  const members = projectors.filter((projector) => group.has(projector));
  return { projectors: members, collections: [...new Set(members.flatMap((projector) => projector.writes ?? []))].sort() };
}

/** The names a rebuild may be asked for. */
export const rebuildableNames = (projectors: readonly Projector[]): string[] => projectors.filter((p) => p.writes).map((p) => p.name);
