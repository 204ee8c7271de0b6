import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useOnline } from '../lib/useOnline';
import { useOutboxWrites } from './outboxStore';
import type { PostWrite } from './outboxWrite';
import '../styles/outbox.css';

const messages = defineMessages({
  yourVideo: { id: 'pendingPosts.yourVideo', defaultMessage: 'Your video' },
  yourPhoto: { id: 'pendingPosts.yourPhoto', defaultMessage: 'Your photo' },
  label: { id: 'pendingPosts.label', defaultMessage: 'Posts waiting to be shared' },
  posting: { id: 'pendingPosts.posting', defaultMessage: 'Posting...' },
  waiting: { id: 'pendingPosts.waiting', defaultMessage: "Waiting to be posted when you're back online" },
});

/** The first file of a waiting post, shown from the device (an object URL, let go with it). */
function Thumbnail({ write }: { write: PostWrite }) {
  const { formatMessage: t } = useIntl();
  const first = write.files[0];
  const url = useMemo(() => URL.createObjectURL(first.file), [first.file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const name = first.alt || t(first.mediaKind === 'video' ? messages.yourVideo : messages.yourPhoto);
  return first.mediaKind === 'video' ? (
    <video className="pending-post__media" src={url} muted playsInline preload="metadata" aria-label={name} />
  ) : (
    <img className="pending-post__media" src={url} alt={name} width={64} height={64} />
  );
}

/** The viewer's new posts still in the outbox, above the feed and their own grid, each marked as not posted yet. */
export function PendingPosts() {
  const { formatMessage: t } = useIntl();
  const online = useOnline();
  const pending = useOutboxWrites().filter((write): write is PostWrite => write.kind === 'post');
  if (pending.length === 0) return null;
  return (
    <ul className="pending-posts" aria-label={t(messages.label)} data-testid="pending-posts">
      {pending.map((write) => (
        <li key={write.id} className="pending-post" data-testid="pending-post">
          <Thumbnail write={write} />
          <div className="pending-post__text">
            {write.caption && (
              <p className="pending-post__caption" dir="auto">
                {write.caption}
              </p>
            )}
            <p className="pending-post__status">{t(online ? messages.posting : messages.waiting)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
