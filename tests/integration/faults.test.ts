import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../domain/ports/eventStore';
import { signedUpClient } from '../support/accounts';
import type { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

const MESSAGE = 'Glimpse cannot save changes right now. Please try again later.';

/** An error as Node's fs raises it when the disk is full. */
const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
/** An error as better-sqlite3 raises it when SQLite cannot grow its file. */
const sqliteFull = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL', name: 'SqliteError' });

describe('a full disk', () => {
  const server = useTestServer();
  let alice: HttpClient;
  let photo: Buffer;
  let sqlite: EventStore;

  const mediaFiles = () => readdir(path.join(server.dataDir, 'media'));
  const head = () => server.glimpse.engines.events.headPosition();
  const post = (caption: string) => alice.multipart('/api/posts', { caption, media: { bytes: photo, name: 'p.jpg', type: 'image/jpeg' } });
  const feedCaptions = async () => {
    const feed = await alice.request('/api/posts');
    expect(feed.status).toBe(200);
    return (feed.body as { caption: string }[]).map((p) => p.caption);
  };

  /** Makes `method` of `target` fail with `error` until the returned function is called. */
  function breakMethod<T extends object>(target: T, method: keyof T, error: () => Error): () => void {
    const original = target[method];
    (target as Record<keyof T, unknown>)[method] = async () => {
      throw error();
    };
    return () => {
      (target as Record<keyof T, unknown>)[method] = original;
    };
  }

  beforeAll(async () => {
    ({ client: alice } = await signedUpClient(server.url, 'alice'));
    photo = await phonePhoto(400, 300);
    expect((await post('before the fault')).status).toBe(201);
    // The SQLite store inside the personal-data encryption: where a full disk shows first.
    sqlite = (server.glimpse.engines.events as unknown as { inner: EventStore }).inner;
  });

  it('refuses a post whose photo cannot be written with 503, appends nothing, keeps serving reads and recovers', async () => {
    const [filesBefore, headBefore] = [await mediaFiles(), await head()];
    const repair = breakMethod(server.glimpse.engines.media, 'put', diskFull);

    const refused = await post('while the disk is full');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: MESSAGE });
    const upload = await alice.multipart('/media', { file: { bytes: photo, name: 'p.jpg', type: 'image/jpeg' } });
    expect(upload.status).toBe(503);
    expect(upload.body).toEqual({ message: MESSAGE });
    expect(await head()).toBe(headBefore);
    expect(await mediaFiles()).toEqual(filesBefore);
    expect(await feedCaptions()).toEqual(['before the fault']);

    repair();
    expect((await post('after the fault')).status).toBe(201);
    expect(await feedCaptions()).toEqual(['after the fault', 'before the fault']);
  });

  it('removes the photo of a post whose event cannot be appended, so no file is left without its event', async () => {
    const [filesBefore, headBefore] = [await mediaFiles(), await head()];
    const repair = breakMethod(sqlite, 'append', sqliteFull);

    const refused = await post('event store full');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: MESSAGE });
    expect(await mediaFiles()).toEqual(filesBefore);
    expect(await head()).toBe(headBefore);
    expect(await feedCaptions()).not.toContain('event store full');

    repair();
    const accepted = await post('event store has room again');
    expect(accepted.status).toBe(201);
    expect((await mediaFiles()).length).toBe(filesBefore.length + 1);
  });

  it('answers a GraphQL mutation with a SERVICE_UNAVAILABLE error and its message, and serves queries meanwhile', async () => {
    const [first] = (await alice.request('/api/posts')).body as { id: string }[];
    const repair = breakMethod(sqlite, 'append', sqliteFull);
    const headBefore = await head();

    const like = await alice.graphql('mutation($id: ID!) { toggleLike(postId: $id) { liked } }', { id: first.id });
    expect(like.errors?.[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    const query = await alice.graphql('query { me { username } }');
    expect(query).toEqual({ data: { me: { username: 'alice' } } });
    expect(await head()).toBe(headBefore);

    repair();
    const retried = await alice.graphql('mutation($id: ID!) { toggleLike(postId: $id) { liked } }', { id: first.id });
    expect(retried).toEqual({ data: { toggleLike: { liked: true } } });
  });
});
