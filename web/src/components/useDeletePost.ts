import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { graphql } from '../gql';
import { removePostFromCache } from '../lib/removePost';
import { useToast } from './Toaster';

export const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

const messages = defineMessages({
  deleted: { id: 'deletePost.deleted', defaultMessage: 'Post deleted successfully!' },
  failed: { id: 'deletePost.failed', defaultMessage: 'Failed to delete post. Admin privileges required.' },
});

/** Deletes a post; on success it leaves every list at once. Resolves true when deleted. */
export function useDeletePost(): [(postId: string) => Promise<boolean>, boolean] {
  const toast = useToast();
  const { formatMessage: t } = useIntl();
  const [mutate, { loading }] = useMutation(DeletePostMutation);
  const remove = useCallback(
    async (postId: string) => {
      try {
        await mutate({ variables: { id: postId }, update: (cache) => removePostFromCache(cache, postId) });
        toast({ title: t(messages.deleted) });
        return true;
      } catch {
        toast({ title: t(messages.failed), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast, t],
  );
  return [remove, loading];
}
