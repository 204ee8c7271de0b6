import { beforeEach, describe, expect, it } from 'vitest';
import { type Projection, projection, userFollowed, userRegistered, userUnfollowed } from '../projectors/projectionKit';
import { blockKey, collections, followKey } from '../readModels';
import { rankByFollowees, suggestionQueries, type SuggestionQueries } from './suggestionQueries';

let kit: Projection;
let suggestions: SuggestionQueries;

const follow = (a: string, b: string) => kit.project(userFollowed(a, b));
const shown = async (first = 30) =>
  (await suggestions.suggested('me', first)).map((s) => [s.user.username, s.followedBy.map((u) => u.username), s.followedByCount]);

describe('suggested people', () => {
  beforeEach(async () => {
    kit = await projection();
    suggestions = suggestionQueries(kit.store);
    for (const id of ['me', 'alice', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus', 'star']) await kit.project(userRegistered(id));
    for (const friend of ['alice', 'bob', 'cat']) await follow('me', friend);
    // dan: followed by alice, bob and cat; eve: by alice and bob; fay: by cat; star: by many, none of them mine.
    for (const [a, b] of [
      ['cat', 'fay'],
      ['alice', 'eve'],
      ['bob', 'eve'],
      ['alice', 'dan'],
      ['bob', 'dan'],
      ['cat', 'dan'],
      ['alice', 'me'],
      ['alice', 'bob'],
      ['gus', 'star'],
      ['fay', 'star'],
    ])
      await follow(a, b);
  });

  it("ranks people followed by the viewer's followees by how many, then fills up with the most followed", async () => {
    expect(await shown()).toEqual([
      ['dan', ['cat', 'bob'], 3],
      ['eve', ['bob', 'alice'], 2],
      ['fay', ['cat'], 1],
      ['star', [], 0],
      ['gus', [], 0],
    ]);
    expect(await shown(2)).toEqual([
      ['dan', ['cat', 'bob'], 3],
      ['eve', ['bob', 'alice'], 2],
    ]);
  });

  it('leaves out people followed, asked, blocked either way or banned', async () => {
    await follow('me', 'dan');
    await kit.store.collection(collections.followRequests).insertOne({ _id: followKey('me', 'eve'), followerId: 'me', followeeId: 'eve', since: '' });
    await kit.store
      .collection(collections.blocks)
      .insertOne({ _id: blockKey('me', 'fay'), userId: 'me', otherId: 'fay', blocking: false, blockedBy: true, since: '' });
    await kit.store.collection('userModeration').insertOne({ _id: 'star', banned: true });
    expect(await shown()).toEqual([['gus', [], 0]]);
  });

  it('suggests the most followed to someone who follows nobody', async () => {
    const fresh = (await suggestions.suggested('eve')).map((s) => s.user.username);
    expect(fresh.slice(0, 4)).toEqual(['dan', 'bob', 'star', 'alice']);
    expect(fresh).not.toContain('eve');
  });

  it('counts the followees who follow each candidate, most first, ties in the order first met', () => {
    const ranked = rankByFollowees(
      [
        ['a', ['x', 'y']],
        ['b', ['y', 'me', 'z']],
      ],
      'me',
    );
    expect(ranked).toEqual([
      ['y', ['a', 'b']],
      ['x', ['a']],
      ['z', ['b']],
    ]);
  });

  it('keeps whom each person followed last, newest first, through unfollows, refollows and redeliveries', async () => {
    await follow('me', 'dan');
    await kit.project(userUnfollowed('me', 'bob'), 1);
    await follow('me', 'alice');
    await kit.redeliver(-3);
    expect(await kit.store.collection(collections.recentFollows).findOne({ _id: 'me' })).toMatchObject({ ids: ['alice', 'dan', 'cat'] });
  });
});
