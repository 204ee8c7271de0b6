import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { useToast } from './Toaster';

export const EditPostMutation = graphql(`
  mutation EditPost($id: ID!, $input: EditPostInput!) {
    editPost(id: $id, input: $input) {
      id
      caption
      location
      editedAt
      media {
        url
        alt
      }
    }
  }
`);

const messages = defineMessages({
  edited: { id: 'editPost.edited', defaultMessage: 'Post updated' },
  failed: { id: 'editPost.failed', defaultMessage: 'Could not save your changes. Please try again.' },
});

type PostEdit = { caption: string; location: string; alt: string[] };

/** Saves an edit of a post's caption, location and alt texts; the post updates in every list from the answer. Resolves true when saved. */
export function useEditPost(): [(postId: string, input: PostEdit) => Promise<boolean>, boolean] {
  const toast = useToast();
  const { formatMessage: t } = useIntl();
  const [mutate, { loading }] = useMutation(EditPostMutation);
  const edit = useCallback(
    async (postId: string, input: PostEdit) => {
      try {
        await mutate({ variables: { id: postId, input } });
        toast({ title: t(messages.edited) });
        return true;
      } catch (error) {
        toast({ title: errorMessage(error, t(messages.failed)), variant: 'destructive' });
        return false;
      }
    },
    [mutate, toast, t],
  );
  return [edit, loading];
}
