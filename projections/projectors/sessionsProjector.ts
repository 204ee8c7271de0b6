import { collections, type CredentialsDoc, type SessionDoc } from '../readModels';
import type { Projector } from '../projector';

/** Live sessions (consulted on every request, listed in 'Where you're signed in') and the password that signs in. */
export const sessionsProjector: Projector = {
  name: 'sessions',
  writes: [collections.credentials, collections.sessions],
  handles: ['SessionStarted', 'SessionSeen', 'SessionEnded', 'PasswordChanged', 'AccountDeleted'],
  async setup(store) {
    await store.collection(collections.sessions).createIndex({ keys: { userId: 1 } });
  },
  async apply(event, _stored, store) {
    const sessions = store.collection<SessionDoc>(collections.sessions);
    switch (event.type) {
      case 'SessionStarted': {
        const { sessionId, userId, at, userAgent } = event.data;
        // An erased person's user agent reads as '' (their key is gone): unknown, as before it was kept.
        await sessions.updateOne(
          { _id: sessionId },
          { $setOnInsert: { userId, startedAt: at, lastSeenAt: at, userAgent: userAgent || null } },
          { upsert: true },
        );
        return [];
      }
      // An ended session's document is gone, and stays gone: no upsert.
      case 'SessionSeen':
        await sessions.updateOne({ _id: event.data.sessionId }, { $set: { lastSeenAt: event.data.at } });
        return [];
      case 'SessionEnded':
        await sessions.deleteOne({ _id: event.data.sessionId });
        return [{ kind: 'session-ended', id: event.data.sessionId }];
      case 'PasswordChanged':
        await store
          .collection<CredentialsDoc>(collections.credentials)
          .updateOne({ _id: event.data.userId }, { $set: { passwordHash: event.data.passwordHash } });
        return [];
      case 'AccountDeleted': {
        const ended = await sessions.find({ userId: event.data.userId });
        await sessions.deleteMany({ userId: event.data.userId });
        return ended.map((s) => ({ kind: 'session-ended' as const, id: s._id }));
      }
      default:
        return [];
    }
  },
};
