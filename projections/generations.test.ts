import { describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../infra/readstore/memoryReadStore';
import { GenerationalReadStore, generationName, generationOf } from './generations';

const rebuilt = (generation: number, ...logical: string[]) => new Map(logical.map((name) => [name, generationName(name, generation)]));

describe('generations of read-model collections', () => {
  it('reads and writes a collection never rebuilt under its own name', async () => {
    const base = await openMemoryReadStore({});
    const store = await GenerationalReadStore.open(base);
    await store.collection('posts').insertOne({ _id: 'p1' });
    expect(await base.collection('posts').find({})).toEqual([{ _id: 'p1' }]);
  });

  it('writes a new generation through a pinned view while readers still read the old one', async () => {
    const base = await openMemoryReadStore({});
    const store = await GenerationalReadStore.open(base);
    await store.collection('posts').insertOne({ _id: 'old' });
    await store.collection('users').insertOne({ _id: 'u1' });
    const view = store.pinned(rebuilt(7, 'posts'));
    await view.collection('posts').insertOne({ _id: 'new' });
    expect(await store.collection('posts').find({})).toEqual([{ _id: 'old' }]);
    // What the view does not pin, it reads as the store does.
    expect(await view.collection('users').find({})).toEqual([{ _id: 'u1' }]);
    expect(await base.collection('posts~7').find({})).toEqual([{ _id: 'new' }]);
  });

  it('refuses writes to the collections a rebuild does not rebuild, when asked, but reads them', async () => {
    const base = await openMemoryReadStore({});
    const store = await GenerationalReadStore.open(base);
    await store.collection('users').insertOne({ _id: 'u1' });
    const view = store.pinned(rebuilt(7, 'posts'), { othersReadOnly: true });
    expect(await view.collection('users').findOne({ _id: 'u1' })).toEqual({ _id: 'u1' });
    await expect(view.collection('users').updateOne({ _id: 'u1' }, { $set: { postsCount: 1 } })).rejects.toThrow(
      '"users" is not among the collections rebuilt (posts): a projector must declare every collection it writes',
    );
    await view.collection('posts').insertOne({ _id: 'p1' });
    expect(await base.collection('users').find({})).toEqual([{ _id: 'u1' }]);
  });

  it('swaps a generation in for every handle at once, even one taken before, and names the collection it replaced', async () => {
    const base = await openMemoryReadStore({});
    const store = await GenerationalReadStore.open(base);
    const posts = store.collection('posts');
    await posts.insertOne({ _id: 'old' });
    await store.pinned(rebuilt(7, 'posts')).collection('posts').insertOne({ _id: 'new' });
    expect(store.swap(rebuilt(7, 'posts'))).toEqual(['posts']);
    expect(await posts.find({})).toEqual([{ _id: 'new' }]);
    await store.pinned(rebuilt(12, 'posts')).collection('posts').insertOne({ _id: 'newer' });
    expect(store.swap(rebuilt(12, 'posts'))).toEqual(['posts~7']);
    expect(await posts.find({})).toEqual([{ _id: 'newer' }]);
    expect(generationOf(store.physicalName('posts'))).toBe(12);
    expect(generationOf(store.physicalName('users'))).toBe(0);
  });

  it('keeps the map and the rebuilds under way across a reopening', async () => {
    const base = await openMemoryReadStore({});
    const store = await GenerationalReadStore.open(base);
    store.swap(rebuilt(7, 'posts'));
    await store.markRebuild('likes', 9);
    const reopened = await GenerationalReadStore.open(base);
    expect(reopened.physicalName('posts')).toBe('posts~7');
    expect(Object.fromEntries(reopened.rebuildsUnderWay)).toEqual({ likes: 9 });
    await reopened.markRebuild('likes', null);
    expect((await GenerationalReadStore.open(base)).rebuildsUnderWay.size).toBe(0);
  });

  it('forgets every generation when everything is dropped (a full replay)', async () => {
    const base = await openMemoryReadStore({});
    const store = await GenerationalReadStore.open(base);
    store.swap(rebuilt(7, 'posts'));
    await store.markRebuild('likes', 9);
    await store.dropAll();
    expect(store.physicalName('posts')).toBe('posts');
    expect((await GenerationalReadStore.open(base)).physicalName('posts')).toBe('posts');
  });

  it('drops the current generation of a logical collection', async () => {
    const base = await openMemoryReadStore({});
    const store = await GenerationalReadStore.open(base);
    await store.pinned(rebuilt(7, 'posts')).collection('posts').insertOne({ _id: 'new' });
    store.swap(rebuilt(7, 'posts'));
    await store.drop('posts');
    expect(await base.collection('posts~7').countDocuments()).toBe(0);
  });
});
