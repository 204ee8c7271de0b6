import { Link } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { isUpdatedSince, reportsSeenAt } from './reportUpdates';
import { useMyReports } from './useMyReports';

/** The way to one's reports and appeals, with how many reports changed status since they were last looked at. */
export function MyReportsLink() {
  const viewer = useViewer();
  const { data } = useMyReports();
  const seenAt = viewer ? reportsSeenAt(viewer.id) : '';
  const updates = (data?.myReports ?? []).filter((r) => isUpdatedSince(r, seenAt)).length;
  return (
    <Link to="/reports" className="button button--secondary button--block my-reports-link" data-testid="my-reports-link">
      Your reports and appeals
      {updates > 0 && (
        <span className="badge badge--update">
          {updates}
          <span className="sr-only"> updated</span>
        </span>
      )}
    </Link>
  );
}
