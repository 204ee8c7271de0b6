import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useNavigate } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { IconTooltip } from '../components/IconTooltip';
import { PeopleSkeleton } from '../components/Loading';
import { LogOutSessionDialog } from '../components/settings/LogOutSessionDialog';
import { TooltipGroup } from '../components/TooltipGroup';
import { useEndOtherSessions } from '../components/useEndOtherSessions';
import { SessionsQuery, useEndSession } from '../components/useEndSession';
import { deviceName } from '../lib/deviceName';
import { errorMessage } from '../lib/errors';
import { timeAgo } from '../lib/relativeTime';
import { useNow } from '../lib/useNow';
import '../styles/settings.css';

type Confirming = { id: string; device: string } | 'others' | null;

const messages = defineMessages({
  loadFailed: { id: 'sessions.loadFailed', defaultMessage: "Failed to load where you're signed in" },
  hint: {
    id: 'sessions.hint',
    defaultMessage: 'These are the devices signed in to your account. If you don’t recognize one, log it out and change your password.',
  },
  listLabel: { id: 'sessions.listLabel', defaultMessage: 'Sessions' },
  thisDevice: { id: 'sessions.thisDevice', defaultMessage: 'This device · Active now' },
  activeJustNow: { id: 'sessions.activeJustNow', defaultMessage: 'Active just now' },
  activeAgo: {
    id: 'sessions.activeAgo',
    defaultMessage:
      '{unit, select, day {Active {count, plural, one {# day} other {# days}} ago} hour {Active {count, plural, one {# hour} other {# hours}} ago} other {Active {count, plural, one {# minute} other {# minutes}} ago}}',
  },
  logOutOf: { id: 'sessions.logOutOf', defaultMessage: 'Log out of {device}' },
  logOut: { id: 'sessions.logOut', defaultMessage: 'Log out' },
  logOutOthers: { id: 'sessions.logOutOthers', defaultMessage: 'Log out of all other sessions' },
  back: { id: 'sessions.back', defaultMessage: 'Back' },
  title: { id: 'sessions.title', defaultMessage: 'Where you’re signed in' },
});

/**
 * /settings/sessions, 'Where you're signed in': each session's device, 'This device' for the one in
 * hand, when each was last active, and Log out (after a confirmation) for every other; 'Log out of
 * all other sessions' once there are others.
 */
export function SessionsPage() {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  /** 'Active 5 minutes ago', 'Active just now'. */
  const activeAgo = (lastSeenAt: string) => {
    const ago = timeAgo(lastSeenAt, now);
    return ago === null ? '' : ago === 'now' ? t(messages.activeJustNow) : t(messages.activeAgo, ago);
  };
  const now = useNow();
  const { data, loading, error } = useQuery(SessionsQuery, { fetchPolicy: 'cache-and-network' });
  const { endSession, busy: ending } = useEndSession();
  const { endOtherSessions, busy: endingOthers } = useEndOtherSessions();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const sessions = data?.sessions;
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  let content: React.ReactNode;
  if (!sessions && loading) {
    content = <PeopleSkeleton rows={2} />;
  } else if (!sessions) {
    content = (
      <p className="empty-state empty-state__title" role="alert">
        {errorMessage(error, t(messages.loadFailed))}
      </p>
    );
  } else {
    content = (
      <>
        <p className="settings-hint">{t(messages.hint)}</p>
        <ul className="session-list" aria-label={t(messages.listLabel)}>
          {sessions.map((session) => {
            const device = deviceName(session.userAgent, t);
            return (
              <li key={session.id} className="session-row" data-testid="session-row">
                <div className="session-row__text">
                  <span className="session-row__device">{device}</span>
                  {session.current ? (
                    <span className="session-row__current">{t(messages.thisDevice)}</span>
                  ) : (
                    <time className="session-row__seen" dateTime={session.lastSeenAt}>
                      {activeAgo(session.lastSeenAt)}
                    </time>
                  )}
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setConfirming({ id: session.id, device })}
                    aria-label={t(messages.logOutOf, { device })}
                  >
                    {t(messages.logOut)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {others > 0 && (
          <button type="button" className="button button--danger button--block" onClick={() => setConfirming('others')} data-testid="log-out-others">
            {t(messages.logOutOthers)}
          </button>
        )}
      </>
    );
  }

  return (
    <AppLayout>
      <div className="page">
        <header className="page-header page-header--with-back">
          <TooltipGroup>
            <IconTooltip label={t(messages.back)}>
              <button type="button" className="icon-button page-header__back" aria-label={t(messages.back)} onClick={() => navigate('/settings')}>
                <span aria-hidden="true">←</span>
              </button>
            </IconTooltip>
          </TooltipGroup>
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        {content}
      </div>
      {confirming && (
        <LogOutSessionDialog
          device={confirming === 'others' ? null : confirming.device}
          busy={ending || endingOthers}
          onConfirm={() => (confirming === 'others' ? endOtherSessions() : endSession(confirming.id, confirming.device))}
          onClose={() => setConfirming(null)}
        />
      )}
    </AppLayout>
  );
}
