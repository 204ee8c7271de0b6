/**
 * Prefix keys: what lets a read store find "starts with" by equality on an indexed array, the
 * lookup every store answers from an index (the embedded one has no ranges over strings). A
 * document carries the lower-cased prefixes of its texts, one to SEARCH_KEY_LENGTH characters
 * long; a search looks its text up by the same prefix and, when the text is longer, checks the
 * rest on the few documents found.
 */
export const SEARCH_KEY_LENGTH = 10;

/** Characters, not UTF-16 units: a key never ends in half of a surrogate pair. */
const characters = (text: string) => Array.from(text);

/** The key a (lower-cased) search text is looked up by. */
export function searchKey(text: string): string {
  return characters(text).slice(0, SEARCH_KEY_LENGTH).join('');
}

/** Every prefix of each (lower-cased) text, up to SEARCH_KEY_LENGTH characters, each once. */
export function prefixKeys(texts: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    let prefix = '';
    for (const character of characters(text).slice(0, SEARCH_KEY_LENGTH)) {
      prefix += character;
      keys.add(prefix);
    }
  }
  return [...keys];
}

/** A full name as it is searched: lower-cased, whole (spaces collapsed) and word by word, so that 'smi' finds 'Anna Smith'. */
export function nameTexts(fullName: string | null): string[] {
  const name = (fullName ?? '').toLowerCase().trim().replace(/\s+/g, ' ');
  if (!name) return [];
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  return [...new Set([name, ...words])];
}
