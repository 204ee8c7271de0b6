import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { defineMessages } from '../i18n/defineMessages';
import { useViewer } from '../auth/AuthProvider';
import { useLogOut } from '../auth/useLogOut';
import { IconTooltip } from './IconTooltip';
import { TooltipGroup } from './TooltipGroup';
import { InstallButton } from './InstallApp';
import { OfflineNotice } from './OfflineNotice';
import { OutboxStarter } from '../outbox/OutboxStarter';
import { ConversationsLive } from '../conversations/ConversationsLive';
import { UnreadBadge } from '../conversations/UnreadBadge';
import { isOwnProfilePath } from '../lib/profile';
import { ActivityButton } from '../notifications/ActivityButton';
import { AppIconBadge } from '../notifications/AppIconBadge';
import { NotificationsLive } from '../notifications/NotificationsLive';
import { useAfterFirstPaint } from '../lib/useAfterFirstPaint';
import { HomeIcon, LogOutIcon, MessageIcon, PlusSquareIcon, SearchIcon, ShieldIcon, UserIcon } from './Icons';

const messages = defineMessages({
  home: { id: 'appLayout.home', defaultMessage: 'Home' },
  brandHome: { id: 'appLayout.brandHome', defaultMessage: 'Glimpse home' },
  search: { id: 'appLayout.search', defaultMessage: 'Search' },
  upload: { id: 'appLayout.upload', defaultMessage: 'Upload' },
  messages: { id: 'appLayout.messages', defaultMessage: 'Messages' },
  profile: { id: 'appLayout.profile', defaultMessage: 'Profile' },
  admin: { id: 'appLayout.admin', defaultMessage: 'Admin' },
  logOut: { id: 'appLayout.logOut', defaultMessage: 'Log out' },
  mainNavigation: { id: 'appLayout.mainNavigation', defaultMessage: 'Main navigation' },
});

export function AppHeader() {
  const { formatMessage: t } = useIntl();
  const logOut = useLogOut();
  const [busy, setBusy] = useState(false);

  async function handleLogOut() {
    setBusy(true);
    await logOut();
  }

  return (
    <header className="app-header">
      <Link to="/" className="app-header__brand" aria-label={t(messages.brandHome)}>
        <span className="brand">Glimpse</span>
      </Link>
      <div className="app-header__actions">
        <TooltipGroup>
          <InstallButton />
          <ActivityButton />
          <IconTooltip label={t(messages.messages)}>
            <Link to="/messages" className="icon-button" aria-label={t(messages.messages)}>
              <MessageIcon />
              <UnreadBadge />
            </Link>
          </IconTooltip>
          <IconTooltip label={t(messages.logOut)}>
            <button type="button" className="icon-button app-header__log-out" aria-label={t(messages.logOut)} onClick={handleLogOut} disabled={busy}>
              <LogOutIcon />
            </button>
          </IconTooltip>
        </TooltipGroup>
      </div>
    </header>
  );
}

const NAV_ITEMS = [
  { to: '/', label: messages.home, Icon: HomeIcon, end: true },
  { to: '/search', label: messages.search, Icon: SearchIcon, end: false },
  { to: '/upload', label: messages.upload, Icon: PlusSquareIcon, end: false },
  { to: '/messages', label: messages.messages, Icon: MessageIcon, end: false },
  { to: '/profile', label: messages.profile, Icon: UserIcon, end: false },
] as const;

export function BottomNav() {
  const { formatMessage: t } = useIntl();
  const user = useViewer();
  const { pathname } = useLocation();
  // Profile is lit on the viewer's own profile only (a NavLink would light it on anyone's /profile/:id).
  const ownProfile = isOwnProfilePath(pathname, user?.id);
  return (
    <nav className="bottom-nav" aria-label={t(messages.mainNavigation)}>
      <TooltipGroup>
        {NAV_ITEMS.map(({ to, label: message, Icon, end }) => {
          const label = t(message);
          return (
            <IconTooltip key={to} label={label}>
              {to === '/profile' ? (
                <Link to={to} className={`bottom-nav__item${ownProfile ? ' active' : ''}`} aria-label={label} aria-current={ownProfile ? 'page' : undefined}>
                  <Icon filled={ownProfile} strokeWidth={ownProfile ? 2.5 : 2} />
                </Link>
              ) : (
                <NavLink to={to} end={end} className="bottom-nav__item" aria-label={label}>
                  {({ isActive }) => (
                    <>
                      <Icon filled={isActive} strokeWidth={isActive ? 2.5 : 2} />
                      {to === '/messages' && <UnreadBadge />}
                    </>
                  )}
                </NavLink>
              )}
            </IconTooltip>
          );
        })}
        {user?.isAdmin && (
          <NavLink to="/admin" className="bottom-nav__item bottom-nav__item--admin" aria-label={t(messages.admin)} title={t(messages.admin)}>
            {({ isActive }) => <ShieldIcon strokeWidth={isActive ? 2.5 : 2} />}
          </NavLink>
        )}
      </TooltipGroup>
    </nav>
  );
}

/**
 * The signed-in frame: header (on pages that want it), the page, and the bottom navigation. The
 * header's and the bar's icons have tooltips (TooltipGroup: 700 ms, then 300 ms from one to the next).
 */
export function AppLayout({ children, header = true }: { children: ReactNode; header?: boolean }) {
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <div className="app-shell">
      {afterFirstPaint && <ConversationsLive />}
      {afterFirstPaint && <NotificationsLive />}
      {afterFirstPaint && <OutboxStarter />}
      {afterFirstPaint && <AppIconBadge />}
      {header && <AppHeader />}
      <OfflineNotice />
      <main className="app-main" id="main">
        {children}
      </main>
      <BottomNav />
    </div>
  );
}
