import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { useToast } from '../Toaster';

const messages = defineMessages({
  tryAgain: { id: 'removePasskey.tryAgain', defaultMessage: 'Please try again.' },
  removed: { id: 'removePasskey.removed', defaultMessage: 'Passkey removed' },
  removedText: { id: 'removePasskey.removedText', defaultMessage: '{name} can no longer sign you in.' },
  failed: { id: 'removePasskey.failed', defaultMessage: 'Failed to remove the passkey.' },
});

export const RemovePasskeyMutation = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);

/** Removes one of the viewer's passkeys (it signs no one in any more), told in a toast; resolves whether it went. */
export function useRemovePasskey(): { removePasskey: (passkey: { id: string; name: string }) => Promise<boolean>; removing: boolean } {
  const { formatMessage: t } = useIntl();
  const client = useApolloClient();
  const toast = useToast();
  const [removing, setRemoving] = useState(false);
  const removePasskey = useCallback(
    async (passkey: { id: string; name: string }) => {
      setRemoving(true);
      try {
        const result = await client.mutate({ mutation: RemovePasskeyMutation, variables: { id: passkey.id } });
        if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
        client.cache.evict({ id: client.cache.identify({ __typename: 'Passkey', id: passkey.id }) });
        client.cache.gc();
        toast({ title: t(messages.removed), description: t(messages.removedText, { name: passkey.name }) });
        return true;
      } catch (error) {
        toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
        return false;
      } finally {
        setRemoving(false);
      }
    },
    [client, toast, t],
  );
  return { removePasskey, removing };
}
