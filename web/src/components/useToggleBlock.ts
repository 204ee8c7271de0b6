import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { refetchAfterRelationChange } from '../lib/relationChange';
import { removeAuthorPostsFromCache } from '../lib/removePost';
import { useToast } from './Toaster';

const messages = defineMessages({
  tryAgain: { id: 'toggleBlock.tryAgain', defaultMessage: 'Please try again.' },
  blocked: { id: 'toggleBlock.blocked', defaultMessage: 'You blocked {username}' },
  blockedText: { id: 'toggleBlock.blockedText', defaultMessage: 'You can unblock them at any time from their profile or from Settings.' },
  unblocked: { id: 'toggleBlock.unblocked', defaultMessage: 'You unblocked {username}' },
  failed: { id: 'toggleBlock.failed', defaultMessage: 'Failed to update block status for {username}.' },
});

export const ToggleBlockMutation = graphql(`
  mutation ToggleBlock($userId: ID!) {
    toggleBlock(userId: $userId) {
      blocked
      user {
        id
        isBlockedByMe
        isFollowedByMe
        isRequestedByMe
        followersCount
        followingCount
      }
    }
  }
`);

/** The people the viewer blocked (Settings' Blocked accounts, and a profile the viewer blocked). */
export const BlockedUsersQuery = graphql(`
  query BlockedUsers {
    blockedUsers {
      id
      username
      fullName
      avatar
    }
  }
`);

export type BlockTarget = { id: string; username: string };

/** Instagram's words before a block. */

/**
 * Blocks a person, or unblocks them. A block takes their posts out of the feed and saved posts at
 * once, and the screens on show ask again (their profile turns to 'You blocked'); each outcome is
 * told in a toast. Resolves whether the viewer now blocks them, or null when it failed.
 */
export function useToggleBlock(): { toggleBlock: (user: BlockTarget) => Promise<boolean | null>; busy: boolean } {
  const { formatMessage: t } = useIntl();
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const toggleBlock = useCallback(
    async (user: BlockTarget) => {
      setBusy(true);
      try {
        const result = await client.mutate({ mutation: ToggleBlockMutation, variables: { userId: user.id } });
        if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
        const { blocked } = result.data.toggleBlock;
        if (blocked) removeAuthorPostsFromCache(client.cache, user.id, ['feed', 'savedPosts']);
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'blockedUsers' });
        // Their message request leaves the requests list with a block: do not show it from the cache meanwhile.
        if (blocked) client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'conversationRequests' });
        refetchAfterRelationChange(client);
        toast(
          blocked
            ? { title: t(messages.blocked, { username: user.username }), description: t(messages.blockedText) }
            : { title: t(messages.unblocked, { username: user.username }) },
        );
        return blocked;
      } catch (error) {
        toast({ title: t(messages.failed, { username: user.username }), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [client, toast, t],
  );
  return { toggleBlock, busy };
}
