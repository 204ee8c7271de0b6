import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PUSH_DELAY_MS } from '../../projections/projectors/pushesProjector';
import { appendsNothing } from '../support/appendsNothing';
import { phonePhoto } from '../support/images';
import { type Caller, signUpAs } from '../support/people';
import { usePushedServer } from '../support/pushedServer';
import { type TestSubscription, vapidClaims } from '../support/testPushService';

describe('pushes: notifications and messages reach the person’s browsers through their push service', () => {
  const server = usePushedServer();
  let ann: Caller;
  let bob: Caller;
  let cyd: Caller;
  let postId: string;
  let browser: TestSubscription;

  const publish = async (person: Caller) => {
    const photo = new Blob([new Uint8Array(await phonePhoto())], { type: 'image/jpeg' });
    const res = await person.multipart('/api/posts', { media: new File([photo], 'p.jpg', { type: 'image/jpeg' }) });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const subscribe = (person: Caller, subscription: TestSubscription) => person.json('/api/push/subscriptions', 'POST', subscription);
  /** Lets the reactor send everything due, then answers what reached the browser, decrypted. */
  const pushed = async (subscription: TestSubscription) => {
    await server.glimpse.pushesSettled();
    return server.push.to(subscription).map((push) => subscription.decrypt(push.body) as Record<string, string>);
  };

  beforeAll(async () => {
    ann = await signUpAs(server.glimpse, 'ann', '10.0.8.1');
    bob = await signUpAs(server.glimpse, 'bob', '10.0.8.2');
    cyd = await signUpAs(server.glimpse, 'cyd', '10.0.8.3');
    postId = await publish(ann);
    browser = server.push.subscription();
  });

  it('pushes a like to the subscribed browser, encrypted for its keys (RFC 8291) and signed with the server’s VAPID key', async () => {
    expect(await subscribe(ann, browser)).toEqual({ status: 201, body: { endpoint: browser.endpoint } });
    // Posting it again (the app does at each start) appends nothing.
    expect((await appendsNothing(server.glimpse, () => subscribe(ann, browser))).status).toBe(201);
    expect((await bob.request(`/api/posts/${postId}/like`, { method: 'POST' })).status).toBe(200);
    const push = await server.push.waitFor(browser);
    expect(browser.decrypt(push.body)).toEqual({
      title: 'Glimpse',
      body: 'bob liked your post.',
      url: `/post/${postId}`,
      tag: `like:${postId}`,
      icon: '/icons/icon-192.png',
      kind: 'like',
    });
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'low' });
    expect(Number(push.headers.ttl)).toBeGreaterThan(23 * 3600);
    expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const { publicKey } = (await ann.request('/api/push/public-key')).body;
    const claims = vapidClaims(String(push.headers.authorization), publicKey);
    expect(claims.aud).toBe(server.push.origin);
    expect(claims.sub).toMatch(/^mailto:/);

    // A second like of the same post replaces the first on the push service (same topic) and on screen (same tag).
    await cyd.request(`/api/posts/${postId}/like`, { method: 'POST' });
    const second = await server.push.waitFor(browser, 2);
    expect(browser.decrypt(second.body)).toMatchObject({ body: 'cyd and 1 other liked your post.', tag: `like:${postId}` });
    expect(second.headers.topic).toBe(push.headers.topic);
  });

  it('follows the person’s settings: no likes once turned off, comments still', async () => {
    const before = (await pushed(browser)).length;
    expect((await ann.json('/api/push/settings', 'PUT', { likes: false })).status).toBe(200);
    const other = await publish(ann);
    await bob.request(`/api/posts/${other}/like`, { method: 'POST' });
    expect((await bob.json(`/api/posts/${other}/comments`, 'POST', { content: 'what a view' })).status).toBe(201);
    const payloads = (await pushed(browser)).slice(before);
    expect(payloads.map((p) => p.body)).toEqual(['bob commented: what a view']);
    expect(payloads[0]).toMatchObject({ url: `/post/${other}`, kind: 'comment' });
    await ann.json('/api/push/settings', 'PUT', { likes: true });
  });

  it('pushes a message when its chat is not open, and not once the chat has read it', async () => {
    // Ann follows bob, so his messages reach her inbox (a message request is not pushed).
    await ann.request(`/api/users/${bob.id}/follow`, { method: 'POST' });
    const conversationId = (await bob.json('/api/conversations', 'POST', { userId: ann.id })).body.id;
    const before = (await pushed(browser)).length;
    expect((await bob.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'are you around?' })).status).toBe(201);
    // Not before the chat had its moment to mark it read.
    expect((await pushed(browser)).length).toBe(before);
    server.advance(MESSAGE_PUSH_DELAY_MS);
    const [message] = (await pushed(browser)).slice(before);
    expect(message).toEqual({
      title: 'bob',
      body: 'are you around?',
      url: `/messages/${conversationId}`,
      tag: `message:${conversationId}`,
      icon: '/icons/icon-192.png',
      kind: 'message',
    });
    expect(server.push.to(browser).at(-1)!.headers.urgency).toBe('high');

    // Ann has the chat open: it marks the next message read as it arrives, and nothing is pushed,
    // even once a newer one comes in unread before the first was due.
    await bob.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'never mind' });
    await ann.request(`/api/conversations/${conversationId}/read`, { method: 'PUT' });
    server.advance(MESSAGE_PUSH_DELAY_MS / 2);
    await bob.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'one more thing' });
    server.advance(MESSAGE_PUSH_DELAY_MS / 2);
    expect((await pushed(browser)).slice(before).map((p) => p.body)).toEqual(['are you around?']);
    server.advance(MESSAGE_PUSH_DELAY_MS);
    expect((await pushed(browser)).slice(before).map((p) => p.body)).toEqual(['are you around?', 'one more thing']);
  });

  it('does not push a message from someone blocked since it was sent', async () => {
    const conversationId = (await bob.json('/api/conversations', 'POST', { userId: ann.id })).body.id;
    const before = (await pushed(browser)).length;
    await bob.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: 'you there?' });
    expect((await ann.request(`/api/users/${bob.id}/block`, { method: 'POST' })).status).toBe(200);
    server.advance(MESSAGE_PUSH_DELAY_MS);
    expect((await pushed(browser)).length).toBe(before);
    await ann.request(`/api/users/${bob.id}/block`, { method: 'POST' });
    await ann.request(`/api/users/${bob.id}/follow`, { method: 'POST' });
  });

  it('tries again with backoff when the push service fails, pushing once', async () => {
    const before = server.push.to(browser).length;
    server.push.answerNext(500, 503);
    await cyd.json(`/api/posts/${postId}/comments`, 'POST', { content: 'third time lucky' });
    await server.push.waitFor(browser, before + 1);
    // Nothing more until its next try is due (15 s, then 30 s), counted from when the failure is recorded.
    await server.glimpse.pushesSettled();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.push.to(browser).length).toBe(before + 1);
    server.advance(15_000);
    await server.push.waitFor(browser, before + 2);
    await server.glimpse.pushesSettled();
    server.advance(30_000);
    await server.push.waitFor(browser, before + 3);
    const tries = server.push.to(browser).slice(before);
    expect(tries.map((t) => t.status)).toEqual([500, 503, 201]);
    expect(new Set(tries.map((t) => JSON.stringify(browser.decrypt(t.body))))).toEqual(new Set([expect.stringContaining('cyd commented: third time lucky')]));
    await server.glimpse.pushesSettled();
    expect(server.push.to(browser).length).toBe(before + 3);
  });

  it('pushes nothing twice across a restart, nor after the read models are built again from the events', async () => {
    const count = server.push.received.length;
    await server.restart();
    await server.glimpse.pushesSettled();
    // A full replay queues every push again from the events, and each push's record takes it out.
    await server.restart(() => rm(path.join(server.dataDir, 'read-models.snapshot'), { force: true }));
    await server.glimpse.pushesSettled();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(server.push.received.length).toBe(count);
    // And still pushes what comes next.
    await bob.json(`/api/posts/${postId}/comments`, 'POST', { content: 'back again' });
    expect(browser.decrypt((await server.push.waitFor(browser, server.push.to(browser).length + 1)).body)).toMatchObject({ body: 'bob commented: back again' });
  });

  it('does not let anyone else remove the subscription, and lets its person remove it', async () => {
    const mine = server.push.subscription();
    expect((await subscribe(bob, mine)).status).toBe(201);
    expect(await appendsNothing(server.glimpse, () => ann.json('/api/push/subscriptions', 'DELETE', { endpoint: mine.endpoint }))).toEqual({
      status: 404,
      body: { message: 'Push subscription not found' },
    });
    expect(await bob.json('/api/push/subscriptions', 'DELETE', { endpoint: mine.endpoint })).toEqual({
      status: 200,
      body: { message: 'Push subscription removed' },
    });
    await ann.request(`/api/posts/${await publish(bob)}/like`, { method: 'POST' });
    expect(await pushed(mine)).toEqual([]);
  });

  it('drops a subscription the push service answers 410 for, and pushes no more to it', async () => {
    const gone = server.push.subscription();
    expect((await subscribe(cyd, gone)).status).toBe(201);
    const cydPost = await publish(cyd);
    server.push.answerNext(410);
    await ann.request(`/api/posts/${cydPost}/like`, { method: 'POST' });
    await server.push.waitFor(gone);
    await server.glimpse.pushesSettled();
    await bob.request(`/api/posts/${cydPost}/like`, { method: 'POST' });
    await server.glimpse.pushesSettled();
    expect(server.push.to(gone).map((p) => p.status)).toEqual([410]);
    // It is gone from the person's subscriptions: removing it finds nothing.
    expect((await cyd.json('/api/push/subscriptions', 'DELETE', { endpoint: gone.endpoint })).status).toBe(404);
  });

  it('gives up on a push once it is a day old, as a push service would drop it', async () => {
    const before = server.push.to(browser).length;
    server.push.answerNext(503);
    await cyd.json(`/api/posts/${postId}/comments`, 'POST', { content: 'too late' });
    await server.push.waitFor(browser, before + 1);
    await server.glimpse.pushesSettled();
    server.advance(25 * 3600_000);
    await server.glimpse.pushesSettled();
    expect(server.push.to(browser).length).toBe(before + 1);
    const log = await server.glimpse.engines.events.readAll(0, 100_000);
    expect(log.filter((e) => e.type === 'PushSkipped').map((e) => (e.data as { reason: string }).reason)).toContain('expired');
  });

  it('ends a subscription with the session that made it', async () => {
    const count = server.push.to(browser).length;
    expect((await ann.request('/api/auth/logout', { method: 'POST' })).status).toBe(200);
    await bob.json(`/api/posts/${postId}/comments`, 'POST', { content: 'anyone there?' });
    await server.glimpse.pushesSettled();
    expect(server.push.to(browser).length).toBe(count);
  });
});
