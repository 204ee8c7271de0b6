import { AppLayout } from '../components/AppLayout';
import { ReportForm } from '../components/ReportForm';
import '../styles/admin.css';

/** The report form on a page of its own, until the More page's Report tab hosts it. */
export function ReportPage() {
  return (
    <AppLayout>
      <div className="page">
        <ReportForm />
      </div>
    </AppLayout>
  );
}
