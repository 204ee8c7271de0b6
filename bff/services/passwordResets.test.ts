import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../../domain/ports/eventStore';
import { reservationStream } from '../../domain/reservation/decider';
import type { UserQueries } from '../../projections/queries/userQueries';
import { openSqliteEventStore, type SqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import type { CommandBus } from './commandBus';
import { passwordResetService } from './passwordResets';
import type { RateLimits } from './rateLimits';
import { serverRequest } from './requestContext';
import { tempDataDir } from '../../tests/support/tempDataDir';

const opaqueName = (normalised: string) => `opaque-${normalised}`;
const KNOWN = 'rita@example.com';
const HOLDER = 'b3a1f1de-6c55-4a55-9a3c-2f1f0f2d1a11';

/**
 * Whether an account uses an address must not show in how long the answer takes. Rather than time
 * answers (which a busy machine blurs either way), these check what the time is made of: the same
 * reads in the same order whatever the address, and the reset recorded only after the answer.
 */
describe('asking for a password reset', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let store: SqliteEventStore;
  let calls: string[];
  let executed: unknown[];

  function service() {
    const logged = <T extends object>(name: string, target: T): T =>
      new Proxy(target, {
        get(object, key, receiver) {
          const value = Reflect.get(object, key, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls.push(`${name}.${String(key)}`);
            return value.apply(object, args);
          };
        },
      });
    const users = { me: async (id: string) => (id === HOLDER ? { email: KNOWN } : null) } as unknown as UserQueries;
    const limits = { consume: async () => async () => undefined } as unknown as RateLimits;
    const execute = (async (...args: unknown[]) => {
      executed.push(args[2]);
      return { position: 1 };
    }) as unknown as CommandBus;
    return passwordResetService({
      execute,
      events: logged<EventStore>('events', store),
      users: logged('users', users),
      limits: logged('limits', limits),
      opaqueName,
      siteUrl: () => 'https://glimpse.example',
    });
  }

  beforeEach(async () => {
    data = await tempDataDir();
    store = openSqliteEventStore(path.join(data.dir, 'events.sqlite'));
    const ids = { commandId: randomUUID(), correlationId: randomUUID(), causationId: randomUUID() };
    const reserved = { id: randomUUID(), type: 'EmailReserved', data: { email: KNOWN, userId: HOLDER }, metadata: { ...ids, at: new Date().toISOString() } };
    await store.append(reservationStream('email', KNOWN, opaqueName), [reserved], 'no_stream');
    calls = [];
    executed = [];
  });
  afterEach(async () => {
    await store.close();
    await data.remove();
  });

  it('reads the same things in the same order for an address an account uses as for one none uses', async () => {
    const resets = service();
    await resets.request({ email: 'nobody@example.com' }, serverRequest(new Date()));
    const forUnknown = calls.splice(0);
    await resets.request({ email: KNOWN }, serverRequest(new Date()));
    expect(calls).toEqual(forUnknown);
    expect(forUnknown).toEqual(['limits.consume', 'events.readStream', 'users.me']);
  });

  it('records the reset only once the answer is given, and only for an address an account uses', async () => {
    const resets = service();
    await resets.request({ email: KNOWN }, serverRequest(new Date()));
    expect(executed).toEqual([]);
    await resets.settled();
    expect(executed).toEqual([expect.objectContaining({ type: 'RequestPasswordReset', userId: HOLDER })]);

    await resets.request({ email: 'nobody@example.com' }, serverRequest(new Date()));
    await resets.settled();
    expect(executed).toHaveLength(1);
  });
});
