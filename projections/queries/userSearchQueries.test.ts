import { beforeEach, describe, expect, it } from 'vitest';
import { profileUpdated, type Projection, projection, userFollowed, userRegistered } from '../projectors/projectionKit';
import { blockKey, collections } from '../readModels';
import { matchTier, MatchTier, userSearchQueries, type UserSearchQueries } from './userSearchQueries';

let kit: Projection;
let search: UserSearchQueries;

const names = async (text: string, first = 20, viewer: string | null = 'me') => (await search.find(text, first, viewer)).map((u) => u.username);

async function person(id: string, username: string, fullName = '', followers = 0) {
  await kit.project(userRegistered(id, { username }));
  if (fullName) await kit.project(profileUpdated(id, { fullName }));
  for (let i = 0; i < followers; i++) {
    await kit.project(userRegistered(`${id}-fan${i}`, { username: `zz${id}fan${i}` }));
    await kit.project(userFollowed(`${id}-fan${i}`, id));
  }
}

describe('account search', () => {
  beforeEach(async () => {
    kit = await projection();
    search = userSearchQueries(kit.store);
    await person('me', 'me');
    await person('smi', 'smi');
    await person('smithy', 'smithy', '', 1);
    await person('smiles', 'Smiles_Daily', '', 3);
    await person('anna', 'anna_k', 'Anna Smith', 5);
    await person('jo', 'jo', 'Jo SMITH-Jones', 2);
    await person('other', 'other', 'Ósmi Person');
  });

  it('ranks the exact username, then usernames that start with it, then names, each most followed first', async () => {
    expect(await names('smi')).toEqual(['smi', 'Smiles_Daily', 'smithy', 'anna_k', 'jo']);
    expect(await names('SMITH')).toEqual(['smithy', 'anna_k', 'jo']);
    expect(await names('anna sm')).toEqual(['anna_k']);
    expect(await names('jones')).toEqual(['jo']);
  });

  it('matches only the start of a name or a word, and takes texts longer than a key whole', async () => {
    expect(await names('mith')).toEqual([]);
    expect(await names('ósmi')).toEqual(['other']);
    expect(await names('smiles_dai')).toEqual(['Smiles_Daily']);
    expect(await names('smiles_daily')).toEqual(['Smiles_Daily']);
    expect(await names('smiles_dailyx')).toEqual([]);
    expect(await names('jo smith-jones')).toEqual(['jo']);
    expect(await names('.*')).toEqual([]);
  });

  it('leaves out the viewer and anyone blocked either way; pages by `first`', async () => {
    expect(await names('me')).toEqual([]);
    expect(await names('me', 20, null)).toEqual(['me']);
    await kit.store
      .collection(collections.blocks)
      .insertOne({ _id: blockKey('me', 'anna'), userId: 'me', otherId: 'anna', blocking: false, blockedBy: true, since: '' });
    expect(await names('smi')).toEqual(['smi', 'Smiles_Daily', 'smithy', 'jo']);
    expect(await names('smi', 2)).toEqual(['smi', 'Smiles_Daily']);
  });

  it('follows a changed full name', async () => {
    await kit.project(profileUpdated('anna', { fullName: 'Anna Kowalska' }));
    expect(await names('smith')).toEqual(['smithy', 'jo']);
    expect(await names('kowal')).toEqual(['anna_k']);
  });

  it('refuses overlong texts and page sizes', async () => {
    await expect(search.find('x'.repeat(51), 20)).rejects.toThrow('Search text must be at most 50 characters');
    await expect(search.find('smi', 0)).rejects.toThrow('first must be between 1 and 50');
  });

  it('tiers a person by the best of their names', () => {
    const anna = { usernameLower: 'anna_k', fullName: 'Anna Smith' };
    expect(matchTier(anna, 'anna_k')).toBe(MatchTier.Username);
    expect(matchTier(anna, 'anna')).toBe(MatchTier.UsernamePrefix);
    expect(matchTier(anna, 'smi')).toBe(MatchTier.NamePrefix);
    expect(matchTier(anna, 'nna')).toBeNull();
  });
});
