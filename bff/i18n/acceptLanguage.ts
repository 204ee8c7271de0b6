import { isLanguage, type Language } from '../../domain/language';

/**
 * The best language of an Accept-Language header that Glimpse speaks ('es-ES;q=0.9' counts as
 * Spanish), by the header's weights; null when it names none of them (or there is no header).
 */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? null;
}

/** A mail's language from the request that asks for it (used when its person chose none): only when the request names one. */
export function requestedIn(request: { acceptLanguage?: string | null }): { language?: Language } {
  const language = acceptedLanguage(request.acceptLanguage);
  return language ? { language } : {};
}
