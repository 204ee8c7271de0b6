import { describe, expect, expectTypeOf, it } from 'vitest';
import { handleCommand } from './commandHandler';
import type { Decider } from './decider';
import type { EventOf } from './events';
import type { EventStore } from './ports/eventStore';
import { likeDecider, likeStream, type LikeCommand, type LikeEvent, type LikeState } from './like/decider';

// These tests are checked by the compiler (npm run typecheck): each `@ts-expect-error` line must fail to compile.
const at = '2026-01-01T00:00:00.000Z';
const command: LikeCommand = { type: 'ToggleLike', postId: 'p1', userId: 'u1', at };
const published: EventOf<'PostPublished'> = {
  type: 'PostPublished',
  data: {
    postId: 'p1',
    userId: 'u1',
    mediaUrl: '/m.jpg',
    mediaType: 'image',
    posterUrl: null,
    caption: '',
    location: '',
    hashtags: [],
    mentions: [],
    media: [{ url: '/m.jpg', type: 'image', posterUrl: null, width: null, height: null }],
    alts: [''],
    publishedAt: at,
  },
};

describe('a decider is typed by its own events', () => {
  it('decides and folds like events only', () => {
    expectTypeOf(likeDecider.decide).returns.toEqualTypeOf<LikeEvent[]>();
    expectTypeOf(likeDecider.evolve).parameter(1).toEqualTypeOf<LikeEvent>();
  });

  it('cannot return a PostPublished from a like decider', () => {
    const publishing: Decider<LikeCommand, LikeEvent, LikeState> = {
      ...likeDecider,
      // @ts-expect-error a like decider decides like events, and PostPublished is none
      decide: () => [published],
    };
    expect(publishing.decide(command, { liked: false })).toEqual([published]);
  });

  it('is not given another aggregate event to fold', () => {
    const fold = () =>
      // @ts-expect-error a PostPublished is not a like event
      likeDecider.evolve({ liked: false }, published);
    expectTypeOf(fold).returns.toEqualTypeOf<LikeState>();
  });

  it('names every type it folds, and no other', () => {
    // @ts-expect-error PostUnliked is missing
    const missing: Decider<LikeCommand, LikeEvent, LikeState> = { ...likeDecider, eventTypes: { PostLiked: true } };
    // @ts-expect-error PostPublished is not a like event
    const extra: Decider<LikeCommand, LikeEvent, LikeState> = { ...likeDecider, eventTypes: { PostLiked: true, PostUnliked: true, PostPublished: true } };
    expect([missing, extra]).toHaveLength(2);
  });

  it('answers a command with the events of its own decider', () => {
    const toggle = (store: EventStore) => handleCommand(store, likeStream('p1', 'u1'), likeDecider, command, { commandId: 'c1', now: new Date(at) });
    expectTypeOf(toggle).returns.resolves.toHaveProperty('events').toEqualTypeOf<LikeEvent[]>();
  });
});
