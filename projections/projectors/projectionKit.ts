import type { DomainEvent, EventData, EventOf, EventType } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import type { ChangeNotice, Projector } from '../projector';
import type { ReadStore } from '../readStore';
import { GuardedStore, guardField } from '../revisionGuard';
import { allProjectors } from '.';

/** Test-only: the read side as the runner drives it, on an in-memory read store, and the events the tests feed it. */

/** The time of every event and its metadata unless a test gives another. */
export const kitTime = '2026-01-01T00:00:00.000Z';

/** Where an event stands in its stream and, where a test needs them, who acted and from which address. */
export type Delivery = { revision?: number; userId?: string; clientIp?: string };

export const storedEvent = (event: DomainEvent, { position, revision = 0, userId, clientIp }: Delivery & { position: number }): StoredEvent => ({
  id: `e${position}`,
  type: event.type,
  data: event.data,
  metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at: kitTime, userId, clientIp },
  stream: 's',
  revision,
  position,
});

/**
 * The projectors set up on a fresh read store (or on `options.store`); `project` stores an event at
 * the next position and feeds it to each of them, as the runner does, returning their notices.
 */
export async function projection(projectors: Projector[] = allProjectors, options: { store?: ReadStore } = {}) {
  const store = options.store ?? (await openMemoryReadStore({}));
  for (const projector of projectors) await projector.setup(store);
  const log: StoredEvent[] = [];
  // Each writes through its revision guard, as under the runner.
  const guarded = projectors.map((projector) => new GuardedStore(store, guardField(projector.name)));
  const deliver = async (event: DomainEvent, stored: StoredEvent) => {
    const notices: ChangeNotice[] = [];
    for (const [i, projector] of projectors.entries()) notices.push(...(await projector.apply(event, stored, guarded[i].at(stored.position))));
    return notices;
  };
  return {
    store,
    /** Every event projected so far, as stored. */
    log,
    /** `delivery` is the event's revision in its stream, or a `Delivery`. */
    project(event: DomainEvent, delivery: number | Delivery = 0) {
      const stored = storedEvent(event, { position: log.length + 1, ...(typeof delivery === 'number' ? { revision: delivery } : delivery) });
      log.push(stored);
      return deliver(event, stored);
    },
    /** Delivers the logged events from `from` (negative: counted from the end) again, as after a restart from a checkpoint that lagged. */
    async redeliver(from = 0) {
      for (const stored of log.slice(from)) await deliver({ type: stored.type, data: stored.data } as DomainEvent, stored);
    },
  };
}

export type Projection = Awaited<ReturnType<typeof projection>>;

/** The fields a test sets on an event; the builders fill in the rest. */
type Fields<T extends EventType> = Partial<EventData<T>>;

export function userRegistered(userId: string, fields: Fields<'UserRegistered'> = {}): EventOf<'UserRegistered'> {
  const username = fields.username ?? userId;
  const data = { userId, username, email: `${username}@x.co`, passwordHash: 'h', birthDate: '1990-01-01T00:00:00.000Z', avatar: null, isAdmin: false };
  return { type: 'UserRegistered', data: { ...data, registeredAt: kitTime, ...fields } };
}

export const profileUpdated = (userId: string, fields: Fields<'ProfileUpdated'> = {}): EventOf<'ProfileUpdated'> => ({
  type: 'ProfileUpdated',
  data: { userId, fullName: '', bio: '', mentions: [], ...fields },
});

export const accountDeleted = (userId: string, fields: Fields<'AccountDeleted'> = {}): EventOf<'AccountDeleted'> => ({
  type: 'AccountDeleted',
  data: { userId, at: kitTime, ...fields },
});

/** A post of one item unless `fields` gives `media`; the item is `mediaUrl`, `mediaType` and `posterUrl`, given or not. */
export function postPublished(postId: string, userId: string, fields: Fields<'PostPublished'> = {}): EventOf<'PostPublished'> {
  const first = fields.media?.[0];
  const url = first?.url ?? fields.mediaUrl ?? `/media/${postId}.jpg`;
  const type = first?.type ?? fields.mediaType ?? 'image';
  const posterUrl = first?.posterUrl ?? fields.posterUrl ?? null;
  const media = fields.media ?? [{ url, type, posterUrl, width: null, height: null }];
  const data = { postId, userId, mediaUrl: url, mediaType: type, posterUrl, caption: '', location: '', hashtags: [], mentions: [] };
  return { type: 'PostPublished', data: { ...data, publishedAt: kitTime, alts: media.map(() => ''), ...fields, media } };
}

