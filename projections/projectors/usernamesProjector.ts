import { collections, type CredentialsDoc, type UserDoc } from '../readModels';
import type { Projector } from '../projector';
import { prefixKeys } from '../searchKeys';

/**
 * A new username, in the two read models that keep a copy of it: the person (profile, account
 * search's keys) and their credentials (signing in by name). Every other view names people by id
 * and reads the name from the person when shown; the search index is the search projector's.
 */
export const usernamesProjector: Projector = {
  name: 'usernames',
  writes: [collections.credentials, collections.users],
  handles: ['UsernameChanged'],
  async setup() {},
  async apply(event, _stored, store) {
    if (event.type !== 'UsernameChanged') return [];
    const { userId, username } = event.data;
    // Empty once erased with its owner's key: the person is gone from the read models already.
    if (!username) return [];
    const usernameLower = username.toLowerCase();
    await store
      .collection<UserDoc>(collections.users)
      .updateOne({ _id: userId }, { $set: { username, usernameLower, usernameKeys: prefixKeys([usernameLower]) } });
    await store.collection<CredentialsDoc>(collections.credentials).updateOne({ _id: userId }, { $set: { usernameLower } });
    return [{ kind: 'user', id: userId }];
  },
};
