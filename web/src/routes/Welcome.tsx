import { Link, useLocation, useNavigate } from 'react-router';
import { CameraIcon, CompassIcon, HeartHandshakeIcon, LockIcon, UsersIcon } from '../components/Icons';
import { safeReturnPath, useReturnTo, withReturnTo } from '../lib/returnTo';
import { markVisited } from '../lib/storage';

const FEATURES = [
  {
    Icon: CameraIcon,
    title: 'Share Photos & Videos',
    text: 'Capture your moments and share them with the people who matter.',
  },
  {
    Icon: UsersIcon,
    title: 'Connect with Friends',
    text: 'Follow friends and see their latest posts in your feed.',
  },
  {
    Icon: LockIcon,
    title: 'Private Messaging',
    text: 'Send direct messages to anyone, one on one.',
  },
  {
    Icon: CompassIcon,
    title: 'Discover Content',
    text: 'Explore hashtags, places and new people to follow.',
  },
  {
    Icon: HeartHandshakeIcon,
    title: 'Build Community',
    text: 'Like, comment and grow a community around what you love.',
  },
] as const;

/** The welcome page, at /welcome or in place of any page a first-time visitor opens (which they reach after signing in or up). */
export function WelcomePage() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const next = useReturnTo() ?? safeReturnPath(pathname + search + hash);
  const go = (path: string) => () => {
    markVisited();
    navigate(withReturnTo(path, next));
  };

  return (
    <main className="auth-page welcome" data-testid="welcome-page">
      <div className="welcome__hero">
        <img src="/icons/icon-192.png" alt="" width={72} height={72} className="welcome__logo" />
        <h1 className="welcome__title">
          <span className="welcome__title-lead">Welcome to</span> <span className="brand brand--large">Glimpse</span>
        </h1>
        <p className="welcome__subtitle">Share your moments, connect with friends and discover what the world is seeing.</p>
      </div>

      <ul className="feature-list" aria-label="Features">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title} className="feature-card">
            <span className="feature-card__icon">
              <Icon />
            </span>
            <div>
              <h2 className="feature-card__title">{title}</h2>
              <p className="feature-card__text">{text}</p>
            </div>
          </li>
        ))}
      </ul>

      <div className="welcome__actions">
        <button type="button" className="button button--primary button--block" onClick={go('/signup')}>
          Sign Up
        </button>
        <button type="button" className="button button--secondary button--block" onClick={go('/login')}>
          Sign In
        </button>
        <Link to={withReturnTo('/admin-signup', next)} className="welcome__admin-link" onClick={() => markVisited()}>
          Admin Access
        </Link>
      </div>

      <p className="welcome__legal">By signing up, you agree to our Terms of Service and Privacy Policy.</p>
    </main>
  );
}
