import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { EventStore, StoredEvent } from '../../domain/ports/eventStore';
import type { KeyStore } from '../../domain/ports/keyStore';

/**
 * A frozen event log as the tests keep it: one stored event a line, exactly as the event store
 * held it (personal fields still sealed), and beside it the key store it needs, owner to key in
 * base64 (null: destroyed when that person deleted their account).
 */
export type FixtureKeys = Record<string, string | null>;

/** Every frozen log kept in tests/fixtures, by name, oldest first: a log frozen later is covered by the suites that go over them all. */
export const frozenLogNames = (): string[] =>
  readdirSync(new URL('../fixtures/', import.meta.url))
    .filter((file) => file.endsWith('.ndjson'))
    .map((file) => file.slice(0, -'.ndjson'.length))
    .sort();

export const fixtureFiles = (name: string) => ({
  events: new URL(`../fixtures/${name}.ndjson`, import.meta.url),
  keys: new URL(`../fixtures/${name}.keys.json`, import.meta.url),
});

export function toFixtureLine({ position, stream, revision, id, type, data, metadata }: StoredEvent): string {
  return JSON.stringify({ position, stream, revision, id, type, data, metadata });
}

export async function readFixture(name: string): Promise<{ events: StoredEvent[]; keys: FixtureKeys }> {
  const files = fixtureFiles(name);
  const lines = (await readFile(files.events, 'utf8')).split('\n').filter((line) => line.trim());
  return { events: lines.map((line) => JSON.parse(line) as StoredEvent), keys: JSON.parse(await readFile(files.keys, 'utf8')) };
}

/**
 * Appends the fixture's events, as stored, to a fresh store: same ids, streams and metadata, in
 * the same global order (checked: a fixture whose positions do not follow each other is broken).
 */
export async function loadFixture(store: EventStore, events: StoredEvent[]): Promise<void> {
  for (const event of events) {
    const { id, type, data, metadata } = event;
    const { position } = await store.append(event.stream, [{ id, type, data, metadata }], event.revision === 0 ? 'no_stream' : event.revision - 1);
    if (position !== event.position) throw new Error(`Fixture event ${id} landed at position ${position}, not ${event.position}`);
  }
}

/** The fixture's keys as a key store that makes and destroys nothing. */
export function fixtureKeyStore(keys: FixtureKeys): KeyStore {
  const existingKey = async (owner: string) => (keys[owner] ? Buffer.from(keys[owner], 'base64') : null);
  return {
    keyFor: existingKey,
    existingKey,
    destroy: async () => {
      throw new Error('The fixture key store is read-only');
    },
    close: async () => {},
  };
}
