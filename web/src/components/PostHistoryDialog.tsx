import { useQuery } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { graphql } from '../gql';
import { Spinner } from './Loading';

export const PostHistoryQuery = graphql(`
  query PostHistory($id: ID!) {
    post(id: $id) {
      id
      history {
        caption
        location
        editedAt
      }
    }
  }
`);

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The versions of an edited post, oldest first: the first as published, then each edit. */
export default function PostHistoryDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const { data, loading, error } = useQuery(PostHistoryQuery, { variables: { id: postId }, fetchPolicy: 'network-only' });
  const versions = data?.post?.history ?? [];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">Edit history</Dialog.Title>
          {loading ? (
            <Spinner />
          ) : error || !data?.post ? (
            <p className="dialog__text">This post’s history could not be loaded.</p>
          ) : (
            <ol className="post-history" data-testid="post-history">
              {versions.map((version, index) => (
                <li key={version.editedAt} className="post-history__version">
                  <p className="post-history__when">
                    {index === 0 ? 'Original' : 'Edited'} · <time dateTime={version.editedAt}>{when.format(new Date(version.editedAt))}</time>
                  </p>
                  {version.caption && (
                    <p className="post-history__caption" dir="auto">
                      {version.caption}
                    </p>
                  )}
                  {version.location && (
                    <p className="post-history__location" dir="auto">
                      {version.location}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
