import type { Language } from '../../domain/language';
import type { UserQueries } from '../../projections/queries/userQueries';
import { acceptedLanguage } from './acceptLanguage';

/**
 * The language to answer a request in: the signed-in person's choice, else the request's
 * Accept-Language, else English (so a client that says nothing gets the spec's own words).
 * Asked only when there is something to say (a refusal): no request pays for it otherwise.
 */
export async function requestLanguage(
  users: Pick<UserQueries, 'languageOf'>,
  request: { viewerId: string | null; acceptLanguage?: string | null },
): Promise<Language> {
  const chosen = request.viewerId ? await users.languageOf(request.viewerId).catch(() => null) : null;
  return chosen ?? acceptedLanguage(request.acceptLanguage) ?? 'en';
}
