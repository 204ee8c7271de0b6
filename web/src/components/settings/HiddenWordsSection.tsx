import { useId } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  title: { id: 'hiddenWordsSection.title', defaultMessage: 'Comments and messages' },
  hiddenWords: { id: 'hiddenWordsSection.hiddenWords', defaultMessage: 'Hidden words' },
});

/** Settings' way to the hidden words screen (/settings/hidden-words). */
export function HiddenWordsSection() {
  const { formatMessage: t } = useIntl();
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t(messages.title)}
      </h2>
      <Link to="/settings/hidden-words" className="settings-link">
        <span>{t(messages.hiddenWords)}</span>
      </Link>
    </section>
  );
}
