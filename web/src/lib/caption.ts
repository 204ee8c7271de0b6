import { mentionMatches } from '../../../domain/mentions/mentions';

export type CaptionPart = { kind: 'text'; text: string } | { kind: 'hashtag'; text: string; tag: string } | { kind: 'mention'; text: string; username: string };

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/**
 * Splits a caption, comment or bio into plain text, hashtags ('#tag' -> /hashtag/tag) and
 * mentions ('@name' -> that person's profile), with the server's rule for what a mention is.
 */
export function splitCaption(caption: string): CaptionPart[] {
  const links: (CaptionPart & { start: number })[] = [
    ...[...caption.matchAll(HASHTAG)].map((m) => ({ kind: 'hashtag' as const, text: m[0], tag: m[1], start: m.index ?? 0 })),
    ...mentionMatches(caption).map((m) => ({ kind: 'mention' as const, text: caption.slice(m.start, m.end), username: m.username, start: m.start })),
  ].sort((a, b) => a.start - b.start);
  const parts: CaptionPart[] = [];
  let last = 0;
  for (const { start, ...part } of links) {
    if (start < last) continue;
    if (start > last) parts.push({ kind: 'text', text: caption.slice(last, start) });
    parts.push(part);
    last = start + part.text.length;
  }
  if (last < caption.length) parts.push({ kind: 'text', text: caption.slice(last) });
  return parts;
}

export function hashtagPath(tag: string): string {
  return `/hashtag/${encodeURIComponent(tag)}`;
}

/** A mention's link: the profile of whoever holds the name (routes/ProfileByUsername.tsx finds them). */
export function mentionPath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}
