/**
 * How many characters a person sees in a text: code points, so that an emoji or an accented
 * letter typed as one counts as one, not as the two UTF-16 units JavaScript's `length` counts.
 */
export const characterCount = (text: string): number => [...text].length;
