import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { timeAgo } from '../lib/relativeTime';

const messages = defineMessages({
  justNow: { id: 'relativeTime.justNow', defaultMessage: 'Just now' },
});

/** '5 minutes ago' in the app's language, through Intl.RelativeTimeFormat ('hace 5 minutos', 'قبل ٥ دقائق'); 'Just now' under a minute. */
export function useTimeAgo(): (date: string, now: number) => string {
  const intl = useIntl();
  return (date, now) => {
    const ago = timeAgo(date, now);
    if (ago === null) return '';
    if (ago === 'now') return intl.formatMessage(messages.justNow);
    return intl.formatRelativeTime(-ago.count, ago.unit, { numeric: 'always' });
  };
}
