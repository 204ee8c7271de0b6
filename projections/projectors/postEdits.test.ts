import { beforeEach, describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { notificationCollections as names, type NotificationDoc } from '../notificationModels';
import { collections, type HashtagDoc, type HashtagPostDoc, type PostVersionDoc } from '../readModels';
import type { SearchIndex } from '../searchIndex';
import { withSearch } from '.';
import { accountDeleted, postBanned, postDeleted, postEdited, postPublished, postUnbanned, projection, userRegistered, type Projection } from './projectionKit';

const published = '2026-03-01T12:00:00.000Z';
const first = '2026-03-02T12:00:00.000Z';
const second = '2026-03-03T12:00:00.000Z';

let kit: Projection;
let index: SearchIndex;

const post = () => kit.store.collection(collections.posts).findOne({ _id: 'p1' });
const versions = async (postId = 'p1') =>
  (await kit.store.collection<PostVersionDoc>(collections.postVersions).find({ postId }, { sort: { editedAt: 1 } })).map(({ caption, location, editedAt }) => ({
    caption,
    location,
    editedAt,
  }));
const tagged = async (tag: string) => (await kit.store.collection<HashtagPostDoc>(collections.hashtagPosts).find({ tag })).map((entry) => entry.postId);
const tagCount = async (tag: string) => (await kit.store.collection<HashtagDoc>(collections.hashtags).findOne({ _id: tag }))?.postsCount ?? 0;
const found = async (text: string) => (await index.search(text, 10, null)).postIds;
const mentionsOf = async (recipientId: string) =>
  (await kit.store.collection<NotificationDoc>(names.notifications).find({ recipientId, type: 'mention' })).map((entry) => entry.createdAt);

describe('edited posts', () => {
  beforeEach(async () => {
    const store = await openMemoryReadStore({});
    index = sqliteSearchIndex(store);
    kit = await projection(withSearch(index), { store });
    for (const id of ['u1', 'u2', 'u3']) await kit.project(userRegistered(id, { registeredAt: published }));
    await kit.project(
      postPublished('p1', 'u1', { caption: 'Bridge at dusk #city @u2', location: 'Braga', hashtags: ['city'], mentions: ['u2'], publishedAt: published }),
    );
  });

  it('reads the new words, says when it was edited, and keeps every version oldest first, also when delivered again', async () => {
    expect((await post())?.editedAt).toBeUndefined();
    expect(await versions()).toEqual([]);
    const edits = [
      postEdited('p1', 'u1', { caption: 'Bridge at night', location: 'Braga', alt: ['A stone bridge'], editedAt: first }),
      postEdited('p1', 'u1', { caption: 'Bridge at night', location: 'Porto', alt: ['A stone bridge'], editedAt: second }),
    ];
    await kit.project(edits[0], 1);
    await kit.project(edits[1], 2);
    await kit.redeliver(-2);
    expect(await post()).toMatchObject({
      caption: 'Bridge at night',
      location: 'Porto',
      media: [expect.objectContaining({ url: '/media/p1.jpg', alt: 'A stone bridge' })],
      editedAt: second,
    });
    expect(await versions()).toEqual([
      { caption: 'Bridge at dusk #city @u2', location: 'Braga', editedAt: published },
      { caption: 'Bridge at night', location: 'Braga', editedAt: first },
      { caption: 'Bridge at night', location: 'Porto', editedAt: second },
    ]);
  });

  it('forgets the versions with the post and with its author', async () => {
    await kit.project(postEdited('p1', 'u1', { caption: 'Later', editedAt: first }), 1);
    await kit.project(postDeleted('p1', 'u1'));
    expect(await versions()).toEqual([]);
    await kit.project(postPublished('p2', 'u1', { caption: 'Again', publishedAt: published }));
    await kit.project(postEdited('p2', 'u1', { caption: 'Again, edited', editedAt: first }), 1);
    expect(await versions('p2')).toHaveLength(2);
    await kit.project(accountDeleted('u1'));
    expect(await kit.store.collection(collections.postVersions).find({})).toEqual([]);
  });

  it('moves the post between hashtag pages, counting each once', async () => {
    await kit.project(postEdited('p1', 'u1', { caption: '#sea #sunset', hashtags: ['sea', 'sunset'], editedAt: first }), 1);
    await kit.redeliver(-1);
    expect(await tagged('city')).toEqual([]);
    expect(await tagCount('city')).toBe(0);
    expect(await tagged('sea')).toEqual(['p1']);
    expect(await tagCount('sea')).toBe(1);
    await kit.project(postEdited('p1', 'u1', { caption: '#sea', hashtags: ['sea'], editedAt: second }), 2);
    expect(await tagged('sunset')).toEqual([]);
    expect(await tagCount('sea')).toBe(1);
  });

  it('keeps a banned post off hashtag pages and search when edited, and brings it back with its new words when unbanned', async () => {
    await kit.project(postBanned('p1', { at: first }));
    await kit.project(postEdited('p1', 'u1', { caption: 'Harbour #sea', hashtags: ['sea'], editedAt: first }), 2);
    expect(await tagged('sea')).toEqual([]);
    expect(await found('harbour')).toEqual([]);
    await kit.project(postUnbanned('p1', { at: second }));
    expect(await tagged('sea')).toEqual(['p1']);
    expect(await found('harbour')).toEqual(['p1']);
  });

  it('lets search find the new words and no longer the old ones', async () => {
    expect(await found('dusk')).toEqual(['p1']);
    await kit.project(postEdited('p1', 'u1', { caption: 'Harbour lights', location: 'Porto', editedAt: first }), 1);
    expect(await found('dusk')).toEqual([]);
    expect(await found('braga')).toEqual([]);
    expect(await found('harbour')).toEqual(['p1']);
    expect(await found('porto')).toEqual(['p1']);
  });

  it('tells only the people newly mentioned', async () => {
    expect(await mentionsOf('u2')).toEqual([published]);
    await kit.project(postEdited('p1', 'u1', { caption: '@u2 @u3', mentions: ['u2', 'u3'], newMentions: ['u3'], editedAt: first }), 1);
    expect(await mentionsOf('u2')).toEqual([published]);
    expect(await mentionsOf('u3')).toEqual([first]);
  });
});
