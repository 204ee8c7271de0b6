import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

const web = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, web), 'utf8');
const catalogue = (language: string): Record<string, string> => JSON.parse(read(`src/i18n/messages/${language}.json`));
const english = catalogue('en');
const html = read('index.html');
const shell = html.slice(html.indexOf('<div id="shell"'), html.indexOf('<div id="root"'));
const shellLabels = [...shell.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1] as string);
const shellStatus = /role="status">([^<]+)</.exec(shell)?.[1] as string;
// The app's messages for the same controls (AppLayout, ActivityButton, the loading screen).
const appIds = Object.keys(english).filter((id) => id.startsWith('appLayout.') || id === 'activityButton.activity' || id === 'app.loading');

/** Runs web/public/theme.js on the shell's labels, with `language` saved on the device: what they then say. */
function shellIn(language: string) {
  const labels = shellLabels.map((label) => {
    const element = { label, getAttribute: () => element.label, setAttribute: (_name: string, value: string) => (element.label = value) };
    return element;
  });
  const status = { textContent: shellStatus };
  let loaded = () => {};
  const documentElement = { classList: { toggle: () => {} }, lang: '', dir: '' };
  runInNewContext(read('public/theme.js'), {
    localStorage: { getItem: (key: string) => (key === 'language' ? language : null) },
    window: { matchMedia: () => ({ matches: false }) },
    navigator: { languages: [] },
    document: {
      documentElement,
      querySelector: (selector: string) => (selector.includes('status') ? status : null),
      querySelectorAll: () => labels,
      addEventListener: (_event: string, listener: () => void) => (loaded = listener),
    },
  });
  loaded();
  return { dir: documentElement.dir, words: [...labels.map((element) => element.label), status.textContent] };
}

describe('the instant shell (index.html, before the app takes over)', () => {
  it('keeps its English words in English', () => {
    expect(shellIn('en').words).toEqual([...shellLabels, shellStatus]);
  });

  it.each(['es', 'ar'])('says its labels and Loading in %s, in the app’s own words', (language) => {
    const translated = catalogue(language);
    const appWord = (word: string) => translated[appIds.find((id) => english[id] === word) as string];
    const expected = [...shellLabels, shellStatus].map(appWord);
    expect(expected.every(Boolean), 'every word of the shell is one of the app’s messages').toBe(true);
    expect(shellIn(language)).toEqual({ dir: language === 'ar' ? 'rtl' : 'ltr', words: expected });
  });
});
