/**
 * Who a passkey is for (WebAuthn's relying party): the site's host name as its id, and the origin
 * its pages are served from. PUBLIC_URL names them when it is set, as it must be behind a proxy
 * that does not say which host was asked for: a passkey works only for the id it was made for, so
 * that id must not change with how a request arrives. Without it, the host the request asked for
 * (as a proxy on this machine forwarded it) does, so `npm start` on localhost and the tests work.
 */
export type RelyingParty = { id: string; origin: string };

export function relyingPartyOf(publicUrl: string | null, siteOrigin: string | null | undefined): RelyingParty | null {
  const address = publicUrl ?? siteOrigin;
  if (!address || !URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return { id: url.hostname, origin: url.origin };
}
