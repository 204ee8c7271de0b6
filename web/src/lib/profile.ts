/**
 * The bio an admin account starts with. An account whose bio is empty, this text or its own
 * username has not been set up yet: /profile/edit then asks to complete it.
 */
export const DEFAULT_ADMIN_BIO = 'Glimpse administrator';

export function isProfileIncomplete(user: { username: string; bio?: string | null }): boolean {
  const bio = user.bio?.trim() ?? '';
  return bio === '' || bio === DEFAULT_ADMIN_BIO || bio === user.username;
}
