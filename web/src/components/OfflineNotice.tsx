import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useOnline } from '../lib/useOnline';
import { useOutboxWrites } from '../outbox/outboxStore';

const messages = defineMessages({
  // What waits in the outbox while offline (web/src/outbox): every kind of write it keeps.
  offline: {
    id: 'offlineNotice.offline',
    defaultMessage:
      "You're offline. Showing what was loaded last time; likes, comments, follows, saves, new posts and messages will be sent when you're back online.",
  },
  waiting: { id: 'offlineNotice.waiting', defaultMessage: '{count, plural, one {# waiting to be sent.} other {# waiting to be sent.}}' },
});

/** A banner while the device is offline, kept in view as the page scrolls, with how many writes wait to be sent. */
export function OfflineNotice() {
  const { formatMessage: t } = useIntl();
  const online = useOnline();
  const waiting = useOutboxWrites().length;
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {t(messages.offline)}
      {waiting > 0 && (
        <strong className="offline-notice__waiting" data-testid="offline-waiting">
          {' '}
          {t(messages.waiting, { count: waiting })}
        </strong>
      )}
    </div>
  );
}
