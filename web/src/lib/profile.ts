/**
 * The bio an admin account starts with. An account whose bio is empty, this text or its own
 * username has not been set up yet: /profile/edit then asks to complete it.
 */
export const DEFAULT_ADMIN_BIO = 'Glimpse administrator';

export function isProfileIncomplete(user: { username: string; bio?: string | null }): boolean {
  const bio = user.bio?.trim() ?? '';
  return bio === '' || bio === DEFAULT_ADMIN_BIO || bio === user.username;
}

/** Whether `pathname` shows the viewer's own profile (or its lists): where the Profile tab is lit, and nowhere else. */
export function isOwnProfilePath(pathname: string, viewerId: string | undefined): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/profile' || path === '/profile/edit') return true;
  if (!viewerId) return false;
  const id = encodeURIComponent(viewerId);
  return path === `/profile/${id}` || path === `/followers/${id}` || path === `/following/${id}`;
}
