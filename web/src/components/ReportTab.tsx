import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  title: { id: 'reportTab.title', defaultMessage: 'Report a problem' },
  intro: { id: 'reportTab.intro', defaultMessage: "Tell us about anything that breaks our community guidelines or doesn't work as it should:" },
  harassment: { id: 'reportTab.harassment', defaultMessage: 'harassment, bullying, hate speech or threats;' },
  unsuitable: { id: 'reportTab.unsuitable', defaultMessage: 'nudity, violence or other content not suitable for Glimpse;' },
  spam: { id: 'reportTab.spam', defaultMessage: 'spam, scams or fake accounts;' },
  underage: { id: 'reportTab.underage', defaultMessage: 'someone under 18 using Glimpse;' },
  bugs: { id: 'reportTab.bugs', defaultMessage: "bugs and things that don't work." },
  howTo: {
    id: 'reportTab.howTo',
    defaultMessage: 'Describe what happened and, if you can, name the account and add a screenshot. Our moderators review every report within 24 hours.',
  },
});

const KINDS = [messages.harassment, messages.unsuitable, messages.spam, messages.underage, messages.bugs];

/** The Report tab of /more: what to report and how it is handled (the form sits below it). */
export function ReportTab() {
  const { formatMessage: t } = useIntl();
  return (
    <section className="more__section" aria-labelledby="report-guidelines">
      <h2 id="report-guidelines" className="more__heading">
        {t(messages.title)}
      </h2>
      <p>{t(messages.intro)}</p>
      <ul className="more__list">
        {KINDS.map((kind) => (
          <li key={kind.id}>{t(kind)}</li>
        ))}
      </ul>
      <p>{t(messages.howTo)}</p>
    </section>
  );
}
