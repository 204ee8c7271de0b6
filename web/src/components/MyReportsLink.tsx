import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { defineMessages } from '../i18n/defineMessages';
import { isUpdatedSince, reportsSeenAt } from './reportUpdates';
import { useMyReports } from './useMyReports';

const messages = defineMessages({
  label: { id: 'myReportsLink.label', defaultMessage: 'Your reports and appeals' },
  updated: { id: 'myReportsLink.updated', defaultMessage: '{count, number}<hidden> updated</hidden>' },
});

/** The way to one's reports and appeals, with how many reports changed status since they were last looked at. */
export function MyReportsLink() {
  const { formatMessage: t } = useIntl();
  const viewer = useViewer();
  const { data } = useMyReports();
  const seenAt = viewer ? reportsSeenAt(viewer.id) : '';
  const updates = (data?.myReports ?? []).filter((r) => isUpdatedSince(r, seenAt)).length;
  return (
    <Link to="/reports" className="button button--secondary button--block my-reports-link" data-testid="my-reports-link">
      {t(messages.label)}
      {updates > 0 && (
        <span className="badge badge--update">
          {t(messages.updated, {
            count: updates,
            hidden: (words) => (
              <span key="hidden" className="sr-only">
                {words}
              </span>
            ),
          })}
        </span>
      )}
    </Link>
  );
}
