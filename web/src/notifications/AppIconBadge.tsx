import { useEffect } from 'react';
import { useUnreadCount } from '../conversations/ConversationsLive';
import { showOnAppIcon } from '../lib/appIconBadge';
import { useUnreadNotificationsCount } from './NotificationsLive';

/**
 * Mounted in the signed-in frame: the app's icon shows unread messages plus unread Activity, as
 * the header's badges count them, from the start and as the socket changes them; none once all
 * is read. (Signing out clears it: AuthProvider.)
 */
export function AppIconBadge() {
  const count = useUnreadCount() + useUnreadNotificationsCount();
  useEffect(() => showOnAppIcon(count), [count]);
  return null;
}
