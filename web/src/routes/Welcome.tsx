import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { CameraIcon, CompassIcon, HeartHandshakeIcon, LockIcon, UsersIcon } from '../components/Icons';
import { defineMessages } from '../i18n/defineMessages';
import { safeReturnPath, useReturnTo, withReturnTo } from '../lib/returnTo';
import { markVisited } from '../lib/storage';

const messages = defineMessages({
  title: { id: 'welcome.title', defaultMessage: '<lead>Welcome to</lead> <brand>Glimpse</brand>' },
  subtitle: { id: 'welcome.subtitle', defaultMessage: 'Share your moments, connect with friends and discover what the world is seeing.' },
  features: { id: 'welcome.features', defaultMessage: 'Features' },
  shareTitle: { id: 'welcome.shareTitle', defaultMessage: 'Share Photos & Videos' },
  shareText: { id: 'welcome.shareText', defaultMessage: 'Capture your moments and share them with the people who matter.' },
  connectTitle: { id: 'welcome.connectTitle', defaultMessage: 'Connect with Friends' },
  connectText: { id: 'welcome.connectText', defaultMessage: 'Follow friends and see their latest posts in your feed.' },
  messagingTitle: { id: 'welcome.messagingTitle', defaultMessage: 'Private Messaging' },
  messagingText: { id: 'welcome.messagingText', defaultMessage: 'Send direct messages to anyone, one on one.' },
  discoverTitle: { id: 'welcome.discoverTitle', defaultMessage: 'Discover Content' },
  discoverText: { id: 'welcome.discoverText', defaultMessage: 'Explore hashtags, places and new people to follow.' },
  communityTitle: { id: 'welcome.communityTitle', defaultMessage: 'Build Community' },
  communityText: { id: 'welcome.communityText', defaultMessage: 'Like, comment and grow a community around what you love.' },
  signUp: { id: 'welcome.signUp', defaultMessage: 'Sign Up' },
  signIn: { id: 'welcome.signIn', defaultMessage: 'Sign In' },
  adminAccess: { id: 'welcome.adminAccess', defaultMessage: 'Admin Access' },
  legal: { id: 'welcome.legal', defaultMessage: 'By signing up, you agree to our Terms of Service and Privacy Policy.' },
});

const FEATURES = [
  { Icon: CameraIcon, title: messages.shareTitle, text: messages.shareText },
  { Icon: UsersIcon, title: messages.connectTitle, text: messages.connectText },
  { Icon: LockIcon, title: messages.messagingTitle, text: messages.messagingText },
  { Icon: CompassIcon, title: messages.discoverTitle, text: messages.discoverText },
  { Icon: HeartHandshakeIcon, title: messages.communityTitle, text: messages.communityText },
] as const;

/** The welcome page, at /welcome or in place of any page a first-time visitor opens (which they reach after signing in or up). */
export function WelcomePage() {
  const { formatMessage: t } = useIntl();
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
          {t(messages.title, {
            lead: (words) => (
              <span key="lead" className="welcome__title-lead">
                {words}
              </span>
            ),
            brand: (words) => (
              <span key="brand" className="brand brand--large">
                {words}
              </span>
            ),
          })}
        </h1>
        <p className="welcome__subtitle">{t(messages.subtitle)}</p>
      </div>

      <ul className="feature-list" aria-label={t(messages.features)}>
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title.id} className="feature-card">
            <span className="feature-card__icon">
              <Icon />
            </span>
            <div>
              <h2 className="feature-card__title">{t(title)}</h2>
              <p className="feature-card__text">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>

      <div className="welcome__actions">
        <button type="button" className="button button--primary button--block" onClick={go('/signup')}>
          {t(messages.signUp)}
        </button>
        <button type="button" className="button button--secondary button--block" onClick={go('/login')}>
          {t(messages.signIn)}
        </button>
        <Link to={withReturnTo('/admin-signup', next)} className="welcome__admin-link" onClick={() => markVisited()}>
          {t(messages.adminAccess)}
        </Link>
      </div>

      <p className="welcome__legal">{t(messages.legal)}</p>
    </main>
  );
}
