import { collections, type PasskeyDoc } from '../readModels';
import type { ReadStore } from '../readStore';

/** A passkey as its owner sees it in settings: never its key or credential. */
export type PasskeyView = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

export const passkeyView = (doc: PasskeyDoc): PasskeyView => ({ id: doc._id, name: doc.name, createdAt: doc.createdAt, lastUsedAt: doc.lastUsedAt });

export function passkeyQueries(store: ReadStore) {
  const passkeys = store.collection<PasskeyDoc>(collections.passkeys);
  return {
    /** The passkey with this id (a keyed hash of its credential id), whoever's it is. */
    byId: (passkeyId: string): Promise<PasskeyDoc | null> => passkeys.findOne({ _id: passkeyId }),
    /** A person's passkeys, the oldest first. */
    ofUser: (userId: string): Promise<PasskeyDoc[]> => passkeys.find({ userId }, { sort: { createdAt: 1, _id: 1 } }),
  };
}

export type PasskeyQueries = ReturnType<typeof passkeyQueries>;
