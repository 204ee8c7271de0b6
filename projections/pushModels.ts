import { createHash } from 'node:crypto';
import type { PushSettings } from '../domain/push/settingsDecider';
import type { NotificationType } from './notificationModels';

/** The pushes read models (projectors/pushesProjector.ts and pushOutbox.ts), and the names of their collections. */
export const pushCollections = {
  pushSubscriptions: 'pushSubscriptions',
  pushSettings: 'pushSettings',
  pushOutbox: 'pushOutbox',
} as const;

/** A live subscription; the endpoint and keys are the person's, gone with their session, ban or account. */
export type PushSubscriptionDoc = { _id: string; userId: string; sessionId: string; endpoint: string; p256dh: string; auth: string; createdAt: string };

/** A person's choices (`_id`: the person); none stored reads as everything on. */
export type PushSettingsDoc = PushSettings & { _id: string };

export type PushKind = NotificationType | 'message';

/**
 * One push due to one subscription. Ids only, no words: the reactor reads what it says when it
 * sends, so a retracted notification or a read chat is not pushed, and erasure needs nothing here
 * but the person's own pushes (by `userId`).
 */
export type PushOutboxDoc = {
  /** Derived from the event that told, the entry and the subscription: the same on every replay. */
  _id: string;
  userId: string;
  subscriptionId: string;
  kind: PushKind;
  /** The notification entry told (notificationKeys), or for a message its conversation. */
  entryId: string;
  actorId: string | null;
  messageId: string | null;
  /** When it happened, when it is due, and when it is no longer worth pushing. */
  at: string;
  dueAt: string;
  expiresAt: string;
  attempts: number;
};

/** Which setting lets a kind through; reports' and appeals' outcomes have none and are always pushed. */
export const settingOfKind: Record<PushKind, keyof PushSettings | null> = {
  like: 'likes',
  comment_like: 'likes',
  comment: 'comments',
  reply: 'comments',
  mention: 'mentions',
  follow: 'follows',
  follow_request: 'follows',
  follow_accept: 'follows',
  message: 'messages',
  report_update: null,
  appeal_decision: null,
};

/** A push's id: the event that caused it, what it tells and where it goes, hashed into a stream-safe name. */
export const pushIdOf = (eventId: string, entryId: string, subscriptionId: string): string =>
  createHash('sha256').update(`${eventId}|${entryId}|${subscriptionId}`).digest('hex').slice(0, 32);
