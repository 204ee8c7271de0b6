import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { storyDecider } from './decider';
import { storySeenDecider } from './seenDecider';

const at = '2026-06-15T12:00:00.000Z';
const publish = { type: 'PublishStory' as const, storyId: 's1', userId: 'u1', mediaUrl: '/media/a.jpg', mediaType: 'image' as const, posterUrl: null, at };
const published = {
  type: 'StoryPublished' as const,
  data: { storyId: 's1', userId: 'u1', mediaUrl: '/media/a.jpg', mediaType: 'image' as const, posterUrl: null, at, expiresAt: '2026-06-16T12:00:00.000Z' },
};

describe('story decider', () => {
  const spec = deciderSpecification(storyDecider);
  it('publishes a story that expires 24 hours later', () => spec.given([]).when(publish).thenEmits([published]));
  it('publishes a video story with its poster frame', () => {
    const video = { mediaUrl: '/media/b.mp4', mediaType: 'video' as const, posterUrl: '/media/b.jpg' };
    spec
      .given([])
      .when({ ...publish, ...video })
      .thenEmits([{ ...published, data: { ...published.data, ...video } }]);
  });
  it('refuses to publish the same story twice', () => spec.given([published]).when(publish).thenRefuses('This story already exists'));

  const remove = { type: 'DeleteStory' as const, storyId: 's1', userId: 'u1', at };
  const deleted = { type: 'StoryDeleted' as const, data: { storyId: 's1', userId: 'u1', at } };
  it('deletes a story for its author', () => spec.given([published]).when(remove).thenEmits([deleted]));
  it("refuses to delete someone else's story", () =>
    spec
      .given([published])
      .when({ ...remove, userId: 'u2' })
      .thenRefuses('You can only delete your own stories.'));
  it('refuses to delete an unknown or already deleted story', () => {
    spec.given([]).when(remove).thenRefuses('Story not found');
    spec.given([published, deleted]).when(remove).thenRefuses('Story not found');
  });
  it('refuses to publish again a story that was deleted', () => spec.given([published, deleted]).when(publish).thenRefuses('This story already exists'));
});

describe('story seen decider', () => {
  const spec = deciderSpecification(storySeenDecider);
  const mark = { type: 'MarkStorySeen' as const, storyId: 's1', viewerId: 'u2', at };
  const seen = { type: 'StorySeen' as const, data: { storyId: 's1', viewerId: 'u2', at } };
  it('marks a story seen by a viewer', () => spec.given([]).when(mark).thenEmits([seen]));
  it('changes nothing when the viewer sees it again', () => spec.given([seen]).when(mark).thenEmits([]));
});
