/** The distinct hashtags of a caption, lower-cased, in order of first use. */
export function extractHashtags(caption: string): string[] {
  const tags = new Set<string>();
  for (const match of caption.matchAll(/#([\p{L}\p{N}_]+)/gu)) tags.add(match[1].toLowerCase());
  return [...tags];
}
