/** Opaque keyset cursor over (createdAt, id), newest first. */
export type CursorKey = { createdAt: string; id: string };

export const encodeCursor = (key: CursorKey) => Buffer.from(`${key.createdAt}|${key.id}`).toString('base64url');

export function decodeCursor(cursor: string): CursorKey | null {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}

/** The MongoDB filter for everything after `key` in (createdAt desc, _id desc) order. */
export const afterKeyFilter = (key: CursorKey) => ({
  $or: [{ createdAt: { $lt: key.createdAt } }, { createdAt: key.createdAt, _id: { $lt: key.id } }],
});

/** Opaque cursor over a list ordered by a global event position, newest first (the likers of a post). */
export const encodePositionCursor = (position: number) => Buffer.from(`p${position}`).toString('base64url');

export function decodePositionCursor(cursor: string): number | null {
  const match = /^p(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}
