import { useIntl } from 'react-intl';
import { useViewer } from '../auth/AuthProvider';
import { Avatar } from '../components/Avatar';
import { defineMessages } from '../i18n/defineMessages';
import { useOnline } from '../lib/useOnline';
import { useOutboxWrites } from './outboxStore';
import type { CommentWrite } from './outboxWrite';

/** What a waiting comment says under it: on its way, or waiting for the network. */
const messages = defineMessages({
  sending: { id: 'pendingComments.sending', defaultMessage: 'Sending...' },
  waiting: { id: 'pendingComments.waiting', defaultMessage: 'Waiting for connection' },
});

/** The viewer's comments on the post still in the outbox, after the others, each marked as not sent yet. */
export function PendingComments({ postId }: { postId: string }) {
  const { formatMessage: t } = useIntl();
  const viewer = useViewer();
  const online = useOnline();
  const pending = useOutboxWrites().filter((write): write is CommentWrite => write.kind === 'comment' && write.postId === postId);
  if (!viewer || pending.length === 0) return null;
  return (
    <ul className="comments__list comments__list--pending" data-testid="pending-comments">
      {pending.map((write) => (
        <li key={write.id} className="comment-item" data-testid="pending-comment">
          <div className={`comment comment--pending${write.parentId ? ' comment--reply' : ''}`}>
            <span className="comment__avatar" aria-hidden="true">
              <Avatar src={viewer.avatar} alt="" size={write.parentId ? 24 : 32} />
            </span>
            <div className="comment__body">
              <p className="comment__text">
                <span className="comment__user">
                  <bdi>{viewer.username}</bdi>
                </span>{' '}
                <span className="comment__content" dir="auto">
                  {write.content}
                </span>
              </p>
              <div className="comment__meta">
                <span className="comment__time">{t(online ? messages.sending : messages.waiting)}</span>
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
