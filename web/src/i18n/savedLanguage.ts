import { isLanguage, type LanguageChoice } from './languages';

/**
 * The language chosen on this device, in localStorage 'language' (absent: automatic): what the
 * signed-out pages speak, and what web/public/theme.js reads to set the page's direction before
 * the app loads. A signed-in person's choice lives on their account and is copied here.
 */
const KEY = 'language';

export function savedLanguage(): LanguageChoice {
  try {
    const saved = localStorage.getItem(KEY);
    return isLanguage(saved) ? saved : 'auto';
  } catch {
    return 'auto';
  }
}

export function saveLanguage(choice: LanguageChoice): void {
  try {
    if (choice === 'auto') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // storage unavailable: the choice lasts until the page is closed
  }
}
