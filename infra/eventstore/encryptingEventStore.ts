import { erasure as defaultErasure, personalData, rulesOf, type PersonalDataRule, type PersonalDataRules } from '../../domain/personalData';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, StoredEvent, Subscription } from '../../domain/ports/eventStore';
import type { KeyStore } from '../../domain/ports/keyStore';
import { isSealed, seal, tombstoneOf, unseal } from './fieldCipher';

type Rules = Partial<Record<string, PersonalDataRules>>;
type Data = Record<string, unknown>;

/**
 * An event store whose personal fields (domain/personalData.ts) are sealed with their owner's key
 * on the way in and opened on the way out. Once an erasure event is stored the owner's key is
 * destroyed, and their fields read as empty values from then on, in every replay.
 */
export class EncryptingEventStore implements EventStore {
  // Keys are read on every event a replay opens; null marks one destroyed or never made.
  private readonly cache = new Map<string, Buffer | null>();

  constructor(
    private readonly inner: EventStore,
    private readonly keys: KeyStore,
    private readonly rules: Rules = personalData,
    private readonly erasure = defaultErasure,
  ) {}

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const sealed = await Promise.all(events.map((e) => this.seal(e)));
    const result = await this.inner.append(stream, sealed, expected);
    for (const e of events) {
      const owner = e.type === this.erasure.type ? (e.data as Data)[this.erasure.owner] : undefined;
      if (typeof owner === 'string') {
        await this.keys.destroy(owner);
        this.cache.set(owner, null);
      }
    }
    return result;
  }

  async readStream(stream: string, fromRevision = 0): Promise<StoredEvent[]> {
    return Promise.all((await this.inner.readStream(stream, fromRevision)).map((e) => this.open(e)));
  }

  async readAll(after: number, limit: number): Promise<StoredEvent[]> {
    return Promise.all((await this.inner.readAll(after, limit)).map((e) => this.open(e)));
  }

  /**
   * Up to `limit` events after `after` as stored, personal fields still sealed (ids, types and
   * positions never are): a scan for one person's events picks them out and opens only those.
   */
  readAllSealed(after: number, limit: number): Promise<StoredEvent[]> {
    return this.inner.readAll(after, limit);
  }

  subscribeToAll(after: number, handler: (event: StoredEvent) => Promise<void> | void): Subscription {
    return this.inner.subscribeToAll(after, async (e) => handler(await this.open(e)));
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  /**
   * Closes both stores, the keys even when the events fail to close (a full disk refusing a
   * checkpoint), so neither file is left open; then throws what failed.
   */
  async close(): Promise<void> {
    const failures: unknown[] = [];
    for (const store of [this.inner, this.keys]) await store.close().catch((error: unknown) => void failures.push(error));
    if (failures.length > 1) throw new AggregateError(failures, 'Neither the event store nor the key store closed cleanly');
    if (failures.length === 1) throw failures[0];
  }

  private async seal<E extends NewEvent>(event: E): Promise<E> {
    event = await this.sealAddress(event);
    let sealed: Data | null = null;
    for (const { rule, data, owner } of this.personal(event)) {
      // A person already erased keeps nothing new either: their fields are stored empty.
      const key = await this.keyFor(owner);
      sealed ??= { ...data };
      for (const field of rule.fields) if (field in data) sealed[field] = key ? seal(data[field], key) : tombstoneOf(data[field]);
    }
    return sealed ? { ...event, data: sealed } : event;
  }

  // The address a person acted from identifies them too: it is theirs, sealed with their key.
  private async sealAddress<E extends NewEvent>(event: E): Promise<E> {
    const { userId, clientIp } = event.metadata;
    if (!userId || !clientIp) return event;
    const key = await this.keyFor(userId);
    return { ...event, metadata: { ...event.metadata, clientIp: key ? seal(clientIp, key) : '' } };
  }

  private async openAddress(event: StoredEvent): Promise<StoredEvent> {
    const { userId, clientIp } = event.metadata;
    if (!userId || !isSealed(clientIp)) return event;
    return { ...event, metadata: { ...event.metadata, clientIp: String(unseal(clientIp, await this.cachedKey(userId))) } };
  }

  private async keyFor(owner: string): Promise<Buffer | null> {
    const cached = this.cache.get(owner);
    if (cached) return cached;
    const key = await this.keys.keyFor(owner);
    this.cache.set(owner, key);
    return key;
  }

  private async cachedKey(owner: string): Promise<Buffer | null> {
    let key = this.cache.get(owner);
    if (key === undefined) {
      key = await this.keys.existingKey(owner);
      this.cache.set(owner, key);
    }
    return key;
  }

  /** The event with its personal fields opened (a sealed one from `readAllSealed`). */
  async open(stored: StoredEvent): Promise<StoredEvent> {
    // An erasure appended by another process sharing the log: its key, cached here, goes too.
    const erased = stored.type === this.erasure.type ? (stored.data as Data)[this.erasure.owner] : undefined;
    if (typeof erased === 'string') this.cache.set(erased, null);
    const event = await this.openAddress(stored);
    let opened: Data | null = null;
    for (const { rule, data, owner } of this.personal(event)) {
      if (!rule.fields.some((f) => isSealed(data[f]))) continue;
      const key = await this.cachedKey(owner);
      opened ??= { ...data };
      for (const field of rule.fields) if (isSealed(data[field])) opened[field] = unseal(data[field], key);
    }
    return opened ? { ...event, data: opened } : event;
  }

  /** Each rule of the event's type whose owner it names, with that owner. */
  private personal(event: NewEvent): { rule: PersonalDataRule; data: Data; owner: string }[] {
    const data = (event.data ?? {}) as Data;
    return rulesOf(event.type, this.rules).flatMap((rule) => {
      const owner = data[rule.owner];
      return typeof owner === 'string' ? [{ rule, data, owner }] : [];
    });
  }
}
