import { plural } from '../lib/plural';
import { useOnline } from '../lib/useOnline';
import { useOutboxWrites } from '../outbox/outboxStore';

/** What waits in the outbox while offline (web/src/outbox): every kind of write it keeps. */
export const OFFLINE_TEXT =
  "You're offline. Showing what was loaded last time; likes, comments, follows, saves, new posts and messages will be sent when you're back online.";

/** A banner while the device is offline, kept in view as the page scrolls, with how many writes wait to be sent. */
export function OfflineNotice() {
  const online = useOnline();
  const waiting = useOutboxWrites().length;
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {OFFLINE_TEXT}
      {waiting > 0 && (
        <strong className="offline-notice__waiting" data-testid="offline-waiting">
          {' '}
          {plural(waiting, { one: '1 waiting to be sent.', other: '# waiting to be sent.' })}
        </strong>
      )}
    </div>
  );
}
