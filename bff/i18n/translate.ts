import { readFileSync } from 'node:fs';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { LANGUAGES, type Language } from '../../domain/language';

/**
 * The server's own texts (mails, pushes, refusals) in each language, ICU messages by id in
 * bff/i18n/messages/<language>.json; English is the source and every id has it. A translation
 * missing falls back to English (a test checks there is none missing).
 */
const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(readFileSync(new URL(`./messages/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>]),
) as Record<Language, Record<string, string>>;

export const serverMessages = (language: Language): Readonly<Record<string, string>> => catalogues[language];

/**
 * Named formats the messages may use: a timeout's end is told in UTC, as its English words say
 * ('14:05 UTC on 22 Nov'), whatever the server's own time zone.
 */
const FORMATS = {
  date: { dayUtc: { day: 'numeric', timeZone: 'UTC' }, monthUtc: { month: 'short', timeZone: 'UTC' } },
  time: { clockUtc: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' } },
} as const;

// Compiled once per message and language: the catalogues never change while the server runs.
const compiled = new Map<string, IntlMessageFormat>();

/** The text of message `id` in `language`, with `values` filled in. An id the catalogues do not have is a mistake: it throws. */
export function translate(language: Language, id: string, values?: Record<string, PrimitiveType>): string {
  const source = catalogues[language][id] !== undefined ? language : 'en';
  const message = catalogues[source][id];
  if (message === undefined) throw new Error(`No server message ${id}`);
  const key = `${source}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, source, FORMATS);
    compiled.set(key, format);
  }
  return String(format.format(values));
}
