import {
  greatestWord,
  notificationCollections as names,
  NOTIFICATIONS_KEPT,
  NOTIFICATIONS_TRIM_MARGIN,
  type NotificationCountDoc,
  type NotificationDoc,
  wordAt,
  wordSpan,
  wordsBefore,
  withoutWord,
} from '../notificationModels';
import type { ChangeNotice } from '../projector';
import type { Filter, ReadStore } from '../readStore';
import type { PushDue } from './pushOutbox';

/** What an entry is about and whom it is for; the writer keeps its actors, time and read state. */
export type EntryBase = Pick<NotificationDoc, '_id' | 'recipientId' | 'type'> & Partial<Pick<NotificationDoc, 'postId' | 'commentId' | 'threadId' | 'detail'>>;

/**
 * The writes of one event into the notifications and each person's unread count. Every write is
 * decided from what the entry holds, so that an event delivered again changes nothing (an actor
 * already there, an entry already gone), and the count moves exactly when an entry turns unread
 * or an unread one goes. `notices()`: the people whose count changed.
 */
export class NotificationWriter {
  private readonly entries;
  private readonly counts;
  private readonly changed = new Set<string>();
  private readonly toldNow: PushDue[] = [];

  constructor(store: ReadStore) {
    this.entries = store.collection<NotificationDoc>(names.notifications);
    this.counts = store.collection<NotificationCountDoc>(names.notificationCounts);
  }

  /** A new unread entry with one actor (none for what the service tells), unless it is there already. */
  async add(base: EntryBase, actorId: string | null, at: string): Promise<void> {
    const { upsertedId } = await this.entries.updateOne({ _id: base._id }, { $setOnInsert: this.fresh(base, actorId, at) }, { upsert: true });
    if (upsertedId === null) return;
    this.tell(base, actorId, at);
    await this.bump(base.recipientId, 1, 1);
    const total = (await this.counts.findOne({ _id: base.recipientId }))?.total ?? 0;
    if (total > NOTIFICATIONS_KEPT + NOTIFICATIONS_TRIM_MARGIN) await this.trim(base.recipientId, total - NOTIFICATIONS_KEPT);
  }

  /**
   * The person's `count` oldest entries go (see NOTIFICATIONS_KEPT), and their count with them, in
   * one write. Their few dozen entries are sorted here: a sorted read would build, and keep, an
   * order of them in the store that their next entry undoes.
   */
  private async trim(recipientId: string, count: number): Promise<void> {
    const oldest = (await this.entries.find({ recipientId })).sort(oldestFirst).slice(0, count);
    if (oldest.length === 0) return;
    await this.entries.deleteMany({ _id: { $in: oldest.map((doc) => doc._id) } });
    await this.bump(recipientId, -oldest.filter((doc) => !doc.read).length, -oldest.length);
  }

  /**
   * Adds the actor at the front of a grouped entry (made if new): it moves to the top of the list
   * and is unread again. The entry is not searched for the actor: a popular post's entry names
   * thousands, and a search of them at every like made each like cost more than the last. An actor
   * is there already only when the same like comes again (an unlike takes them out), and then the
   * revision guard refuses the write (nothing matched), so nothing is told or counted twice.
   */
  async group(base: EntryBase, actorId: string, at: string): Promise<void> {
    const doc = await this.entries.findOne({ _id: base._id });
    if (!doc) return this.add(base, actorId, at);
    const createdAt = at > doc.createdAt ? at : doc.createdAt;
    const update = { actorIds: `${actorId} ${doc.actorIds}`, actorTimes: `${at} ${doc.actorTimes}`, actorsCount: doc.actorsCount + 1, createdAt, read: false };
    const { matchedCount } = await this.entries.updateOne({ _id: base._id }, { $set: update });
    if (matchedCount === 0) return;
    this.tell(base, actorId, at);
    if (doc.read) await this.bump(doc.recipientId, 1);
  }

  /** The entry again, as new (a status changed again, a person mentioned again): later than it was, unread. */
  async renew(base: EntryBase, actorId: string | null, at: string): Promise<void> {
    const doc = await this.entries.findOne({ _id: base._id });
    if (!doc) return this.add(base, actorId, at);
    if (doc.createdAt >= at) return;
    const update = { createdAt: at, actorTimes: actorId ? at : '', read: false, detail: base.detail ?? null };
    await this.entries.updateOne({ _id: base._id }, { $set: update });
    this.tell(base, actorId, at);
    if (doc.read) await this.bump(doc.recipientId, 1);
  }

