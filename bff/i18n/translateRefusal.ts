import type { RefusalText } from '../../domain/errors';
import type { Language } from '../../domain/language';
import type { UserQueries } from '../../projections/queries/userQueries';
import { requestLanguage } from './requestLanguage';
import { serverMessages, translate } from './translate';

/**
 * Refusals, and the notices some calls answer with, are written in English (domain/errors.ts, the
 * services: the spec's words); the catalogue holds each one a person meets under an id starting
 * 'refusal.' or 'notice.', so the edges find it by its English text and say it in the person's
 * language. A text not in the catalogue stays English.
 */
const idOfEnglish = new Map(
  Object.entries(serverMessages('en'))
    .filter(([id]) => id.startsWith('refusal.') || id.startsWith('notice.'))
    .map(([id, text]) => [text, id]),
);

/** `text`: the refusal's message and values when its words carry values (domain/errors.ts `RefusalText`). */
export function translateRefusal(language: Language, message: string, text?: RefusalText): string {
  if (language === 'en') return message;
  if (text) return translate(language, text.id, text.values);
  const id = idOfEnglish.get(message);
  return id ? translate(language, id) : message;
}

/** A notice (an answer's `message`) in the language of the request: the person's, else Accept-Language, else English. */
export async function noticeFor(
  users: Pick<UserQueries, 'languageOf'>,
  request: { viewerId: string | null; acceptLanguage?: string | null },
  english: string,
): Promise<string> {
  return translateRefusal(await requestLanguage(users, request), english);
}
