import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HeartIcon } from '../components/Icons';
import { IconTooltip } from '../components/IconTooltip';
import { defineMessages } from '../i18n/defineMessages';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';
import { useUnreadNotificationsCount } from './NotificationsLive';
import '../styles/activity.css';

/** The heart in the header: opens Activity; a dot while something there is unread ('Activity, 2 new' to a screen reader). */
export function ActivityButton() {
  // The count is not part of the first paint: asked for once the page is up.
  return useAfterFirstPaint() ? <ActivityLink /> : <ActivityLinkWith count={0} />;
}

function ActivityLink() {
  return <ActivityLinkWith count={useUnreadNotificationsCount()} />;
}

const messages = defineMessages({
  activity: { id: 'activityButton.activity', defaultMessage: 'Activity' },
  unread: { id: 'activityButton.unread', defaultMessage: 'Activity, {count, number} new' },
});

function ActivityLinkWith({ count }: { count: number }) {
  const { formatMessage: t } = useIntl();
  return (
    <IconTooltip label={t(messages.activity)}>
      <Link to="/activity" className="icon-button activity-button" aria-label={count > 0 ? t(messages.unread, { count }) : t(messages.activity)}>
        <HeartIcon />
        {count > 0 && <span className="activity-dot" data-testid="activity-dot" />}
      </Link>
    </IconTooltip>
  );
}
