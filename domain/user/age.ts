/** Whole years from a birth date to `now`, one less when this year's birthday is still to come (UTC). */
export function ageOn(birthDate: Date, now: Date): number {
  let age = now.getUTCFullYear() - birthDate.getUTCFullYear();
  const monthDiff = now.getUTCMonth() - birthDate.getUTCMonth();
  if (monthDiff < 0 || (monthDiff === 0 && now.getUTCDate() < birthDate.getUTCDate())) age--;
  return age;
}

export const MINIMUM_AGE = 18;
