import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';
import { removePostFromCache } from '../lib/removePost';
import { useToast } from './Toaster';

export const DeletePostMutation = graphql(`
  mutation DeletePost($id: ID!) {
    deletePost(id: $id)
  }
`);

export const POST_DELETED = 'Post deleted successfully!';
export const POST_DELETE_FAILED = 'Failed to delete post. Admin privileges required.';

/** Deletes a post; on success it leaves every list at once. Resolves true when deleted. */
export function useDeletePost(): [(postId: string) => Promise<boolean>, boolean] {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(DeletePostMutation);
  const remove = useCallback(
    async (postId: string) => {
      try {
        await mutate({ variables: { id: postId }, update: (cache) => removePostFromCache(cache, postId) });
        toast({ title: POST_DELETED });
        return true;
      } catch {
        toast({ title: POST_DELETE_FAILED, variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast],
  );
  return [remove, loading];
}
