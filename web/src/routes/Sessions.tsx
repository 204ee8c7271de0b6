import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
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
import { formatRelativeTime } from '../lib/relativeTime';
import { useNow } from '../lib/useNow';
import '../styles/settings.css';

type Confirming = { id: string; device: string } | 'others' | null;

/** 'Active 5 minutes ago', 'Active just now'. */
const activeAgo = (lastSeenAt: string, now: number) => `Active ${formatRelativeTime(lastSeenAt, now).replace(/^Just now$/, 'just now')}`;

/**
 * /settings/sessions, 'Where you're signed in': each session's device, 'This device' for the one in
 * hand, when each was last active, and Log out (after a confirmation) for every other; 'Log out of
 * all other sessions' once there are others.
 */
export function SessionsPage() {
  const navigate = useNavigate();
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
        {errorMessage(error, "Failed to load where you're signed in")}
      </p>
    );
  } else {
    content = (
      <>
        <p className="settings-hint">These are the devices signed in to your account. If you don’t recognize one, log it out and change your password.</p>
        <ul className="session-list" aria-label="Sessions">
          {sessions.map((session) => {
            const device = deviceName(session.userAgent);
            return (
              <li key={session.id} className="session-row" data-testid="session-row">
                <div className="session-row__text">
                  <span className="session-row__device">{device}</span>
                  {session.current ? (
                    <span className="session-row__current">This device · Active now</span>
                  ) : (
                    <time className="session-row__seen" dateTime={session.lastSeenAt}>
                      {activeAgo(session.lastSeenAt, now)}
                    </time>
                  )}
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setConfirming({ id: session.id, device })}
                    aria-label={`Log out of ${device}`}
                  >
                    Log out
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {others > 0 && (
          <button type="button" className="button button--danger button--block" onClick={() => setConfirming('others')} data-testid="log-out-others">
            Log out of all other sessions
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
            <IconTooltip label="Back">
              <button type="button" className="icon-button page-header__back" aria-label="Back" onClick={() => navigate('/settings')}>
                <span aria-hidden="true">←</span>
              </button>
            </IconTooltip>
          </TooltipGroup>
          <h1 className="page-header__title">Where you’re signed in</h1>
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
