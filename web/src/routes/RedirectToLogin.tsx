import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../components/Loading';

/** Signed out on a page that needs a session: says so, then goes to /login. */
export function RedirectToLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/login', { replace: true });
  }, [navigate]);
  return (
    <div className="fullscreen-center">
      <Spinner label="Redirecting to login..." />
    </div>
  );
}
