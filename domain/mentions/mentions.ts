/** At most this many people may be mentioned in one caption, comment or bio (Instagram's limit). */
export const MENTIONS_MAX = 20;
export const TOO_MANY_MENTIONS = `You can mention at most ${MENTIONS_MAX} people.`;

// A username's characters (sign-up's rule) after an '@' that does not follow a letter, digit, '_',
// '.' or '@', so that an email address ('ann@example.com') mentions nobody.
const MENTION = /(?<![\p{L}\p{N}_.@])@([A-Za-z0-9._]+)/gu;

export type MentionMatch = { start: number; end: number; username: string };

/**
 * Where `text` mentions someone: each '@name' with its place. A name's trailing dots are the
 * sentence's ('thanks @ann.'), not the name's.
 */
export function mentionMatches(text: string): MentionMatch[] {
  const matches: MentionMatch[] = [];
  for (const match of text.matchAll(MENTION)) {
    const username = match[1].replace(/\.+$/, '');
    if (!username) continue;
    const start = match.index ?? 0;
    matches.push({ start, end: start + 1 + username.length, username });
  }
  return matches;
}

/** The distinct names `text` mentions, lower-cased, in order of first mention. */
export function mentionedUsernames(text: string): string[] {
  return [...new Set(mentionMatches(text).map((match) => match.username.toLowerCase()))];
}

/** Whether `text` mentions more people than one text may. */
export function mentionsTooMany(text: string): boolean {
  return mentionedUsernames(text).length > MENTIONS_MAX;
}
