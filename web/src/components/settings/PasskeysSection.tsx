import { useId } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  title: { id: 'passkeysSection.title', defaultMessage: 'Passkeys' },
  hint: { id: 'passkeysSection.hint', defaultMessage: 'Sign in with your fingerprint, face or screen lock instead of your password.' },
  manage: { id: 'passkeysSection.manage', defaultMessage: 'Manage passkeys' },
});

/** Settings' way to the passkeys screen (/settings/passkeys). */
export function PasskeysSection() {
  const { formatMessage: t } = useIntl();
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t(messages.title)}
      </h2>
      <p className="settings-hint">{t(messages.hint)}</p>
      <nav className="settings-links" aria-label={t(messages.title)}>
        <Link to="/settings/passkeys" className="settings-link">
          {t(messages.manage)}
        </Link>
      </nav>
    </section>
  );
}
