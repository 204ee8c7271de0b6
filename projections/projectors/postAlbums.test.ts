import { beforeEach, describe, expect, it } from 'vitest';
import { postQueries } from '../queries/postQueries';
import { collections, type PostDoc } from '../readModels';
import type { ReadStore } from '../readStore';
import { postPublished, type Projection, projection, userRegistered } from './projectionKit';

let store: ReadStore;
let project: Projection['project'];

const video = { url: '/media/v1.mp4', type: 'video' as const, posterUrl: '/media/v1.jpg', width: 720, height: 1280 };
const photo = (n: number) => ({ url: `/media/a${n}.jpg`, type: 'image' as const, posterUrl: null, width: 1080, height: 1350 });
const album = postPublished('p1', 'u1', { media: [photo(1), video, photo(3)], alts: ['A dog', '', 'A cat'] });

describe('a post with several photos and videos', () => {
  beforeEach(async () => {
    ({ store, project } = await projection());
    await project(userRegistered('u1', { username: 'alice' }));
  });

  it('reads its items in order with their sizes and alt texts, the first standing for the post', async () => {
    await project(album);
    const post = await postQueries(store).byId('p1', null);
    expect(post).toMatchObject({ mediaUrl: '/media/a1.jpg', mediaType: 'image', posterUrl: null });
    expect(post?.media).toEqual([
      { ...photo(1), alt: 'A dog' },
      { ...video, alt: '' },
      { ...photo(3), alt: 'A cat' },
    ]);
  });

  it("reads no alt text once its author's key is gone (their alt texts read as an empty list)", async () => {
    await project(postPublished('p1', 'u1', { media: [photo(1), photo(2)], alts: [] }));
    expect((await postQueries(store).byId('p1', null))?.media.map((item) => item.alt)).toEqual(['', '']);
  });

  it('reads a post stored before albums as its one item, without size or alt text', async () => {
    await project(postPublished('p1', 'u1', { mediaUrl: '/media/v.mp4', mediaType: 'video', posterUrl: '/media/v.jpg' }));
    await store.collection<PostDoc>(collections.posts).updateOne({ _id: 'p1' }, { $unset: { media: '' } });
    expect((await postQueries(store).byId('p1', null))?.media).toEqual([
      { url: '/media/v.mp4', type: 'video', posterUrl: '/media/v.jpg', width: null, height: null, alt: '' },
    ]);
  });
});
