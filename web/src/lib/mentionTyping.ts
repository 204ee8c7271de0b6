/** The '@name' being typed at the caret: where its '@' is and the name so far (possibly empty). */
export type TypedMention = { start: number; query: string };

const NAME_CHAR = /[A-Za-z0-9._]/;
// What may not stand before a mention's '@' (the server's rule, domain/mentions/mentions.ts).
const GLUED = /[\p{L}\p{N}_.@]/u;

/** The mention the caret is in the middle or at the end of, if any. */
export function typedMention(text: string, caret: number): TypedMention | null {
  let at = caret;
  while (at > 0 && NAME_CHAR.test(text[at - 1])) at--;
  if (at === 0 || text[at - 1] !== '@') return null;
  if (at >= 2 && GLUED.test(text[at - 2])) return null;
  return { start: at - 1, query: text.slice(at, caret) };
}

/** `text` with the typed mention replaced by the chosen name and a space; the caret goes after it. */
export function insertMention(text: string, caret: number, mention: TypedMention, username: string): { text: string; caret: number } {
  let end = caret;
  while (end < text.length && NAME_CHAR.test(text[end])) end++;
  const inserted = `@${username} `;
  const rest = text.slice(end).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}
