import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { directionOf, languageOf, type Language, type LanguageChoice } from './languages';
import { loadMessages, messagesAt, type Messages } from './loadMessages';
import { recordMissingMessage } from './missingMessages';
import { saveLanguage, savedLanguage } from './savedLanguage';

type LanguageContextValue = {
  /** What the person chose (automatic: the browser's languages). */
  choice: LanguageChoice;
  /** The language the app speaks now. */
  language: Language;
  /** Changes the language on this device (the account's setting is the caller's to change). */
  choose(choice: LanguageChoice): void;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}

/** The page speaks the language and runs in its direction (Arabic: right to left), the browser's own parts included. */
function applyToPage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * The app's texts in the person's language. A new language's messages load before it shows, so
 * the screen never mixes two; until then the previous one stays. main.tsx loads the first one
 * before the first render.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<LanguageChoice>(savedLanguage);
  const wanted = languageOf(choice);
  const [shown, setShown] = useState<{ language: Language; messages: Messages }>(() => {
    const messages = messagesAt(wanted);
    return messages ? { language: wanted, messages } : { language: 'en', messages: messagesAt('en') ?? {} };
  });

  useEffect(() => {
    let current = true;
    void loadMessages(wanted).then((messages) => {
      if (current) setShown({ language: wanted, messages });
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => applyToPage(shown.language), [shown.language]);

  const choose = useCallback((next: LanguageChoice) => {
    saveLanguage(next);
    setChoice(next);
  }, []);
  const value = useMemo(() => ({ choice, language: shown.language, choose }), [choice, shown.language, choose]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={shown.language} defaultLocale="en" messages={shown.messages} onError={recordMissingMessage}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** Loads the language this device would show first, so that the first render speaks it. */
export const loadFirstLanguage = () => loadMessages(languageOf(savedLanguage())).catch(() => undefined);
