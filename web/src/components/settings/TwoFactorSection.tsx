import { useId } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { ChevronLeftIcon } from '../Icons';

const messages = defineMessages({
  title: { id: 'twoFactorSection.title', defaultMessage: 'Security' },
  twoFactor: { id: 'twoFactorSection.twoFactor', defaultMessage: 'Two-factor authentication' },
});

/** Settings' way to the two-factor authentication screen (/settings/two-factor). */
export function TwoFactorSection() {
  const { formatMessage: t } = useIntl();
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t(messages.title)}
      </h2>
      <Link to="/settings/two-factor" className="settings-link">
        <span>{t(messages.twoFactor)}</span>
        <ChevronLeftIcon aria-hidden="true" style={{ transform: 'rotate(180deg)' }} />
      </Link>
    </section>
  );
}
