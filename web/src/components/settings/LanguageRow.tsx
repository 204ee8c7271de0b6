import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useViewer } from '../../auth/AuthProvider';
import { graphql } from '../../gql';
import { isLanguage, type LanguageChoice } from '../../i18n/languages';
import { useLanguage } from '../../i18n/LanguageProvider';
import { errorMessage } from '../../lib/errors';
import { useToast } from '../Toaster';

export const SetLanguageMutation = graphql(`
  mutation SetLanguage($language: String) {
    setLanguage(language: $language) {
      id
      language
    }
  }
`);

const messages = defineMessages({
  label: { id: 'settings.language', defaultMessage: 'Language' },
  automatic: { id: 'settings.languageAutomatic', defaultMessage: 'Automatic' },
  failed: { id: 'settings.languageFailed', defaultMessage: 'Failed to change your language.' },
  tryAgain: { id: 'settings.languageTryAgain', defaultMessage: 'Please try again.' },
});

/** Each language by its own name, whatever the app speaks now. */
const NAMES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['ar', 'العربية'],
] as const;

/** Settings' 'Language' row: Automatic (the browser's languages) or one of the app's; kept on the account and on this device. */
export function LanguageRow() {
  const { formatMessage: t } = useIntl();
  const { choice, choose } = useLanguage();
  const viewer = useViewer();
  const toast = useToast();
  const id = useId();
  const [setLanguage] = useMutation(SetLanguageMutation);

  async function change(value: string) {
    const next: LanguageChoice = isLanguage(value) ? value : 'auto';
    choose(next);
    if (!viewer) return;
    try {
      const result = await setLanguage({ variables: { language: next === 'auto' ? null : next } });
      if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
    } catch (error) {
      toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
    }
  }

  return (
    <div className="settings-row">
      <label htmlFor={`${id}-language`} className="settings-row__label">
        {t(messages.label)}
      </label>
      <select id={`${id}-language`} className="input select settings-row__select" value={choice} onChange={(event) => void change(event.target.value)}>
        <option value="auto">{t(messages.automatic)}</option>
        {NAMES.map(([language, name]) => (
          <option key={language} value={language} lang={language}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
