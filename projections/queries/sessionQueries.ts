import { collections, type SessionDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** A live session as its owner sees it; `lastSeenAt` is its start until it is seen again. */
export type SessionView = { id: string; createdAt: string; lastSeenAt: string; userAgent: string | null };

const viewOf = (doc: SessionDoc): SessionView => ({
  id: doc._id,
  createdAt: doc.startedAt,
  lastSeenAt: doc.lastSeenAt ?? doc.startedAt,
  userAgent: doc.userAgent ?? null,
});

export function sessionQueries(store: ReadStore) {
  const sessions = store.collection<SessionDoc>(collections.sessions);
  return {
    /** The session if it was started for this user and has not been ended since. */
    async live(sessionId: string, userId: string): Promise<SessionView | null> {
      const doc = await sessions.findOne({ _id: sessionId });
      return doc?.userId === userId ? viewOf(doc) : null;
    },
    /** A person's live sessions, the newest first (a person has a handful: one index run, sorted here). */
    async ofUser(userId: string): Promise<SessionView[]> {
      const docs = await sessions.find({ userId });
      return docs.map(viewOf).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },
  };
}

export type SessionQueries = ReturnType<typeof sessionQueries>;
