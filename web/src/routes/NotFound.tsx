import { Link } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { InstallPrompt } from '../components/InstallApp';

export function NotFoundPage() {
  return (
    <AppLayout>
      <div className="not-found" data-testid="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">Page Not Found</h1>
        <p className="not-found__text">The page you're looking for doesn't exist or has moved.</p>
        <Link to="/" className="button button--primary">
          Go Home
        </Link>
      </div>
      <InstallPrompt />
    </AppLayout>
  );
}
