import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useAuth } from './auth/AuthProvider';
import { Spinner } from './components/Loading';
import { hasVisited } from './lib/storage';
import { AdminPage } from './routes/Admin';
import { HomePage } from './routes/Home';
import { LoginPage } from './routes/Login';
import { NotFoundPage } from './routes/NotFound';
import { PostPage } from './routes/PostPage';
import { RedirectToLogin } from './routes/RedirectToLogin';
import { ReportPage } from './routes/Report';
import { SignUpPage } from './routes/SignUp';
import { UploadPage } from './routes/Upload';
import { WelcomePage } from './routes/Welcome';

const SIGNED_OUT_ENTRY_PATHS = ['/signup', '/login', '/admin-signup'];

function SignedOutRoutes() {
  const { pathname } = useLocation();
  const firstVisit = !hasVisited() && !SIGNED_OUT_ENTRY_PATHS.includes(pathname);
  return (
    <Routes>
      <Route path="/welcome" element={<WelcomePage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={firstVisit ? <WelcomePage /> : <RedirectToLogin />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/upload" element={<UploadPage />} />
      <Route path="/admin" element={<AdminPage />} />
      <Route path="/report" element={<ReportPage />} />
      <Route path="/post/:postId" element={<PostPage />} />
      {/* Pages for signed-out visitors lead home once signed in. */}
      <Route path="/welcome" element={<Navigate to="/" replace />} />
      <Route path="/login" element={<Navigate to="/" replace />} />
      <Route path="/signup" element={<Navigate to="/" replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** A new page starts at the top (the router keeps the scroll position otherwise). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function App() {
  const { status, user } = useAuth();
  if (status === 'loading') {
    return (
      <div className="fullscreen-center">
        <Spinner label="Loading" />
      </div>
    );
  }
  return (
    <>
      <ScrollToTop />
      {user ? <SignedInRoutes /> : <SignedOutRoutes />}
    </>
  );
}
