import type { ApolloClient } from '@apollo/client';

/**
 * After a block or a mute (or their undoing), the screens on show ask the server again: a profile
 * turns to its blocked state, a post page to 'Post not found', the stories row and a hashtag's posts
 * lose the person, the viewer's counts change (a block ends follows both ways). The feed is not
 * refetched (its later pages would go): the person's posts were taken out of it already.
 */
export function refetchAfterRelationChange(client: ApolloClient): void {
  void client.refetchQueries({ include: 'active', onQueryUpdated: (query) => (query.queryName === 'Feed' ? false : query.refetch()) }).catch(() => undefined);
}
