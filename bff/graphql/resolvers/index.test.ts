import { describe, expect, it } from 'vitest';
import { mergeResolvers, resolvers } from './index';

describe("the features' resolvers, merged", () => {
  it('keeps the fields each feature adds to a shared type', () => {
    expect(Object.keys(resolvers.User ?? {}).sort()).toEqual([
      'canSeeContent',
      'followers',
      'following',
      'isBlockedByMe',
      'isFollowedByMe',
      'isMascot',
      'isMutedByMe',
      'isPrivate',
      'isRequestedByMe',
      'posts',
    ]);
    expect(Object.keys(resolvers.Post ?? {}).sort()).toEqual(['comments', 'history', 'likers']);
    expect(Object.keys(resolvers.Comment ?? {}).sort()).toEqual(['post', 'replies']);
    expect(Object.keys(resolvers.Conversation ?? {}).sort()).toEqual(['canSend', 'messages']);
  });

  it('refuses a field two features both resolve', () => {
    const toggle = async () => ({ liked: true, post: null as never });
    expect(() => mergeResolvers({ likes: { Mutation: { toggleLike: toggle } }, posts: { Mutation: { toggleLike: toggle } } })).toThrow(
      'Mutation.toggleLike is resolved by both likes and posts',
    );
  });
});
