import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { mailQueries } from '../../projections/queries/mailQueries';
import { passkeyQueries } from '../../projections/queries/passkeyQueries';
import { sessionQueries } from '../../projections/queries/sessionQueries';
import { twoFactorQueries } from '../../projections/queries/twoFactorQueries';
import { userSearchQueries } from '../../projections/queries/userSearchQueries';
import { collections, type CredentialsDoc, type UserDoc } from '../../projections/readModels';
import type { ReadStore } from '../../projections/readStore';
import { type ReplayedFixture, replayedFixture } from '../support/replayedFixture';
import { fixtureFiles } from '../support/fixtureLog';

/**
 * The frozen log tests/fixtures/event-log-2026-11-25-accounts, written through real calls by
 * Glimpse when accounts became recoverable (issue 23): after the scenarios before it, sessions
 * that record their device (SessionStarted version 2) and when they were last seen, a verified
 * address and a changed one, a password reset by mail, two-factor sign-in passed with a recovery
 * code, passkeys registered, used and removed, a session ended from another, a new username, the
 * mails that carried the links, and an account with a passkey and two-factor erased. Replayed into
 * fresh read models by today's code, it must build the same accounts: a projector or upcaster that
 * changes them fails.
 */
const FIXTURE = 'event-log-2026-11-25-accounts';

describe('replaying the frozen event log of 2026-11-25 (mail, resets, two-factor, passkeys, sessions, usernames)', () => {
  let replayed: ReplayedFixture | undefined;
  let events: StoredEvent[];
  let store: ReadStore;
  const ids = new Map<string, string>();
  const id = (username: string) => ids.get(username)!;
  const typesOf = (prefix: RegExp) => [...new Set(events.filter((e) => prefix.test(e.type)).map((e) => e.type))].sort();
  const user = async (username: string) => (await store.collection<UserDoc>(collections.users).findOne({ _id: id(username) }))!;

  beforeAll(async () => {
    replayed = await replayedFixture(FIXTURE);
    ({ events, store } = replayed);
    for (const doc of await store.collection<UserDoc>(collections.users).find({})) ids.set(doc.username, doc._id);
  });
  afterAll(async () => {
    await replayed?.close();
  });

  it('holds every shape issue 23 introduced or changed', () => {
    expect(new Set(events.filter((e) => e.type === 'SessionStarted').map((e) => e.metadata.schemaVersion))).toEqual(new Set([2]));
    expect(typesOf(/^(Session|Passkey|TwoFactor|PasswordReset|Email|Mail|Username)/)).toEqual(
      expect.arrayContaining([
        'EmailChanged',
        'EmailVerificationRequested',
        'EmailVerified',
        'MailRequested',
        'MailSent',
        'PasskeyChallengeIssued',
        'PasskeyChallengeUsed',
        'PasskeyRegistered',
        'PasskeyRemoved',
        'PasskeyUsed',
        'PasswordResetCompleted',
        'PasswordResetRequested',
        'SessionEnded',
        'SessionSeen',
        'SessionStarted',
        'TwoFactorEnabled',
        'TwoFactorPassed',
        'TwoFactorSetUp',
        'UsernameChanged',
      ]),
    );
  });

  it('keeps addresses, user agents, secrets and credentials sealed in the stored log', async () => {
    const stored = await readFile(fixtureFiles(FIXTURE).events, 'utf8');
    expect(stored).not.toMatch(/@example\.com/);
    expect(stored).not.toMatch(/"node"/);
  });

  it('builds who verified their address and who changed it, and the new username in place of the old', async () => {
    expect(await user('cleo')).toMatchObject({ email: 'cleo@example.com', emailVerified: true });
    expect(await user('dan')).toMatchObject({ email: 'dan.new@example.com', emailVerified: true });
    expect((await user('ben')).emailVerified).toBeFalsy();
    expect(ids.has('gus')).toBe(false);
    expect(await user('gus_travels')).toMatchObject({ username: 'gus_travels' });
    const credentials = store.collection<CredentialsDoc>(collections.credentials);
    expect(await credentials.findOne({ _id: id('gus_travels') })).toMatchObject({ usernameLower: 'gus_travels' });
    expect(await credentials.findOne({ usernameLower: 'gus' })).toBeNull();
    expect((await userSearchQueries(store).find('gus', 10)).map((u) => u.username)).toEqual(['gus_travels']);
  });

  it('builds the sessions left: the reset ended all of ben’s before it, cleo ended her passkey’s', async () => {
    const sessions = sessionQueries(store);
    const resetAt = events.find((e) => e.type === 'PasswordResetCompleted')!.metadata.at as string;
    const bens = await sessions.ofUser(id('ben'));
    expect(bens).toHaveLength(2);
    for (const session of bens) expect(session.createdAt > resetAt).toBe(true);
    const cleos = await sessions.ofUser(id('cleo'));
    expect(cleos).toHaveLength(1);
    expect(cleos[0].userAgent).toBe('node');
    // Used again eleven minutes on: SessionSeen moved its last activity.
    expect(Date.parse(cleos[0].lastSeenAt) - Date.parse(cleos[0].createdAt)).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it('builds two-factor sign-in on for ben with one recovery code spent, and cleo’s one passkey left, used', async () => {
    expect(await twoFactorQueries(store).status(id('ben'))).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    expect(await twoFactorQueries(store).status(id('cleo'))).toEqual({ enabled: false, recoveryCodesLeft: null });
    const passkeys = await passkeyQueries(store).ofUser(id('cleo'));
    expect(passkeys.map(({ name, lastUsedAt }) => ({ name, used: lastUsedAt !== null }))).toEqual([{ name: 'Phone', used: true }]);
  });

  it('leaves nothing of the erased account’s passkey, two-factor or sessions, and no mail waiting', async () => {
    const eve = events.find((e) => e.type === 'AccountDeleted')!.data as { userId: string };
    expect(await passkeyQueries(store).ofUser(eve.userId)).toEqual([]);
    expect(await store.collection(collections.twoFactor).find({ userId: eve.userId })).toEqual([]);
    expect(await store.collection(collections.twoFactor).find({ _id: eve.userId })).toEqual([]);
    expect(await sessionQueries(store).ofUser(eve.userId)).toEqual([]);
    expect(await mailQueries(store).due(new Date('2100-01-01T00:00:00.000Z'), 100)).toEqual([]);
  });
});
