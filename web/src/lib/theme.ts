/** Light or dark: kept in localStorage 'theme'; web/public/theme.js applies it before the app loads. */
export type Theme = 'light' | 'dark';

const KEY = 'theme';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  // The browser's own bar follows the page (same colours as web/public/theme.js).
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0f1115' : '#ffffff');
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // storage unavailable: the choice lasts until the page is closed
  }
}
