import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncryptingEventStore } from '../../infra/eventstore/encryptingEventStore';
import { openSqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { sqliteSearchIndex } from '../../infra/search/sqliteSearchIndex';
import { withSearch } from '../../projections/projectors';
import { appealQueries } from '../../projections/queries/appealQueries';
import { moderationQueries } from '../../projections/queries/moderationQueries';
import { adminAccountViews } from '../../projections/queries/moderationViews';
import { reportQueries } from '../../projections/queries/reportQueries';
import { collections, type UserDoc } from '../../projections/readModels';
import type { ReadStore } from '../../projections/readStore';
import { ProjectionRunner } from '../../projections/runner';
import { fixtureKeyStore, loadFixture, readFixture } from '../support/fixtureLog';
import { tempDataDir } from '../support/tempDataDir';

/**
 * The frozen log tests/fixtures/event-log-2026-11-24-moderation, written through real calls by
 * Glimpse when reports began to name content and appeals and lifted sanctions arrived (the
 * scenario of 2026-11-22 and, after it, reports of a post, a comment and a message, an appeal
 * overturned and one upheld, a ban lifted by hand, an address banned by hand). Replayed into
 * fresh read models by today's code, it must build the same reports, appeals and standings.
 */
const FIXTURE = 'event-log-2026-11-24-moderation';

describe('replaying the frozen event log of 2026-11-24 (reports of content, appeals, lifted sanctions)', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let store: ReadStore;
  const ids = new Map<string, string>();
  const id = (username: string) => ids.get(username)!;

  beforeAll(async () => {
    data = await tempDataDir();
    const fixture = await readFixture(FIXTURE);
    const log = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
    await loadFixture(log, fixture.events);
    const opened = new EncryptingEventStore(log, fixtureKeyStore(fixture.keys));
    store = await openMemoryReadStore({});
    const runner = new ProjectionRunner(opened, store, withSearch(sqliteSearchIndex(store)));
    await runner.start();
    await runner.waitForPosition(await opened.headPosition());
    await runner.stop();
    await opened.close();
    for (const event of fixture.events) {
      if (event.type !== 'UserRegistered') continue;
      const data = event.data as { userId: string };
      const user = await store.collection<UserDoc>(collections.users).findOne({ _id: data.userId });
      if (user) ids.set(user.username, user._id);
    }
  });
  afterAll(async () => {
    await data?.remove();
  });

  it('keeps each report’s target and snapshot, the snapshot of a deleted author’s message erased', async () => {
    const reports = await reportQueries(store).list();
    const byText = (text: string) => reports.find((r) => r.content === text)!;
    expect(byText('Misleading caption').target).toMatchObject({ type: 'post', text: 'First clip from the trip #travel', author: { username: 'ben' } });
    expect(byText('Misleading caption').reportedUser).toMatchObject({ username: 'ben' });
    expect(byText('Rude').target).toMatchObject({ type: 'comment', text: 'Nobody wants to see this', author: { username: 'cleo' } });
    // eve deleted her account: her words are gone from the report, the report stays.
    expect(byText('Phishing').target).toMatchObject({ type: 'message', text: '', author: { username: 'Deleted user' } });
    expect(byText('Phishing').statusHistory.map((s) => s.status)).toEqual(['pending', 'resolved']);
    // The report of 2026-11-22's scenario named a person, no content.
    expect(byText('This account sells fake followers').target).toBeNull();
    expect((await reportQueries(store).mine(id('ben'))).map((r) => r.target?.type).sort()).toEqual(['comment', 'message']);
  });

  it('builds each appeal with its decision, and each account’s standing after them', async () => {
    const appeals = appealQueries(store);
    expect(await appeals.mine(id('gus'))).toEqual([
      expect.objectContaining({ sanction: 'timeout', status: 'overturned', reason: 'Answers are welcome', text: 'I only answered questions' }),
    ]);
    expect(await appeals.mine(id('fay'))).toEqual([
      expect.objectContaining({ sanction: 'ban', status: 'upheld', reason: 'Still selling in comments', sanctionReason: 'Selling followers' }),
    ]);
    const queries = moderationQueries(store);
    const later = new Date('2026-11-24T00:00:00.000Z');
    const standing = async (username: string) => (await adminAccountViews(queries, await queries.usersByIds([id(username)]), later))[0].status;
    expect(await standing('fay')).toBe('banned');
    expect(await standing('hal')).toBe('active');
    expect(await queries.userStatus(id('gus'))).toMatchObject({ timedOutUntil: null });
    expect((await queries.bannedIps()).map((d) => d.ip).sort()).toEqual(['2001:db8::66', '203.0.113.6']);
    const timeline = (await queries.timeline(id('gus'))).map((e) => e.action);
    expect(timeline).toEqual(expect.arrayContaining(['timed_out', 'appeal_filed', 'appeal_decided', 'timeout_lifted']));
  });
});
