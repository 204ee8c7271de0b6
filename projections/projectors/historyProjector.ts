import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { moderationCollections as names, type HistoryDoc } from '../moderationModels';
import type { Projector } from '../projector';

/** The actions the audit log and timelines name. Admin actions are those with an `adminId`. */
export const HISTORY_ACTIONS = [
  'account_created',
  'account_deleted',
  'post_created',
  'report_submitted',
  'reported',
  'report_status_changed',
  'timed_out',
  'banned',
  'unbanned',
  'timeout_lifted',
  'appeal_filed',
  'appeal_decided',
  'ip_banned',
  'ip_unbanned',
  'post_banned',
  'post_unbanned',
  'post_deleted',
  'comment_deleted',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

type Entry = Omit<HistoryDoc, '_id' | 'position' | 'action'> & { action: HistoryAction; key?: string };

const entry = (e: Partial<Entry> & Pick<Entry, 'targetType' | 'targetId' | 'action' | 'at'>): Entry => ({
  actorId: null,
  adminId: null,
  reason: null,
  detail: null,
  ...e,
});

function entriesOf(event: DomainEvent): Entry[] {
  switch (event.type) {
    case 'UserRegistered':
      return [entry({ targetType: 'user', targetId: event.data.userId, action: 'account_created', actorId: event.data.userId, at: event.data.registeredAt })];
    case 'AccountDeleted':
      return [entry({ targetType: 'user', targetId: event.data.userId, action: 'account_deleted', actorId: event.data.userId, at: event.data.at })];
    case 'PostPublished':
      return [entry({ targetType: 'post', targetId: event.data.postId, action: 'post_created', actorId: event.data.userId, at: event.data.publishedAt })];
    case 'ReportSubmitted': {
      const { reportId, userId, reportedUserId, at } = event.data;
      const submitted = entry({ targetType: 'report', targetId: reportId, action: 'report_submitted', actorId: userId, detail: reportedUserId, at });
      if (!reportedUserId) return [submitted];
      return [submitted, entry({ key: 'reported', targetType: 'user', targetId: reportedUserId, action: 'reported', actorId: userId, detail: reportId, at })];
    }
    case 'ReportStatusChanged': {
      const { reportId, from, to, by, at } = event.data;
      return [entry({ targetType: 'report', targetId: reportId, action: 'report_status_changed', actorId: by, adminId: by, detail: `${from} → ${to}`, at })];
    }
    case 'UserTimedOut': {
      const { userId, until, reason, by, at } = event.data;
      return [entry({ targetType: 'user', targetId: userId, action: 'timed_out', actorId: by, adminId: by, reason, detail: until, at })];
    }
    case 'UserBanned': {
      const { userId, reason, by, at } = event.data;
      return [entry({ targetType: 'user', targetId: userId, action: 'banned', actorId: by, adminId: by, reason, at })];
    }
    case 'UserUnbanned': {
      const { userId, reason, by, appealId, at } = event.data;
      return [entry({ targetType: 'user', targetId: userId, action: 'unbanned', actorId: by, adminId: by, reason, detail: appealId, at })];
    }
    case 'UserTimeoutLifted': {
      const { userId, reason, by, appealId, at } = event.data;
      return [entry({ targetType: 'user', targetId: userId, action: 'timeout_lifted', actorId: by, adminId: by, reason, detail: appealId, at })];
    }
    case 'AppealFiled': {
      // On the person's timeline (and the post's, for a post ban); what they wrote stays in the appeal.
      const { appealId, userId, sanction, postId, at } = event.data;
      const filed = entry({ targetType: 'user', targetId: userId, action: 'appeal_filed', actorId: userId, detail: `${sanction} ${appealId}`, at });
      if (!postId) return [filed];
      return [
        filed,
        entry({ key: 'post', targetType: 'post', targetId: postId, action: 'appeal_filed', actorId: userId, detail: `${sanction} ${appealId}`, at }),
      ];
    }
    case 'AppealDecided': {
      const { appealId, userId, decision, reason, by, at } = event.data;
      return [
        entry({ targetType: 'user', targetId: userId, action: 'appeal_decided', actorId: by, adminId: by, reason, detail: `${decision} ${appealId}`, at }),
      ];
    }
    case 'IpBanned': {
      const { ip, reason, by, at } = event.data;
      return [entry({ targetType: 'ip', targetId: ip, action: 'ip_banned', actorId: by, adminId: by, reason, at })];
    }
    case 'IpUnbanned': {
      const { ip, by, at } = event.data;
      return [entry({ targetType: 'ip', targetId: ip, action: 'ip_unbanned', actorId: by, adminId: by, at })];
    }
    case 'PostBanned': {
      const { postId, by, reason, at } = event.data;
      return [entry({ targetType: 'post', targetId: postId, action: 'post_banned', actorId: by, adminId: by, reason, at })];
    }
    case 'PostUnbanned': {
      const { postId, by, at } = event.data;
      return [entry({ targetType: 'post', targetId: postId, action: 'post_unbanned', actorId: by, adminId: by, at })];
    }
    case 'PostDeleted': {
      // Deleting someone else's post is an administrator's act; an author deleting their own is not.
      const { postId, userId, by, at } = event.data;
      return [entry({ targetType: 'post', targetId: postId, action: 'post_deleted', actorId: by, adminId: by === userId ? null : by, at })];
    }
    case 'CommentDeleted': {
      const { postId, commentId, by, at } = event.data;
      return [entry({ targetType: 'post', targetId: postId, action: 'comment_deleted', actorId: by, detail: commentId, at })];
    }
    default:
      return [];
  }
}

/** Every user's, post's, report's and address's history; the admin entries are the audit log. Insert only. */
export const historyProjector: Projector = {
  name: 'history',
  writes: [names.history],
  handles: [
    'UserRegistered',
    'AccountDeleted',
    'PostPublished',
    'ReportSubmitted',
    'ReportStatusChanged',
    'UserTimedOut',
    'UserBanned',
    'UserUnbanned',
    'UserTimeoutLifted',
    'AppealFiled',
    'AppealDecided',
    'IpBanned',
    'IpUnbanned',
    'PostBanned',
    'PostUnbanned',
    'PostDeleted',
    'CommentDeleted',
  ],
  async setup(store) {
    const history = store.collection(names.history);
    await history.createIndex({ keys: { targetId: 1, position: 1 } });
    await history.createIndex({ keys: { adminId: 1, position: -1 } });
    await history.createIndex({ keys: { position: -1 } });
  },
  async apply(event, stored: StoredEvent, store) {
    const history = store.collection<HistoryDoc>(names.history);
    for (const { key, ...e } of entriesOf(event)) {
      const _id = key ? `${stored.id}:${key}` : stored.id;
      await history.updateOne({ _id }, { $setOnInsert: { ...e, position: stored.position } }, { upsert: true });
    }
    return [];
  },
};
