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
  tryAgain: { id: 'toggleMute.tryAgain', defaultMessage: 'Please try again.' },
  muted: { id: 'toggleMute.muted', defaultMessage: 'You muted {username}' },
  mutedText: { id: 'toggleMute.mutedText', defaultMessage: "Their posts and stories won't show in your feed. They won't be told." },
  unmuted: { id: 'toggleMute.unmuted', defaultMessage: 'You unmuted {username}' },
  failed: { id: 'toggleMute.failed', defaultMessage: 'Failed to update mute status for {username}.' },
});

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
  const { formatMessage: t } = useIntl();
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const toggleMute = useCallback(
    async (user: { id: string; username: string }) => {
      setBusy(true);
      try {
        const result = await client.mutate({ mutation: ToggleMuteMutation, variables: { userId: user.id } });
        if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
        const { muted } = result.data.toggleMute;
        if (muted) removeAuthorPostsFromCache(client.cache, user.id, ['feed']);
        refetchAfterRelationChange(client);
        toast(
          muted
            ? { title: t(messages.muted, { username: user.username }), description: t(messages.mutedText) }
            : { title: t(messages.unmuted, { username: user.username }) },
        );
        return muted;
      } catch (error) {
        toast({ title: t(messages.failed, { username: user.username }), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
        return null;
      } finally {
        setBusy(false);
      }
    },
    [client, toast, t],
  );
  return { toggleMute, busy };
}
