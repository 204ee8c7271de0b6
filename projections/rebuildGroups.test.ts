import { describe, expect, it } from 'vitest';
import type { Projector } from './projector';
import { allProjectors, withSearch } from './projectors';
import { rebuildGroup } from './rebuildGroups';

const projector = (name: string, writes?: string[]): Projector => ({ name, writes, setup: async () => undefined, apply: async () => [] });
const names = (group: { projectors: Projector[] }) => group.projectors.map((p) => p.name);

describe('which projectors are rebuilt together', () => {
  const projectors = [projector('a', ['x']), projector('b', ['y', 'z']), projector('c', ['z', 'w']), projector('d', ['w']), projector('e')];

  it('rebuilds one alone when no other writes its collections', () => {
    expect(rebuildGroup(projectors, 'a')).toEqual({ projectors: [projectors[0]], collections: ['x'] });
  });

  it('takes in every writer of a shared collection, and theirs, in the order they see events', () => {
    const group = rebuildGroup(projectors, 'd');
    expect(names(group)).toEqual(['b', 'c', 'd']);
    expect(group.collections).toEqual(['w', 'y', 'z']);
  });

  it('refuses an unknown name, listing those it knows', () => {
    expect(() => rebuildGroup(projectors, 'nope')).toThrow('Unknown projector "nope". The projectors are: a, b, c, d');
  });

  it('refuses one that does not say what it writes', () => {
    expect(() => rebuildGroup(projectors, 'e')).toThrow('only a full replay');
  });

  it('rebuilds the likes with every writer of the posts, users and comments they share, and the explore read model alone', () => {
    expect(names(rebuildGroup(allProjectors, 'likes')).sort()).toEqual(
      ['commentLikes', 'comments', 'follows', 'likes', 'posts', 'saves', 'sessions', 'usernames', 'users'].sort(),
    );
    expect(names(rebuildGroup(allProjectors, 'explore'))).toEqual(['explore']);
    expect(names(rebuildGroup(allProjectors, 'notifications'))).toEqual(['pushes', 'notifications']);
  });

  it('leaves the search projector to a full replay: it writes an index besides the read store', () => {
    const search = withSearch({} as never).find((p) => p.name === 'search')!;
    expect(() => rebuildGroup([...allProjectors, search], 'search')).toThrow('only a full replay');
  });
});
