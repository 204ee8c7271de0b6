import type { CropBox } from '../lib/media';

/**
 * One write waiting in the outbox. `id` names it in the store; `key` is the Idempotency-Key it is
 * sent with, so that a resend after a lost answer is answered by the server without being applied
 * again. `seq` is its place in the one order all writes go out in.
 */
type Base = { id: string; key: string; userId: string; seq: number; createdAt: string };

/** A like, a bookmark or a follow: switched on or off. */
export type ToggleKind = 'like' | 'save' | 'follow';

/**
 * A toggle the person wants `wanted`, which was `from` when they first tapped it; `sent` once a
 * request for it may have reached the server (from then on it is never dropped unsent).
 */
export type ToggleWrite = Base & { kind: ToggleKind; targetId: string; from: boolean; wanted: boolean; sent: boolean };
export type CommentWrite = Base & { kind: 'comment'; postId: string; content: string; parentId: string | null };
export type MessageWrite = Base & { kind: 'message'; conversationId: string; content: string };
/** A file of a new post, kept whole in IndexedDB until it is uploaded. */
export type PostFile = { file: File; mediaKind: 'image' | 'video'; crop: CropBox | null; alt: string };
/** A new post: its files are uploaded in turn (their ids kept in `mediaIds` as they land), then it is published. */
export type PostWrite = Base & { kind: 'post'; files: PostFile[]; caption: string; location: string; mediaIds: string[] };

export type OutboxWrite = ToggleWrite | CommentWrite | MessageWrite | PostWrite;
export type WriteKind = OutboxWrite['kind'];

/** What the server refused, kept until a page of the app has shown it (the worker may be the one that sent it). */
export type Refusal = { id: string; userId: string; kind: WriteKind; message: string; timedOut?: boolean };

/** A toggle's id: one write per person and target, however often it is tapped. */
export const toggleId = (userId: string, kind: ToggleKind, targetId: string) => `${kind}:${userId}:${targetId}`;

/** The person's writes in the order they go out. */
export function inOrder(writes: readonly OutboxWrite[], userId: string): OutboxWrite[] {
  return writes.filter((write) => write.userId === userId).sort((a, b) => a.seq - b.seq);
}

/** A place after every write there is, never before the clock (so a new write is last). */
export const nextSeq = (writes: readonly OutboxWrite[], now: number) => Math.max(now, ...writes.map((write) => write.seq + 1));

/**
 * A tap on a toggle while it waits in the outbox (or `existing` null: while the server's state is
 * `server`). Taps net out: a like then an unlike made offline sends nothing, since the server never
 * saw the like (and its author is never told of it). Once a request may have reached the server
 * the write stays, with the state now wanted, and the flush sends what it takes to get there.
 * Answers the write to keep, or null to drop it.
 */
export function tapToggle(existing: ToggleWrite | null, fresh: Omit<ToggleWrite, 'from' | 'wanted' | 'sent'>, server: boolean): ToggleWrite | null {
  if (!existing) return { ...fresh, from: server, wanted: !server, sent: false };
  const wanted = !existing.wanted;
  if (!existing.sent && wanted === existing.from) return null;
  return { ...existing, wanted };
}

/** The state a person sees for a toggle: the one they asked for while it waits, else the server's. */
export const shownToggle = (server: boolean, pending: boolean | undefined) => pending ?? server;

/** A count that moves by one with a waiting toggle (likes, followers). */
export function shownCount(count: number, server: boolean, pending: boolean | undefined): number {
  if (pending === undefined || pending === server) return count;
  return Math.max(0, count + (pending ? 1 : -1));
}

/**
 * After the server answered a toggle with `answered`: done when that is the state now wanted;
 * else (tapped again meanwhile, or it was changed elsewhere) one more toggle is sent, under a new key.
 */
export const toggleSettled = (write: ToggleWrite, answered: boolean) => write.wanted === answered;
