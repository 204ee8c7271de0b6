import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { refetchAfterRelationChange } from '../lib/relationChange';
import { removeAuthorPostsFromCache } from '../lib/removePost';
import { useToast } from './Toaster';

export const ToggleMuteMutation = graphql(`
  mutation ToggleMute($userId: ID!) {
    toggleMute(userId: $userId) {
      muted
      user {
        id
        isMutedByMe
      }
    }
  }
`);

/**
 * Mutes a person, or unmutes them: a mute takes their posts out of the feed at once and their
 * stories out of the row (they stay on their profile, and they are not told). Resolves whether the
 * viewer now mutes them, or null when it failed; each outcome is told in a toast.
 */
export function useToggleMute(): { toggleMute: (user: { id: string; username: string }) => Promise<boolean | null>; busy: boolean } {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const toggleMute = useCallback(
    async (user: { id: string; username: string }) => {
      setBusy(true);
      try {
        const result = await client.mutate({ mutation: ToggleMuteMutation, variables: { userId: user.id } });
        if (!result.data) throw result.error ?? new Error('Please try again.');
        const { muted } = result.data.toggleMute;
        if (muted) removeAuthorPostsFromCache(client.cache, user.id, ['feed']);
        refetchAfterRelationChange(client);
        toast(
          muted
            ? { title: `You muted ${user.username}`, description: "Their posts and stories won't show in your feed. They won't be told." }
            : { title: `You unmuted ${user.username}` },
        );
        return muted;
      } catch (error) {
        toast({ title: `Failed to update mute status for ${user.username}.`, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [client, toast],
  );
  return { toggleMute, busy };
}
