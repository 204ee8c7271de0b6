import { describe, expect, it } from 'vitest';
import { StreamStateCache } from './streamStateCache';

const decider = {};
const fold = (ids: string[]) => ({ decider, state: ids.length, revision: ids.length - 1, commandIds: new Set(ids) });

describe('stream state cache', () => {
  it('gives a fold back only to the decider that made it', () => {
    const cache = new StreamStateCache();
    cache.set('s', fold(['a']));
    expect(cache.get('s', decider)?.state).toBe(1);
    expect(cache.get('s', {})).toBeUndefined();
  });

  it('lets the least recently used streams go once it holds too many command ids', () => {
    const cache = new StreamStateCache(4);
    cache.set('old', fold(['a', 'b']));
    cache.set('used', fold(['c']));
    cache.set('new', fold(['d']));
    cache.get('old', decider);
    cache.set('newest', fold(['e', 'f']));
    expect(cache.get('used', decider)).toBeUndefined();
    expect(cache.get('new', decider)).toBeUndefined();
    expect(cache.get('old', decider)?.state).toBe(2);
    expect(cache.get('newest', decider)?.state).toBe(2);
  });

  it('lets the least recently used streams go once it holds too many streams', () => {
    const cache = new StreamStateCache(100, 2);
    cache.set('a', fold(['1']));
    cache.set('b', fold(['2']));
    cache.get('a', decider);
    cache.set('c', fold(['3']));
    expect(cache.size).toBe(2);
    expect(cache.get('b', decider)).toBeUndefined();
    expect(cache.get('a', decider)?.state).toBe(1);
  });

  it('counts a fold again when its command ids grew', () => {
    const cache = new StreamStateCache(3);
    const grown = fold(['a']);
    cache.set('s', grown);
    cache.set('t', fold(['b']));
    grown.commandIds.add('c').add('d');
    cache.set('s', grown);
    expect(cache.get('t', decider)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
