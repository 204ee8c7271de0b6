import { collections, type SessionDoc } from '../readModels';
import type { ReadStore } from '../readStore';

export function sessionQueries(store: ReadStore) {
  const sessions = store.collection<SessionDoc>(collections.sessions);
  return {
    /** Whether the session was started for this user and has not been ended since. */
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      const doc = await sessions.findOne({ _id: sessionId });
      return doc?.userId === userId;
    },
  };
}

export type SessionQueries = ReturnType<typeof sessionQueries>;
