import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { ChevronLeftIcon } from '../components/Icons';
import { Spinner } from '../components/Loading';
import { RecoveryCodes } from '../components/twoFactor/RecoveryCodes';
import { TurnOffTwoFactor } from '../components/twoFactor/TurnOffTwoFactor';
import { TurnOnTwoFactor } from '../components/twoFactor/TurnOnTwoFactor';
import { graphql } from '../gql';
import '../styles/settings.css';
import '../styles/twoFactor.css';

const messages = defineMessages({
  backToSettings: { id: 'twoFactor.backToSettings', defaultMessage: 'Back to settings' },
  title: { id: 'twoFactor.title', defaultMessage: 'Two-factor authentication' },
  loadFailed: { id: 'twoFactor.loadFailed', defaultMessage: 'Failed to load two-factor authentication' },
  tryAgain: { id: 'twoFactor.tryAgain', defaultMessage: 'Try again' },
  loading: { id: 'twoFactor.loading', defaultMessage: 'Loading two-factor authentication' },
});

export const TwoFactorStatusQuery = graphql(`
  query TwoFactorStatus {
    me {
      id
      twoFactor {
        enabled
        recoveryCodesLeft
      }
    }
  }
`);

/** /settings/two-factor: turning two-factor authentication (an authenticator app's codes) on, with its recovery codes, and off. */
export function TwoFactorPage() {
  const { formatMessage: t } = useIntl();
  const { data, error, refetch } = useQuery(TwoFactorStatusQuery, { fetchPolicy: 'network-only' });
  // Shown once, right after turning it on, until the person says they saved them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const status = data?.me?.twoFactor;

  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header page-header--back">
          <Link to="/settings" className="icon-button page-header__back" aria-label={t(messages.backToSettings)}>
            <ChevronLeftIcon />
          </Link>
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        <section className="settings-section">
          {recoveryCodes ? (
            <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
          ) : status ? (
            status.enabled ? (
              <TurnOffTwoFactor recoveryCodesLeft={status.recoveryCodesLeft ?? 0} />
            ) : (
              <TurnOnTwoFactor onEnabled={setRecoveryCodes} />
            )
          ) : error ? (
            <div className="empty-state">
              <p className="empty-state__title">{t(messages.loadFailed)}</p>
              <button type="button" className="button button--secondary" onClick={() => void refetch()}>
                {t(messages.tryAgain)}
              </button>
            </div>
          ) : (
            <Spinner label={t(messages.loading)} />
          )}
        </section>
      </div>
    </AppLayout>
  );
}
