/** The languages the app speaks; English is the source, the others are translations of it. */
export const LANGUAGES = ['en', 'es', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What a person chose in Settings: a language, or 'auto' (the browser's). */
export type LanguageChoice = Language | 'auto';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first of the browser's languages the app speaks ('es-MX' counts as 'es'), else English. */
export function browserLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

export const languageOf = (choice: LanguageChoice): Language => (choice === 'auto' ? browserLanguage() : choice);

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');
