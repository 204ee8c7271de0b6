import { useSearchParams } from 'react-router';

/**
 * Where a signed-out person was going (a shared post, any deep link) rides along the sign-in and
 * sign-up pages as `?next=/post/...`, so that they land there once signed in. Only a path of this
 * site is taken: anything a browser could read as another site ('//evil.com', 'https://evil.com',
 * '/\evil.com', which browsers read as '//evil.com') is ignored, so a link cannot send anyone away.
 */
export const RETURN_PARAM = 'next';

const HERE = 'https://glimpse.invalid';
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/** Pages that are no destination after signing in. */
const NOT_TARGETS = new Set(['/', '/login', '/signup', '/admin-signup', '/welcome']);

/** `value` as a path of this site to return to, or null when it is none (or only the home page). */
export function safeReturnPath(value: string | null | undefined): string | null {
  // Browsers read a backslash as a slash and drop tabs and line breaks: none of them belongs in a path here.
  if (!value?.startsWith('/') || value.startsWith('//') || UNSAFE.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  // Dot segments can still make '//' ('/..//evil.com'): the path is read back as the browser will.
  if (url.origin !== HERE || url.pathname.startsWith('//') || NOT_TARGETS.has(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** `path` carrying the return target `next`, or `path` alone when there is none. */
export function withReturnTo(path: string, next: string | null): string {
  return next ? `${path}?${RETURN_PARAM}=${encodeURIComponent(next)}` : path;
}

/** The return target the current page was given, checked. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM));
}
