/**
 * How many characters a person sees in a text: code points, so that an emoji or an accented
 * letter typed as one counts as one, not as the two UTF-16 units JavaScript's `length` counts.
 */
export const characterCount = (text: string): number => [...text].length;

/**
 * Whether `text` has at most `max` characters, answered from its length alone when that settles
 * it (a character is one or two UTF-16 units), so a 900 KB text is never split into an array.
 */
export const hasAtMost = (text: string, max: number): boolean => text.length <= max || (text.length <= 2 * max && characterCount(text) <= max);
