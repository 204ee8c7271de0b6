import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { postDecider, type PostCommand } from './decider';
import { extractHashtags } from './hashtags';

const spec = deciderSpecification(postDecider);
const publish: PostCommand = {
  type: 'PublishPost',
  postId: 'p1',
  userId: 'u1',
  mediaUrl: '/media/p1.jpg',
  mediaType: 'image',
  caption: '  Sunset at the #Beach with #friends #beach ',
  location: ' Lisbon ',
  at: '2026-06-15T12:00:00.000Z',
};

describe('post decider', () => {
  it('publishes with a trimmed caption and its hashtags', () => {
    spec.given([]).when(publish).then([
      {
        type: 'PostPublished',
        data: {
          postId: 'p1',
          userId: 'u1',
          mediaUrl: '/media/p1.jpg',
          mediaType: 'image',
          caption: 'Sunset at the #Beach with #friends #beach',
          location: 'Lisbon',
          hashtags: ['beach', 'friends'],
          publishedAt: '2026-06-15T12:00:00.000Z',
        },
      },
    ]);
  });
  it('refuses an overlong caption', () => {
    spec.given([]).when({ ...publish, caption: 'x'.repeat(2201) }).thenRefuses('Caption must be at most 2200 characters');
  });
  it('refuses to publish the same post twice', () => {
    const [published] = postDecider.decide(publish, postDecider.initialState());
    spec.given([published]).when(publish).thenRefuses('This post already exists');
  });
  it('extracts unicode hashtags', () => {
    expect(extractHashtags('#café and #日本 and #a_b!')).toEqual(['café', '日本', 'a_b']);
  });
});
