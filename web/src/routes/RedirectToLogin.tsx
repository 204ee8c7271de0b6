import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../components/Loading';
import { safeReturnPath, withReturnTo } from '../lib/returnTo';

/**
 * Signed out on a page that needs a session: says so, then goes to /login, which brings them back
 * here afterwards when `returnHere` (a link opened signed out; not the page one just logged out on).
 */
export function RedirectToLogin({ returnHere }: { returnHere: boolean }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = returnHere ? safeReturnPath(pathname + search + hash) : null;
  useEffect(() => {
    navigate(withReturnTo('/login', here), { replace: true });
  }, [navigate, here]);
  return (
    <div className="fullscreen-center">
      <Spinner label="Redirecting to login..." />
    </div>
  );
}
