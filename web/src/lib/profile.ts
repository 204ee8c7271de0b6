export const FULL_NAME_MAX = 50;
export const BIO_MAX = 150;

/**
 * The bio an admin account starts with. An account whose bio is empty, this text or its own
 * username has not been set up yet: /profile/edit then asks to complete it.
 */
export const DEFAULT_ADMIN_BIO = 'Glimpse administrator';

export function isProfileIncomplete(user: { username: string; bio?: string | null }): boolean {
  const bio = user.bio?.trim() ?? '';
  return bio === '' || bio === DEFAULT_ADMIN_BIO || bio === user.username;
}

export type ProfileErrors = { fullName?: string; bio?: string };

/** The profile form's rules, with the texts the user sees (the server checks the same). */
export function validateProfile(values: { fullName: string; bio: string }): ProfileErrors {
  const errors: ProfileErrors = {};
  const fullName = values.fullName.trim();
  if (!fullName) errors.fullName = 'Full name is required';
  else if (fullName.length > FULL_NAME_MAX) errors.fullName = 'Full name must be less than 50 characters';
  if (values.bio.trim().length > BIO_MAX) errors.bio = 'Bio must be less than 150 characters';
  return errors;
}
