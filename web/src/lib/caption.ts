export type CaptionPart = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string; tag: string };

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/** Splits a caption into plain text and hashtags ('#tag' -> link to /hashtag/tag). */
export function splitCaption(caption: string): CaptionPart[] {
  const parts: CaptionPart[] = [];
  let last = 0;
  for (const match of caption.matchAll(HASHTAG)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: caption.slice(last, start) });
    parts.push({ kind: 'hashtag', text: match[0], tag: match[1] });
    last = start + match[0].length;
  }
  if (last < caption.length) parts.push({ kind: 'text', text: caption.slice(last) });
  return parts;
}

export function hashtagPath(tag: string): string {
  return `/hashtag/${encodeURIComponent(tag)}`;
}
