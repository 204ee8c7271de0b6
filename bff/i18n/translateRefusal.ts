import type { Language } from '../../domain/language';
import { serverMessages, translate } from './translate';

/**
 * Refusals are thrown with their English text (domain/errors.ts, the spec's words); the catalogue
 * holds each one a person meets under an id starting 'refusal.', so the edges find it by its
 * English text and answer it in the person's language. A text not in the catalogue stays English.
 */
const idOfEnglish = new Map(
  Object.entries(serverMessages('en'))
    .filter(([id]) => id.startsWith('refusal.'))
    .map(([id, text]) => [text, id]),
);

export function translateRefusal(language: Language, message: string): string {
  if (language === 'en') return message;
  const id = idOfEnglish.get(message);
  return id ? translate(language, id) : message;
}
