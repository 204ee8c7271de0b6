import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGlimpse, type Glimpse } from '../../bff/app';
import { type Config, readConfig } from '../../infra/config';
import { type Engines, openEngines } from '../../infra/engines';
import { memoryChangeNotices } from '../../infra/notices/memoryChangeNotices';
import { collections } from '../../projections/readModels';
import type { ReadStore } from '../../projections/readStore';
import { GraphQLSocket } from '../support/graphqlSocket';
import { phonePhoto } from '../support/images';
import { type Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import { TEST_LIMITS } from '../support/testLimits';
import { until } from '../support/until';

/**
 * The read store as the projector sees it, its writes of likes made slow: a like's answer that did
 * not wait for the projector would then be read back without it.
 */
function slowLikes<S extends ReadStore>(store: S): S {
  const writes = new Set(['insertOne', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany']);
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'collection') return Reflect.get(target, key, receiver);
      return (name: string) => {
        const collection = target.collection(name);
        if (name !== collections.likes) return collection;
        return new Proxy(collection, {
          get(inner, method, innerReceiver) {
            const value = Reflect.get(inner, method, innerReceiver);
            if (typeof method !== 'string' || !writes.has(method)) return value;
            return async (...args: unknown[]) => {
              await new Promise((resolve) => setTimeout(resolve, 50));
              return value.apply(inner, args);
            };
          },
        });
      };
    },
  });
}

// A cluster in one test process: a projector and an API instance on one event store and one read
// store, as two processes would share EventStoreDB and MongoDB, and change notices in memory in
// place of MongoDB's. The API instance projects nothing: what it reads, the projector wrote.
describe('ROLE=api beside ROLE=projector', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let engines: Engines;
  let config: Config;
  let projector: Glimpse;
  let api: Glimpse;
  let ann: Caller;
  let bob: Caller;
  let postId: string;

  const start = (role: Config['role']) =>
    startGlimpse({ ...config, role }, { engines: role === 'projector' ? { ...engines, readStore: slowLikes(engines.readStore) } : engines });
  const get = async (glimpse: Glimpse, path: string) => {
    const response = await fetch(glimpse.url + path);
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    data = await tempDataDir();
    config = readConfig({ DATA_DIR: data.dir, PORT: '0', DEMO_CONTENT: 'false', MASCOT: 'false', SEND_MAIL: 'false', ...TEST_LIMITS });
    engines = { ...(await openEngines(config)), notices: memoryChangeNotices() };
    projector = await start('projector');
    api = await start('api');
    ann = await signUpAs(api, 'ann', '10.0.0.1');
    bob = await signUpAs(api, 'bob', '10.0.0.2');
  });

  afterAll(async () => {
    await api?.close();
    await projector?.close();
    await engines.notices?.close();
    await engines.readStore.close();
    await engines.events.close();
    await data.remove();
  });

  it('has the projector answer its health, leading, and nothing else; the API instance serves', async () => {
    const health = await get(projector, '/api/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok', role: 'projector', leader: true } });
    expect(health.body.projectors.length).toBeGreaterThan(5);
    expect(await get(projector, '/api/posts')).toEqual({ status: 404, body: { message: 'Not found' } });
    expect((await fetch(`${projector.url}/`)).status).toBe(404);
    expect(await get(api, '/api/health')).toMatchObject({ status: 200, body: { status: 'ok', role: 'api', projectors: [] } });
  });

  it('reads a write made through the API instance at once: a post, then a like on it', async () => {
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(await phonePhoto(400, 300))], { type: 'image/jpeg' }), 'photo.jpg');
    form.append('caption', 'Harbour at dusk');
    const posted = await ann.request('/api/posts', { method: 'POST', body: form });
    expect(posted).toMatchObject({ status: 201, body: { caption: 'Harbour at dusk', likesCount: 0 } });
    postId = posted.body.id;

    expect(await bob.request(`/api/posts/${postId}/like`, { method: 'POST' })).toMatchObject({ status: 200, body: { liked: true } });
    expect((await bob.request(`/api/posts/${postId}`)).body).toMatchObject({ likesCount: 1, isLiked: true });
    // The API instance's position is the one the projector published, and it has every write so far.
    expect(api.services.projections.position).toBe(await engines.events.headPosition());
  });

  it('pushes a change to a subscriber on the API instance, from the notices the projector published', async () => {
    const socket = new GraphQLSocket(api.url, '/graphql', { 'x-forwarded-for': '10.0.0.1' });
    expect(await socket.init(ann.token)).toBe('acknowledged');
    const before = api.subscriptionsStarted();
    socket.subscribe('likes', 'subscription($ids: [ID!]!) { postChanged(ids: $ids) { id likesCount } }', { ids: [postId] });
    await until(() => api.subscriptionsStarted() > before, 'the subscription to start');
    expect(await bob.request(`/api/posts/${postId}/like`, { method: 'POST' })).toMatchObject({ status: 200, body: { liked: false } });
    expect(await socket.answerTo('likes')).toEqual({ id: 'likes', type: 'next', payload: { data: { postChanged: { id: postId, likesCount: 0 } } } });
    socket.socket.close();
  });

  it('keeps a second projector on standby until the one leading stops, then it takes over and the API instance follows it', async () => {
    const standby = await start('projector');
    expect(standby.leads()).toBe(false);
    expect(await get(standby, '/api/health')).toMatchObject({ status: 200, body: { role: 'projector', leader: false } });
    await projector.close();
    // It tries for the lease every few seconds: the one leading gave it up as it stopped.
    await until(() => standby.leads(), 'the standby projector to take over');
    expect(await bob.request(`/api/posts/${postId}/like`, { method: 'POST' })).toMatchObject({ status: 200, body: { liked: true } });
    expect((await ann.request(`/api/posts/${postId}`)).body).toMatchObject({ likesCount: 1 });
    projector = standby;
  });
});