export const postEdited = (postId: string, userId: string, fields: Fields<'PostEdited'> = {}): EventOf<'PostEdited'> => ({
  type: 'PostEdited',
  data: { postId, userId, caption: '', location: '', alt: [''], hashtags: [], mentions: [], newMentions: [], editedAt: kitTime, ...fields },
});

export const postDeleted = (postId: string, userId: string, fields: Fields<'PostDeleted'> = {}): EventOf<'PostDeleted'> => ({
  type: 'PostDeleted',
  data: { postId, userId, by: userId, at: kitTime, ...fields },
});

export const postBanned = (postId: string, fields: Fields<'PostBanned'> = {}): EventOf<'PostBanned'> => ({
  type: 'PostBanned',
  data: { postId, by: 'admin', reason: 'spam', at: kitTime, ...fields },
});

export const postUnbanned = (postId: string, fields: Fields<'PostUnbanned'> = {}): EventOf<'PostUnbanned'> => ({
  type: 'PostUnbanned',
  data: { postId, by: 'admin', at: kitTime, ...fields },
});

export const postLiked = (postId: string, userId: string, fields: Fields<'PostLiked'> = {}): EventOf<'PostLiked'> => ({
  type: 'PostLiked',
  data: { postId, userId, at: kitTime, ...fields },
});

export const postUnliked = (postId: string, userId: string, fields: Fields<'PostUnliked'> = {}): EventOf<'PostUnliked'> => ({
  type: 'PostUnliked',
  data: { postId, userId, at: kitTime, ...fields },
});

export const commentAdded = (postId: string, commentId: string, userId: string, fields: Fields<'CommentAdded'> = {}): EventOf<'CommentAdded'> => ({
  type: 'CommentAdded',
  data: { postId, commentId, userId, content: 'nice', parentId: null, mentions: [], at: kitTime, ...fields },
});

export const commentDeleted = (postId: string, commentId: string, by: string, fields: Fields<'CommentDeleted'> = {}): EventOf<'CommentDeleted'> => ({
  type: 'CommentDeleted',
  data: { postId, commentId, by, at: kitTime, ...fields },
});

export const commentLiked = (postId: string, commentId: string, userId: string, fields: Fields<'CommentLiked'> = {}): EventOf<'CommentLiked'> => ({
  type: 'CommentLiked',
  data: { postId, commentId, userId, at: kitTime, ...fields },
});

export const commentUnliked = (postId: string, commentId: string, userId: string, fields: Fields<'CommentUnliked'> = {}): EventOf<'CommentUnliked'> => ({
  type: 'CommentUnliked',
  data: { postId, commentId, userId, at: kitTime, ...fields },
});

export const userFollowed = (followerId: string, followeeId: string, fields: Fields<'UserFollowed'> = {}): EventOf<'UserFollowed'> => ({
  type: 'UserFollowed',
  data: { followerId, followeeId, at: kitTime, ...fields },
});

export const userUnfollowed = (followerId: string, followeeId: string, fields: Fields<'UserUnfollowed'> = {}): EventOf<'UserUnfollowed'> => ({
  type: 'UserUnfollowed',
  data: { followerId, followeeId, at: kitTime, ...fields },
});

export const messageSent = (conversationId: string, messageId: string, senderId: string, fields: Fields<'MessageSent'> = {}): EventOf<'MessageSent'> => ({
  type: 'MessageSent',
  data: { conversationId, messageId, senderId, content: 'hi', story: null, at: kitTime, ...fields },
});

export const reportSubmitted = (reportId: string, userId: string, fields: Fields<'ReportSubmitted'> = {}): EventOf<'ReportSubmitted'> => ({
  type: 'ReportSubmitted',
  data: {
    reportId,
    userId,
    reportedUserId: null,
    text: 'spam',
    imageUrl: null,
    at: kitTime,
    targetType: null,
    targetId: null,
    targetParentId: null,
    contentAuthorId: null,
    contentText: null,
    contentMediaUrl: null,
    ...fields,
  },
});
