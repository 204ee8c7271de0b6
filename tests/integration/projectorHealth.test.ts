import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hiddenWordsProjector } from '../../projections/projectors/hiddenWordsProjector';
import { signedUpClient } from '../support/accounts';
import { HttpClient } from '../support/httpClient';
import { useTestServer } from '../support/useTestServer';

describe('a projector stuck on an event, through the server', () => {
  const server = useTestServer();
  let alice: { client: HttpClient; id: string };
  let bob: { client: HttpClient; id: string };
  const health = () => new HttpClient(server.url).request('/api/health');

  beforeAll(async () => {
    alice = await signedUpClient(server.url, 'alice');
    bob = await signedUpClient(server.url, 'bob');
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers 200 with every projector at the log’s position while none is stuck', async () => {
    const head = await server.glimpse.engines.events.headPosition();
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ status: 'ok', position: head });
    expect(res.body.projectors).toContainEqual({ name: 'hiddenWords', position: head, stuck: null });
    expect(res.body.projectors.every((p: { position: number; stuck: unknown }) => p.position === head && p.stuck === null)).toBe(true);
  });

  it('says which projector is stuck at which event while the rest of the app answers, and recovers once it stops throwing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const poisoned = vi.spyOn(hiddenWordsProjector, 'apply').mockRejectedValue(new RangeError('the words of alice@example.com'));
    const before = await server.glimpse.engines.events.headPosition();

    // The write that stops it is answered: it is in the log, and nothing waits for a stuck read model.
    expect(await alice.client.json('/api/account/hidden-words', 'PUT', { words: ['spoiler'] })).toMatchObject({ status: 200 });
    const stuckAt = await server.glimpse.engines.events.headPosition();
    expect(stuckAt).toBe(before + 1);
    const stuck = await health();
    expect(stuck.status).toBe(503);
    expect(stuck.body).toMatchObject({ status: 'stuck', position: stuckAt });
    expect(stuck.body.projectors).toContainEqual({
      name: 'hiddenWords',
      position: before,
      stuck: { eventPosition: stuckAt, eventType: 'HiddenWordsChanged', error: 'RangeError', since: expect.any(String), retries: expect.any(Number) },
    });
    expect(stuck.body.projectors.filter((p: { stuck: unknown }) => p.stuck).map((p: { name: string }) => p.name)).toEqual(['hiddenWords']);
    // Nothing of the event's data nor the error's message.
    expect(JSON.stringify(stuck.body)).not.toMatch(/spoiler|alice/);

    // The other read models go on.
    expect((await bob.client.request(`/api/users/${alice.id}/follow`, { method: 'POST' })).status).toBe(200);
    expect((await alice.client.request(`/api/users/${alice.id}`)).body).toMatchObject({ followersCount: 1 });
    expect((await alice.client.request('/api/account/hidden-words')).body).toEqual({ words: [] });
    expect(logged.mock.calls.filter(([line]) => String(line).includes('Projector hiddenWords stopped at event HiddenWordsChanged'))).toHaveLength(1);

    poisoned.mockRestore();
    await vi.waitFor(async () => expect((await health()).status).toBe(200), { timeout: 20_000, interval: 100 });
    expect((await alice.client.request('/api/account/hidden-words')).body).toEqual({ words: ['spoiler'] });
    expect((await health()).body.projectors).toContainEqual({ name: 'hiddenWords', position: await server.glimpse.engines.events.headPosition(), stuck: null });
  });
});
