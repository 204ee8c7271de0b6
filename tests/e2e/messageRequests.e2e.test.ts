import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { useE2e } from '../support/e2eHarness';

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/requests-${name}.png` });
};

/** Axe at phone width in light and then dark mode, on the page as it is; `ready` says the page is back after the reload. */
async function accessibleInBothThemes(page: Page, ready: () => Promise<unknown>, where: string) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await ready();
    expect({ where, theme, violations: await seriousViolations(page) }).toEqual({ where, theme, violations: [] });
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

describe('message requests in Chromium', () => {
  const e2e = useE2e();

  it('shows a message from someone not followed in Requests, and accepting moves it to the inbox', async () => {
    const rose = await e2e.signedInPage('rose');
    const sam = await e2e.signedInPage('sam');
    const r = rose.page;

    // Sam writes to Rose, who does not follow Sam.
    const api = (query: string, variables: Record<string, unknown>) =>
      sam.context.request.post(`${e2e.url}/graphql`, { data: { query, variables } }).then((res) => res.json());
    const started = await api(`mutation($u: ID!) { startConversation(userId: $u) { id } }`, { u: rose.id });
    const conversationId = started.data.startConversation.id;
    await api(`mutation($c: ID!, $t: String!) { sendMessage(conversationId: $c, content: $t) { id } }`, { c: conversationId, t: 'Hi Rose, loved your photos' });

    // Rose's inbox does not have it, nor do her unread badges; the Requests entry counts it.
    await r.goto(`${e2e.url}/messages`);
    await expect.poll(() => r.getByText('No messages yet.').isVisible()).toBe(true);
    const entry = r.getByTestId('requests-entry');
    await expect.poll(() => entry.getByLabel('1 message request').isVisible()).toBe(true);
    expect(await r.getByTestId('unread-badge').count()).toBe(0);
    await accessibleInBothThemes(r, () => entry.getByLabel('1 message request').waitFor(), 'inbox');
    await shot(r, '1-inbox');

    await entry.click();
    await r.waitForURL('**/messages/requests');
    await expect.poll(() => r.getByRole('heading', { name: 'Message requests' }).isVisible()).toBe(true);
    const row = r.getByRole('link', { name: /sam/ });
    await expect.poll(() => row.innerText()).toMatch(/sam[\s\S]*Hi Rose, loved your photos/);
    await accessibleInBothThemes(r, () => row.waitFor(), 'requests');
    await shot(r, '2-requests');

    // Opening it shows the message, and Accept / Delete instead of the message box.
    await row.click();
    await r.waitForURL(`**/messages/${conversationId}`);
    await expect.poll(() => r.getByTestId('message').count()).toBe(1);
    const request = r.getByRole('region', { name: 'Message request' });
    await request.waitFor();
    expect(await r.getByPlaceholder('Type a message...').count()).toBe(0);
    await accessibleInBothThemes(r, () => request.waitFor(), 'request chat');
    await shot(r, '3-request-chat');

    await request.getByRole('button', { name: 'Accept' }).click();
    // Accepted: the message box, and the chat is in the inbox.
    await r.getByPlaceholder('Type a message...').waitFor();
    expect(await request.count()).toBe(0);
    await r.getByPlaceholder('Type a message...').fill('Thank you!');
    await r.getByPlaceholder('Type a message...').press('Enter');
    await expect.poll(() => r.getByTestId('message').count()).toBe(2);
    await r.getByRole('link', { name: 'Back to messages' }).click();
    await r.waitForURL(/\/messages$/);
    await expect.poll(() => r.getByRole('link', { name: /sam/ }).innerText()).toMatch(/sam[\s\S]*You: Thank you!/);
    await expect.poll(() => entry.getByRole('img').count()).toBe(0);
    await r.getByTestId('requests-entry').click();
    await expect.poll(() => r.getByText('No message requests').isVisible()).toBe(true);

    await rose.context.close();
    await sam.context.close();
  }, 120_000);

  it('deletes a request after a confirmation, for the recipient only', async () => {
    const tess = await e2e.signedInPage('tess');
    const uma = await e2e.signedInPage('uma');
    const api = (query: string, variables: Record<string, unknown>) =>
      uma.context.request.post(`${e2e.url}/graphql`, { data: { query, variables } }).then((res) => res.json());
    const id = (await api(`mutation($u: ID!) { startConversation(userId: $u) { id } }`, { u: tess.id })).data.startConversation.id;
    await api(`mutation($c: ID!, $t: String!) { sendMessage(conversationId: $c, content: $t) { id } }`, { c: id, t: 'Cheap followers here' });

    const t = tess.page;
    await t.goto(`${e2e.url}/messages/${id}`);
    const request = t.getByRole('region', { name: 'Message request' });
    await request.getByRole('button', { name: 'Delete' }).click();
    const dialog = t.getByRole('dialog', { name: 'Delete message request?' });
    await dialog.waitFor();
    expect({ violations: await seriousViolations(t) }).toEqual({ violations: [] });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await t.waitForURL('**/messages/requests');
    await expect.poll(() => t.getByText('No message requests').isVisible()).toBe(true);
    expect(await t.getByTestId('toast').textContent()).toContain('Chat deleted');
    // Uma still has it.
    const hers = await api(`{ conversations { id } }`, {});
    expect(hers.data.conversations).toEqual([{ id }]);

    await tess.context.close();
    await uma.context.close();
  }, 120_000);

  it('edits the hidden words in Settings: add, remove, the counter, and Save', async () => {
    const { page, context } = await e2e.signedInPage('vera', '/settings');
    await page.getByRole('link', { name: 'Hidden words' }).click();
    await page.waitForURL('**/settings/hidden-words');
    await expect.poll(() => page.getByText('You hide no words yet.').isVisible()).toBe(true);
    const input = page.getByLabel('Add a word or phrase');
    // Each word typed once the one before is in the list, as a person sees it land: Add empties the box.
    const listed = (word: string) => page.getByRole('list', { name: 'Your hidden words' }).getByText(word, { exact: true }).waitFor();
    await input.fill('  spoiler ');
    await page.getByRole('button', { name: 'Add' }).click();
    await listed('spoiler');
    await input.fill('bad guy');
    await input.press('Enter');
    await listed('bad guy');
    await input.fill('x'.repeat(51));
    await page.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.getByText('Each hidden word or phrase must be at most 50 characters').isVisible()).toBe(true);
    await input.fill('');
    await expect.poll(() => page.getByText('2/100').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Remove bad guy' }).click();
    await expect.poll(() => page.getByText('1/100').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Saved' }).isVisible()).toBe(true);
    expect(await page.getByTestId('toast').textContent()).toContain('Hidden words saved');
    await accessibleInBothThemes(page, () => page.getByText('spoiler', { exact: true }).waitFor(), 'hidden words');
    await shot(page, '4-hidden-words');
    const saved = await page.evaluate(async () => (await fetch('/api/account/hidden-words')).json());
    expect(saved).toEqual({ words: ['spoiler'] });
    await context.close();
  }, 120_000);
});
