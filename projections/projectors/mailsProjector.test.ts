import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { openMemoryReadStore } from '../../infra/readstore/memoryReadStore';
import { mailQueries } from '../queries/mailQueries';
import type { ReadStore } from '../readStore';
import { MAIL_OUTBOX, mailsProjector } from './mailsProjector';

const at = '2026-01-01T00:00:00.000Z';
const later = new Date('2026-01-01T00:01:00.000Z');
let store: ReadStore;
let position = 0;

async function project(event: DomainEvent) {
  position++;
  const stored: StoredEvent = {
    id: `e${position}`,
    type: event.type,
    data: event.data,
    metadata: { commandId: 'c', correlationId: 'c', causationId: 'c', at },
    stream: 'user-u1',
    revision: position,
    position,
  };
  return mailsProjector.apply(event, stored, store);
}
const requested = (mailId: string, userId = 'u1', to = 'ann@x.co'): DomainEvent => ({
  type: 'MailRequested',
  data: { mailId, userId, kind: 'passwordReset', to, link: 'http://site/reset-password?token=t', at },
});
const due = async (now = later) => (await mailQueries(store).due(now, 10)).map((mail) => mail._id);

describe('mails projector (the outbox)', () => {
  beforeEach(async () => {
    store = await openMemoryReadStore({});
    await mailsProjector.setup(store);
  });

  it('keeps a requested mail due until it is sent', async () => {
    await project(requested('m1'));
    expect(await store.collection(MAIL_OUTBOX).findOne({ _id: 'm1' })).toMatchObject({ userId: 'u1', to: 'ann@x.co', dueAt: at, attempts: 0 });
    expect(await due()).toEqual(['m1']);
    await project({ type: 'MailSent', data: { mailId: 'm1', userId: 'u1', at } });
    expect(await due()).toEqual([]);
  });

  it('puts a failed mail off until its next try, and drops one given up on', async () => {
    await project(requested('m1'));
    await project({ type: 'MailSendFailed', data: { mailId: 'm1', userId: 'u1', attempts: 1, retryAt: '2026-01-01T00:05:00.000Z', at } });
    expect(await due()).toEqual([]);
    expect(await due(new Date('2026-01-01T00:05:00.000Z'))).toEqual(['m1']);
    await project({ type: 'MailSendFailed', data: { mailId: 'm1', userId: 'u1', attempts: 30, retryAt: null, at } });
    expect(await store.collection(MAIL_OUTBOX).countDocuments()).toBe(0);
  });

  it("drops a deleted person's mails, and keeps none whose address was erased with their key", async () => {
    await project(requested('m1'));
    await project(requested('m2', 'u2', 'bo@x.co'));
    await project({ type: 'AccountDeleted', data: { userId: 'u1', at } });
    expect(await due()).toEqual(['m2']);
    await project(requested('m3', 'u3', ''));
    expect(await due()).toEqual(['m2']);
  });
});
