import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { messageArguments } from './messageArguments';

const root = new URL('../../../', import.meta.url);
const read = (language: string): Record<string, string> => JSON.parse(readFileSync(new URL(`web/src/i18n/messages/${language}.json`, root), 'utf8'));
const english = read('en');

describe('the web app’s messages', () => {
  it('en.json holds exactly the messages the code declares (npm run i18n:extract writes it)', () => {
    const extracted = execFileSync(
      'node_modules/.bin/formatjs',
      ['extract', 'web/src/**/*.{ts,tsx}', '--ignore', 'web/src/**/*.test.{ts,tsx}', '--ignore', 'web/src/gql/**', '--format', 'simple', '--throws'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(english, 'en.json is out of date: run npm run i18n:extract').toEqual(JSON.parse(extracted));
  });

  it('names every message after its component or feature (login.signIn)', () => {
    const unnamed = Object.keys(english).filter((id) => !/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/.test(id));
    expect(unnamed).toEqual([]);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`translates every message into ${language}, with the same arguments and tags`, () => {
      const translated = read(language);
      expect(Object.keys(translated).sort(), `${language}.json has other ids than en.json`).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english)) {
        expect(translated[id]?.trim(), `${language}: ${id} is empty`).toBeTruthy();
        expect(messageArguments(translated[id]), `${language}: ${id}`).toEqual(messageArguments(message));
      }
    });
  }
});
