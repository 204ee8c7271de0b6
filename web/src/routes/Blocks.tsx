import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { PersonRow } from '../components/PersonRow';
import { IconTooltip } from '../components/IconTooltip';
import { PeopleSkeleton } from '../components/Loading';
import { TooltipGroup } from '../components/TooltipGroup';
import { BlockedUsersQuery, useToggleBlock } from '../components/useToggleBlock';
import { errorMessage } from '../lib/errors';
import '../styles/people.css';

const messages = defineMessages({
  loadFailed: { id: 'blocked.loadFailed', defaultMessage: 'Failed to load blocked accounts' },
  none: { id: 'blocked.none', defaultMessage: 'You haven’t blocked anyone' },
  noneText: { id: 'blocked.noneText', defaultMessage: 'You can block people from the ••• menu on their profile or on their posts.' },
  hint: {
    id: 'blocked.hint',
    defaultMessage: 'You can unblock them at any time. Unblocking someone doesn’t make them follow you again, and they won’t be told.',
  },
  title: { id: 'blocked.title', defaultMessage: 'Blocked accounts' },
  unblockLabel: { id: 'blocked.unblockLabel', defaultMessage: 'Unblock {username}' },
  unblock: { id: 'blocked.unblock', defaultMessage: 'Unblock' },
  back: { id: 'blocked.back', defaultMessage: 'Back' },
});

/** /settings/blocked: Blocked accounts, each with Unblock (which gives no follow back). */
export function BlockedAccountsPage() {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(BlockedUsersQuery, { fetchPolicy: 'cache-and-network' });
  const { toggleBlock, busy } = useToggleBlock();
  const people = data?.blockedUsers;

  let content: React.ReactNode;
  if (!people && loading) {
    content = <PeopleSkeleton rows={3} />;
  } else if (!people) {
    content = (
      <p className="empty-state empty-state__title" role="alert">
        {errorMessage(error, t(messages.loadFailed))}
      </p>
    );
  } else if (people.length === 0) {
    content = (
      <div className="empty-state" data-testid="blocked-empty">
        <p className="empty-state__title">{t(messages.none)}</p>
        <p className="empty-state__text">{t(messages.noneText)}</p>
      </div>
    );
  } else {
    content = (
      <>
        <p className="follow-list__count">{t(messages.hint)}</p>
        <ul className="follow-list" aria-label={t(messages.title)}>
          {people.map((person) => (
            <PersonRow key={person.id} person={person} testId="blocked-account">
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy}
                onClick={() => void toggleBlock(person)}
                aria-label={t(messages.unblockLabel, { username: person.username })}
              >
                {t(messages.unblock)}
              </button>
            </PersonRow>
          ))}
        </ul>
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
    </AppLayout>
  );
}
