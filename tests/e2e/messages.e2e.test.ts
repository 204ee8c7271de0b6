import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { inBothThemes } from '../support/themes';
import { subscriptionsSettled } from '../support/until';

const SHOTS = process.env.SHOTS_DIR;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

describe('direct messages in Chromium, two people chatting', () => {
  const e2e = useE2e();

  it('chats live with unread badges, Seen, typing and an offline outbox', async () => {
    const alice = await e2e.signedInPage('alice');
    const bob = await e2e.signedInPage('bob');
    const a = alice.page;
    const b = bob.page;
    // Bob follows Alice, so her first message lands in his inbox (messageRequests.e2e.test.ts has the other case).
    expect((await bob.context.request.post(`${e2e.url}/api/users/${alice.id}/follow`)).ok()).toBe(true);

    await a.goto(`${e2e.url}/messages`);
    await expect.poll(() => a.getByText('No messages yet.').isVisible()).toBe(true);
    await expect.poll(() => a.getByText('Start a conversation with someone!').isVisible()).toBe(true);
    await shot(a, '1-empty-list');

    await a.getByRole('button', { name: 'New Message' }).click();
    await expect.poll(() => a.getByText('Start typing to search for users').isVisible()).toBe(true);
    await a.getByPlaceholder('Search users...').fill('zzz');
    await expect.poll(() => a.getByText('No users found').isVisible()).toBe(true);
    await a.getByPlaceholder('Search users...').fill('bo');
    await a.getByRole('button', { name: /bob/ }).waitFor();
    await inBothThemes(a, 'new-message');
    await a.getByRole('button', { name: /bob/ }).click();
    await a.waitForURL(/\/messages\/[^/]+$/);
    const conversationId = a.url().split('/').pop()!;
    await expect.poll(() => a.getByText('No messages yet. Say hello!').isVisible()).toBe(true);

    await b.goto(`${e2e.url}/`);
    await expect.poll(() => b.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await b.getByTestId('unread-badge').count()).toBe(0);

    // Empty and blank messages are not sent; Shift+Enter makes a new line, Enter sends, trimmed.
    const aInput = a.getByPlaceholder('Type a message...');
    await aInput.fill('   ');
    await aInput.press('Enter');
    expect(await a.getByTestId('message').count()).toBe(0);
    await aInput.fill('  Hello Bob!');
    await aInput.press('Shift+Enter');
    await aInput.pressSequentially('How are you?  ');
    await aInput.press('Enter');
    await expect.poll(() => a.getByTestId('message').count()).toBe(1);
    expect(await a.getByTestId('message').first().innerText()).toMatch(/^Hello Bob!\nHow are you\?\n+\d\d:\d\d$/);
    await expect.poll(() => aInput.inputValue()).toBe('');

    // Bob's badges (header and bottom bar) count it, pushed over the socket.
    await expect.poll(() => b.getByTestId('unread-badge').count(), { timeout: 5000 }).toBe(2);
    expect(await b.getByTestId('unread-badge').first().innerText()).toBe('1');
    await b.goto(`${e2e.url}/messages`);
    const row = b.getByRole('link', { name: /alice/ });
    await expect.poll(() => row.innerText()).toMatch(/alice\s+now\s+Hello Bob!/);
    await expect.poll(() => row.getByLabel('1 unread').isVisible()).toBe(true);
    await shot(b, '2-list-unread');
    await row.click();
    await b.waitForURL(`**/messages/${conversationId}`);
    await expect.poll(() => b.getByTestId('message').count()).toBe(1);
    // Opening the chat read it: the badges go, and Alice sees 'Seen'.
    await expect.poll(() => b.getByTestId('unread-badge').count()).toBe(0);
    await expect.poll(() => a.getByText('Seen', { exact: true }).isVisible(), { timeout: 5000 }).toBe(true);

    // Typing shows on the other side; a reply arrives live.
    const bInput = b.getByPlaceholder('Type a message...');
    await bInput.pressSequentially('Fine');
    await expect.poll(() => a.getByText('bob is typing...').isVisible(), { timeout: 5000 }).toBe(true);
    await shot(a, '3-typing');
    await bInput.pressSequentially(', thanks!');
    const sentAt = Date.now();
    await bInput.press('Enter');
    await expect.poll(() => a.getByText('Fine, thanks!').isVisible(), { timeout: 5000, interval: 20 }).toBe(true);
    // Pushed, not polled (nothing polls while the socket is up); the server-side bound of one
    // second is asserted by the integration test and measured by the bench.
    expect(Date.now() - sentAt).toBeLessThan(2000);
    await expect.poll(() => a.getByText('bob is typing...').isVisible()).toBe(false);
    const aliceBubbles = a.getByTestId('message');
    expect(await aliceBubbles.nth(0).getAttribute('class')).toContain('bubble--mine');
    expect(await aliceBubbles.nth(1).getAttribute('class')).toContain('bubble--theirs');
    await shot(b, '4-chat');

    // Offline: the message waits in the outbox, then goes out once on reconnect.
    await alice.context.setOffline(true);
    await aInput.fill('Sent while offline');
    await aInput.press('Enter');
    await expect.poll(() => a.getByTestId('pending-message').isVisible()).toBe(true);
    await expect.poll(() => a.getByText('Waiting for connection').isVisible()).toBe(true);
    await shot(a, '5-outbox');
    // The offline notice above the chat does not push the input under the bottom bar.
    const box = (await aInput.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844 - 56);
    await new Promise((r) => setTimeout(r, 500));
    expect(await b.getByText('Sent while offline').count()).toBe(0);
    await alice.context.setOffline(false);
    await expect.poll(() => b.getByText('Sent while offline').count(), { timeout: 8000 }).toBe(1);
    await expect.poll(() => a.getByTestId('pending-message').count()).toBe(0);
    await a.reload();
    await expect.poll(() => a.getByTestId('message').count()).toBe(3);
    expect(await a.getByText('Sent while offline').count()).toBe(1);

    // The profile's Message button: /messages/new?userId= opens the same conversation.
    await b.goto(`${e2e.url}/messages/new?userId=${alice.id}`);
    await b.waitForURL(`**/messages/${conversationId}`);
    await expect.poll(() => b.getByTestId('message').count()).toBe(3);
    await b.goto(`${e2e.url}/messages/new?userId=nobody`);
    await expect.poll(() => b.getByText('Failed to start conversation. Please try again.').isVisible()).toBe(true);
    await b.waitForURL(/\/messages$/);

    await alice.context.close();
    await bob.context.close();
  });

  it('falls back to polling while the socket is down, reconnects by itself and shows each message once', async () => {
    const carol = await e2e.signedInPage('carol');
    const dave = await e2e.signedInPage('dave');
    // A connection of its own per call: this test waits seconds between two of them, long enough for
    // the server to close a kept-alive one just as the next call reuses it (read ECONNRESET).
    const api = (who: { context: BrowserContext }, query: string, variables: Record<string, unknown>) =>
      who.context.request.post(`${e2e.url}/graphql`, { data: { query, variables }, headers: { connection: 'close' } }).then((r) => r.json());
    const started = await api(carol, `mutation($u: ID!) { startConversation(userId: $u) { id } }`, { u: dave.id });
    const conversationId: string = started.data.startConversation.id;
    const send = (content: string) =>
      api(carol, `mutation($c: ID!, $t: String!) { sendMessage(conversationId: $c, content: $t) { id } }`, { c: conversationId, t: content });

    // Dave's socket goes through a switch the test controls.
    let socketAllowed = true;
    let connections = 0;
    const open: WebSocketRoute[] = [];
    await dave.page.routeWebSocket(/\/graphql$/, (ws) => {
      if (!socketAllowed) return void ws.close({ code: 1013 });
      connections++;
      ws.connectToServer();
      open.push(ws);
    });
    const d = dave.page;
    const subscriptionsStarted = () => e2e.glimpse.subscriptionsStarted();
    let before = subscriptionsStarted();
    await d.goto(`${e2e.url}/messages/${conversationId}`);
    await expect.poll(() => d.getByText('No messages yet. Say hello!').isVisible()).toBe(true);
    await expect.poll(() => connections).toBe(1);
    await subscriptionsSettled(subscriptionsStarted, before);
    await send('one, live');
    // Nothing polls while the socket is up: arriving at all means it was pushed.
    await expect.poll(() => d.getByText('one, live').isVisible(), { timeout: 2000, interval: 20 }).toBe(true);

    socketAllowed = false;
    for (const ws of open.splice(0)) await ws.close({ code: 1001 });
    await new Promise((r) => setTimeout(r, 300));
    await send('two, polled');
    await expect.poll(() => d.getByText('two, polled').isVisible(), { timeout: 5000 }).toBe(true);

    before = subscriptionsStarted();
    socketAllowed = true;
    await expect.poll(() => connections, { timeout: 20_000 }).toBe(2);
    await subscriptionsSettled(subscriptionsStarted, before);
    await send('three, live again');
    await expect.poll(() => d.getByText('three, live again').isVisible(), { timeout: 2000, interval: 20 }).toBe(true);
    await new Promise((r) => setTimeout(r, 3500));
    expect(await d.getByTestId('message').allInnerTexts()).toEqual([
      expect.stringMatching(/^one, live/),
      expect.stringMatching(/^two, polled/),
      expect.stringMatching(/^three, live again/),
    ]);
    await carol.context.close();
    await dave.context.close();
  });

  it('opens a long chat at its newest message and loads older ones when scrolled up', async () => {
    const erin = await e2e.signedInPage('erin');
    const frank = await e2e.signedInPage('frank');
    const api = (query: string, variables: Record<string, unknown>) =>
      erin.context.request.post(`${e2e.url}/graphql`, { data: { query, variables } }).then((r) => r.json());
    const conversationId: string = (await api(`mutation($u: ID!) { startConversation(userId: $u) { id } }`, { u: frank.id })).data.startConversation.id;
    for (let i = 1; i <= 35; i++)
      await api(`mutation($c: ID!, $t: String!) { sendMessage(conversationId: $c, content: $t) { id } }`, { c: conversationId, t: `message number ${i}` });

    const page = frank.page;
    await page.goto(`${e2e.url}/messages/${conversationId}`);
    await expect.poll(() => page.getByTestId('message').count()).toBe(30);
    await expect.poll(() => page.getByText('message number 35', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('message number 6', { exact: true }).count()).toBe(1);
    await page.waitForTimeout(500);
    // Still 30: opening at the newest message did not pass by the top.
    expect(await page.getByTestId('message').count()).toBe(30);
    await page.locator('.chat__list').evaluate((list) => list.scrollTo({ top: 0 }));
    await expect.poll(() => page.getByTestId('message').count()).toBe(35);
    const texts = await page.getByTestId('message').allInnerTexts();
    expect(texts[0]).toMatch(/^message number 1\n/);
    expect(texts[34]).toMatch(/^message number 35\n/);
    await erin.context.close();
    await frank.context.close();
  });
});
