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

  it('takes in the writers of what one reads as of each event, but not the other way round', () => {
    const reader = { ...projector('r', ['v']), readsAsOfEvent: ['w'] };
    const all = [...projectors, reader];
    expect(names(rebuildGroup(all, 'r'))).toEqual(['b', 'c', 'd', 'r']);
    expect(rebuildGroup(all, 'r').collections).toEqual(['v', 'w', 'y', 'z']);
    expect(names(rebuildGroup(all, 'd'))).toEqual(['b', 'c', 'd']);
  });

  it('refuses an unknown name, listing those it knows', () => {
    expect(() => rebuildGroup(projectors, 'nope')).toThrow('Unknown projector "nope". The projectors are: a, b, c, d');
  });

  it('refuses one that does not say what it writes', () => {
    expect(() => rebuildGroup(projectors, 'e')).toThrow('only a full replay');
  });

  it('rebuilds the likes with every writer of the posts, users and comments they share, and explore with them, whose deleted comments it reads', () => {
    expect(names(rebuildGroup(allProjectors, 'likes')).sort()).toEqual(
      ['commentLikes', 'comments', 'follows', 'likes', 'posts', 'saves', 'sessions', 'usernames', 'users'].sort(),
    );
    expect(names(rebuildGroup(allProjectors, 'suggestions'))).toEqual(['suggestions']);
    expect(names(rebuildGroup(allProjectors, 'explore'))).toContain('comments');
    expect(names(rebuildGroup(allProjectors, 'likes'))).not.toContain('explore');
    expect(names(rebuildGroup(allProjectors, 'notifications'))).toEqual(['pushes', 'notifications']);
  });

  it('leaves the search projector to a full replay: it writes an index besides the read store', () => {
    const search = withSearch({} as never).find((p) => p.name === 'search')!;
    expect(() => rebuildGroup([...allProjectors, search], 'search')).toThrow('only a full replay');
  });
});