  /**
   * Takes the actor out of each entry that names them; an entry left with nobody goes, and one that
   * loses its latest actor takes the time of the latest one left. The actor and their time are cut
   * out of the entry's two lists where they stand, without splitting them: a popular post's entry
   * names thousands.
   */
  async removeActor(docs: NotificationDoc[], actorId: string): Promise<void> {
    for (const doc of docs) {
      const span = wordSpan(doc.actorIds, actorId);
      if (!span) continue;
      const left = withoutActor(doc, actorId, span);
      if (left.actorIds === '') await this.remove({ _id: doc._id });
      else await this.entries.updateOne({ _id: doc._id }, { $set: left });
    }
  }

  /** Entries matching the filter, to take actors out of. */
  find(filter: Filter): Promise<NotificationDoc[]> {
    return this.entries.find(filter);
  }

  /** Removes the matching entries; each unread one counts one fewer for its recipient. */
  async remove(filter: Filter): Promise<void> {
    const docs = await this.entries.find(filter);
    if (docs.length === 0) return;
    await this.entries.deleteMany({ _id: { $in: docs.map((doc) => doc._id) } });
    for (const doc of docs) await this.bump(doc.recipientId, doc.read ? 0 : -1, -1);
  }

  /** Everything the person had up to `at` is read; what came after (an event delivered again after the mark) stays unread. */
  async markRead(userId: string, at: string): Promise<void> {
    await this.entries.updateMany({ recipientId: userId, read: false, createdAt: { $lte: at } }, { $set: { read: true } });
    const unread = await this.entries.countDocuments({ recipientId: userId, read: false });
    const before = (await this.counts.findOne({ _id: userId }))?.unread ?? 0;
    if (unread === before) return;
    await this.counts.updateOne({ _id: userId }, { $set: { unread } }, { upsert: true });
    this.changed.add(userId);
  }

  /** A deleted person's entries and count. */
  async forget(userId: string): Promise<void> {
    await this.entries.deleteMany({ recipientId: userId });
    await this.counts.deleteOne({ _id: userId });
  }

  /** The entries this event told anew (made, grouped again, renewed), to be pushed. */
  told(): PushDue[] {
    return this.toldNow;
  }

  private tell(base: EntryBase, actorId: string | null, at: string) {
    this.toldNow.push({ userId: base.recipientId, kind: base.type, entryId: base._id, actorId, at });
  }

  notices(): ChangeNotice[] {
    return Array.from(this.changed, (userId) => ({ kind: 'notifications', userId }));
  }

  private fresh(base: EntryBase, actorId: string | null, at: string): Omit<NotificationDoc, '_id'> {
    return {
      recipientId: base.recipientId,
      type: base.type,
      postId: base.postId ?? null,
      commentId: base.commentId ?? null,
      threadId: base.threadId ?? null,
      actorIds: actorId ?? '',
      actorTimes: actorId ? at : '',
      actorsCount: actorId ? 1 : 0,
      createdAt: at,
      read: false,
      detail: base.detail ?? null,
    };
  }

  private async bump(userId: string, unread: number, total = 0): Promise<void> {
    await this.counts.updateOne({ _id: userId }, { $inc: { unread, total } }, { upsert: true });
    if (unread !== 0) this.changed.add(userId);
  }
}

/** The entry's lists and figures without the actor, whose id stands first at `span` in its list. */
function withoutActor(
  doc: NotificationDoc,
  actorId: string,
  span: [number, number],
): Pick<NotificationDoc, 'actorIds' | 'actorTimes' | 'actorsCount' | 'createdAt'> {
  let { actorIds, actorTimes, actorsCount } = doc;
  let latestGone = false;
  for (let at: [number, number] | null = span; at; at = wordSpan(actorIds, actorId)) {
    const time = wordAt(actorTimes, wordsBefore(actorIds, at[0]));
    actorIds = withoutWord(actorIds, at);
    actorsCount--;
    // A list of times shorter than the actors' (an entry renewed without one) loses the id alone.
    if (!time) continue;
    latestGone ||= actorTimes.slice(time[0], time[1]) >= doc.createdAt;
    actorTimes = withoutWord(actorTimes, time);
  }
  return { actorIds, actorTimes, actorsCount, createdAt: latestGone ? greatestWord(actorTimes) || doc.createdAt : doc.createdAt };
}

function oldestFirst(a: NotificationDoc, b: NotificationDoc): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}
