import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';

export const ChangeUsernameMutation = graphql(`
  mutation ChangeUsername($username: String!) {
    changeUsername(username: $username) {
      ...ViewerFields
    }
  }
`);

/**
 * Changes the viewer's username. The answer updates the viewer; the person as others' posts,
 * comments and lists name them (`User`, apart from `Me` in the cache) takes the new name too, so
 * every screen shows it at once. Resolves the name as kept; throws the server's refusal.
 */
export function useChangeUsername(): (username: string) => Promise<string> {
  const client = useApolloClient();
  const [change] = useMutation(ChangeUsernameMutation);
  return useCallback(
    async (username: string) => {
      const result = await change({ variables: { username } });
      if (!result.data) throw result.error ?? new Error('Please try again.');
      const me = result.data.changeUsername;
      client.cache.modify({ id: client.cache.identify({ __typename: 'User', id: me.id }), fields: { username: () => me.username } });
      return me.username;
    },
    [change, client],
  );
}
