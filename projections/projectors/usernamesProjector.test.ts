import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../readModels';
import type { ReadStore } from '../readStore';
import { kitTime as at, type Projection, projection, userRegistered } from './projectionKit';

let store: ReadStore;
let project: Projection['project'];
const renamed = (username: string, previousUsername: string) => ({
  type: 'UsernameChanged' as const,
  data: { userId: 'u1', username, previousUsername, at },
});

describe('usernames projector', () => {
  beforeEach(async () => {
    ({ store, project } = await projection());
    await project(userRegistered('u1', { username: 'Alice' }));
  });

  it('renames the person and the name they sign in with', async () => {
    expect(await project(renamed('Alicia.M', 'Alice'))).toContainEqual({ kind: 'user', id: 'u1' });
    const user = await store.collection(collections.users).findOne({ _id: 'u1' });
    expect(user).toMatchObject({ username: 'Alicia.M', usernameLower: 'alicia.m', usernameKeys: expect.arrayContaining(['a', 'alicia.m']) });
    expect(user?.usernameKeys).not.toContain('alice');
    expect(await store.collection(collections.credentials).findOne({ usernameLower: 'alicia.m' })).toMatchObject({ _id: 'u1' });
    expect(await store.collection(collections.credentials).findOne({ usernameLower: 'alice' })).toBeNull();
  });

  it('leaves the person as they are when the name was erased with their key', async () => {
    await project(renamed('', ''));
    expect(await store.collection(collections.users).findOne({ _id: 'u1' })).toMatchObject({ username: 'Alice' });
  });
});
