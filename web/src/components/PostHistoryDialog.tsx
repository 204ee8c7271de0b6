import { useQuery } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { graphql } from '../gql';
import { defineMessages } from '../i18n/defineMessages';
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

const messages = defineMessages({
  title: { id: 'postHistoryDialog.title', defaultMessage: 'Edit history' },
  loadFailed: { id: 'postHistoryDialog.loadFailed', defaultMessage: 'This post’s history could not be loaded.' },
  version: { id: 'postHistoryDialog.version', defaultMessage: '{first, select, yes {Original} other {Edited}} · <time></time>' },
  close: { id: 'postHistoryDialog.close', defaultMessage: 'Close' },
});

/** The versions of an edited post, oldest first: the first as published, then each edit. */
export default function PostHistoryDialog({ postId, onClose }: { postId: string; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data, loading, error } = useQuery(PostHistoryQuery, { variables: { id: postId }, fetchPolicy: 'network-only' });
  const versions = data?.post?.history ?? [];
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">{t(messages.title)}</Dialog.Title>
          {loading ? (
            <Spinner />
          ) : error || !data?.post ? (
            <p className="dialog__text">{t(messages.loadFailed)}</p>
          ) : (
            <ol className="post-history" data-testid="post-history">
              {versions.map((version, index) => (
                <li key={version.editedAt} className="post-history__version">
                  <p className="post-history__when">
                    {t(messages.version, {
                      first: index === 0 ? 'yes' : 'no',
                      time: () => (
                        <time key="time" dateTime={version.editedAt}>
                          {intl.formatDate(version.editedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                        </time>
                      ),
                    })}
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
            <Dialog.Close className="button button--secondary">{t(messages.close)}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
