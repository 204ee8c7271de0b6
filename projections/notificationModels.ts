/** The notifications read models (projectors/notificationsProjector.ts), and the names of their collections. */

export const notificationTypes = [
  'like',
  'comment',
  'reply',
  'comment_like',
  'mention',
  'follow',
  'follow_request',
  'follow_accept',
  'report_update',
  'appeal_decision',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * One entry of a person's Activity. Ids only, no copied text: a comment's words are read from the
 * comments read model when shown, so erasing a person needs nothing here.
 *
 * `actorIds` holds the actors' ids, most recent first, separated by spaces: one string rather
 * than an array, so that regrouping a like is a `$set` of scalars, which the embedded store
 * applies without mingo (a replay is mostly likes). `_id` is computed from what the entry is
 * about (notificationKeys), so a write finds its entry by id, never by a search.
 */
export type NotificationDoc = {
  _id: string;
  recipientId: string;
  type: NotificationType;
  postId: string | null;
  /** The comment shown: the new comment (comment, reply, mention) or the liked one (comment_like). */
  commentId: string | null;
  /** The top comment of that comment's thread (its own id for a top comment): deleting it removes its replies' entries too. */
  threadId: string | null;
  actorIds: string;
  /** When each of them acted, in the same order and form: an actor taken away gives the entry the time of the next. */
  actorTimes: string;
  actorsCount: number;
  /** The latest actor's time. */
  createdAt: string;
  read: boolean;
  /** report_update: the report's new status; appeal_decision: the decision. */
  detail: string | null;
};

/** How many of a person's entries are unread (`_id`: the person): the badge reads one document. `total`: how many they have. */
export type NotificationCountDoc = { _id: string; unread: number; total: number };

/**
 * Each person keeps their latest entries only, as Instagram's Activity shows recent activity: an
 * entry per like of a post per day, comment and follow would otherwise grow without end. The
 * bench's 10,000 people made a million of them, which took the server past its 1,280 MB heap
 * limit as it loaded; 30 to 40 a person (349,000 entries, about 750 bytes each with their
 * indexes) still held 265 MB of it, and the server ran out under load. The oldest go in batches,
 * once a person has `NOTIFICATIONS_KEPT` and a margin.
 */
export const NOTIFICATIONS_KEPT = 20;
export const NOTIFICATIONS_TRIM_MARGIN = 5;

/** Whom a person's bio mentions now (`_id`: the person; ids separated by spaces), so that only people newly mentioned are told. */
export type BioMentionsDoc = { _id: string; mentions: string };

export const notificationCollections = {
  notifications: 'notifications',
  notificationCounts: 'notificationCounts',
  bioMentions: 'bioMentions',
} as const;

/** The UTC day of a time: likes of one post (or comment) within it are one entry. */
const dayOf = (at: string) => at.slice(0, 10);

export const notificationKeys = {
  like: (postId: string, at: string) => `like:${postId}:${dayOf(at)}`,
  commentLike: (commentId: string, at: string) => `comment_like:${commentId}:${dayOf(at)}`,
  /** One per new comment and recipient kind: the post's author, the replied-to author. */
  comment: (commentId: string) => `comment:${commentId}`,
  reply: (commentId: string) => `reply:${commentId}`,
  mention: (targetId: string, recipientId: string) => `mention:${targetId}:${recipientId}`,
  bioMention: (userId: string, recipientId: string) => `bio:${userId}:${recipientId}`,
  /** A follow request and the follow it becomes share one entry (the followee's). */
  follow: (followeeId: string, followerId: string) => `follow:${followeeId}:${followerId}`,
  followAccept: (followerId: string, followeeId: string) => `follow_accept:${followerId}:${followeeId}`,
  report: (reportId: string) => `report:${reportId}`,
  appeal: (appealId: string) => `appeal:${appealId}`,
};

/** The entry's actors, latest first; `limit`: only that many of the latest, without reading the rest (a popular post's entry names thousands). */
export const actorList = (doc: Pick<NotificationDoc, 'actorIds'>, limit?: number): string[] => (doc.actorIds ? doc.actorIds.split(' ', limit) : []);

/**
 * Where `word` stands in a space-separated list, as a whole word: its first character and the one
 * after its last; null when it is not there. A search of the text: splitting a popular post's
 * entry would copy every id in it.
 */
export function wordSpan(list: string, word: string): [number, number] | null {
  if (!list || !word) return null;
  for (let at = list.indexOf(word); at !== -1; at = list.indexOf(word, at + 1)) {
    const end = at + word.length;
    if ((at === 0 || list.charCodeAt(at - 1) === SPACE) && (end === list.length || list.charCodeAt(end) === SPACE)) return [at, end];
  }
  return null;
}

/** How many words of a space-separated list come before the character at `at`. */
export function wordsBefore(list: string, at: number): number {
  let count = 0;
  for (let space = list.indexOf(' '); space !== -1 && space < at; space = list.indexOf(' ', space + 1)) count++;
  return count;
}

/** The span of the list's word at `index` (0 the first); null past its last word. */
export function wordAt(list: string, index: number): [number, number] | null {
  if (!list) return null;
  let start = 0;
  for (let i = 0; i < index; i++) {
    const space = list.indexOf(' ', start);
    if (space === -1) return null;
    start = space + 1;
  }
  const space = list.indexOf(' ', start);
  return [start, space === -1 ? list.length : space];
}

/** The list without the word at `span` and one space beside it: V8 joins the two parts without copying them. */
export function withoutWord(list: string, [start, end]: [number, number]): string {
  if (start === 0) return end === list.length ? '' : list.slice(end + 1);
  return list.slice(0, start - 1) + list.slice(end);
}

/** The greatest word of a space-separated list (the latest of ISO times); '' for an empty list. */
export function greatestWord(list: string): string {
  let greatest = '';
  for (let start = 0; start <= list.length; ) {
    const space = list.indexOf(' ', start);
    const end = space === -1 ? list.length : space;
    const word = list.slice(start, end);
    if (word > greatest) greatest = word;
    start = end + 1;
  }
  return greatest;
}

const SPACE = 0x20;
