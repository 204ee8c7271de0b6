import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { useToast } from '../Toaster';

export const RemovePasskeyMutation = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);

/** Removes one of the viewer's passkeys (it signs no one in any more), told in a toast; resolves whether it went. */
export function useRemovePasskey(): { removePasskey: (passkey: { id: string; name: string }) => Promise<boolean>; removing: boolean } {
  const client = useApolloClient();
  const toast = useToast();
  const [removing, setRemoving] = useState(false);
  const removePasskey = useCallback(
    async (passkey: { id: string; name: string }) => {
      setRemoving(true);
      try {
        const result = await client.mutate({ mutation: RemovePasskeyMutation, variables: { id: passkey.id } });
        if (!result.data) throw result.error ?? new Error('Please try again.');
        client.cache.evict({ id: client.cache.identify({ __typename: 'Passkey', id: passkey.id }) });
        client.cache.gc();
        toast({ title: 'Passkey removed', description: `${passkey.name} can no longer sign you in.` });
        return true;
      } catch (error) {
        toast({ title: 'Failed to remove the passkey.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
        return false;
      } finally {
        setRemoving(false);
      }
    },
    [client, toast],
  );
  return { removePasskey, removing };
}
