import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { signUpAs, type Caller } from '../support/people';

const toast = (page: Page) => page.getByTestId('toast');
const SHOTS = process.env.SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('administration in Chromium', () => {
  const e2e = useE2e({ ADMIN_CODE: 'code', MASCOT: 'true' });
  let photo: string;
  let spammer: Caller;

  beforeAll(async () => {
    photo = await e2e.saveFile('shot.jpg', await phonePhoto(400, 300));
    await signUpAs(e2e.glimpse, 'ann', '198.51.100.1', true);
    await signUpAs(e2e.glimpse, 'ben', '198.51.100.2', true);
    await signUpAs(e2e.glimpse, 'rita', '203.0.113.1');
    spammer = await signUpAs(e2e.glimpse, 'spammer', '203.0.113.66');
    const ritaApi = await signUpAs(e2e.glimpse, 'rita2', '203.0.113.2');
    const reported = await ritaApi.multipart('/api/reports', { text: 'spammer floods my comments', reportedUserId: spammer.id! });
    expect(reported.status).toBe(201);
  });

  it('lets a user report a problem with a screenshot; non-admins never see the admin page', async () => {
    const page = await e2e.logInPage('rita');
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.goto(`${e2e.url}/admin`);
    await page.waitForURL(`${e2e.url}/`);

    await page.goto(`${e2e.url}/more`);
    await page.getByRole('tab', { name: 'Report' }).click();
    const submit = page.getByRole('button', { name: 'Submit Report' });
    expect(await submit.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Type at least 2 characters to search').isVisible()).toBe(true);
    await page.getByLabel('Description').fill('   ');
    await submit.click();
    await expect.poll(() => page.getByText('Please enter a description of the issue.').isVisible()).toBe(true);
    await page.getByLabel('Description').fill('Someone posts spam under my photos');
    await page.getByLabel('Screenshot (optional)').setInputFiles(photo);
    await shot(page, 'report-form');
    await submit.click();
    await expect.poll(() => toast(page).getByText('Report submitted').isVisible()).toBe(true);
    expect(await page.getByLabel('Description').inputValue()).toBe('');

    // A second report names the user, found by a search of 2 or more characters.
    await page.getByLabel('Description').fill('Harassment in my messages');
    await page.getByLabel('Reported user').fill('s');
    expect(await page.getByText('Type at least 2 characters to search').isVisible()).toBe(true);
    await page.getByLabel('Reported user').fill('spa');
    await page.getByRole('button', { name: 'spammer' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Remove' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Submit Report' }).click();
    // The first report's toast may still be showing: the form emptying is what says this one landed.
    await expect.poll(() => page.getByLabel('Description').inputValue()).toBe('');
    await expect.poll(() => toast(page).getByText('Report submitted').isVisible()).toBe(true);
  });

  it('lets an admin review reports, time out and ban the reported user, unban the address, and read the audit timeline', async () => {
    const page = await e2e.logInPage('ann');
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(`${e2e.url}/admin`);
    // The admin page is its own chunk: wait for it to arrive.
    await expect.poll(() => page.getByRole('tab', { name: 'Chat' }).isVisible()).toBe(true);
    for (const tab of ['Reports', 'Accounts', 'Appeals', 'Posts', 'IPs', 'Audit']) expect(await page.getByRole('tab', { name: tab }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back to App' }).isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Reports' }).click();
    const noUser = page.locator('article', { hasText: 'Someone posts spam under my photos' });
    const withUser = page.locator('article', { hasText: 'spammer floods my comments' });
    await expect.poll(() => noUser.getByText('Pending').isVisible()).toBe(true);
    expect(await noUser.locator('img[alt="Screenshot attached to the report"]').count()).toBe(1);
    await noUser.getByRole('button', { name: 'Timeout' }).click();
    await expect.poll(() => toast(page).getByText('No user was reported in this report.').isVisible()).toBe(true);

    await noUser.getByRole('button', { name: 'Mark Reviewed' }).click();
    await expect.poll(() => noUser.locator('.status-pill').textContent()).toBe('Reviewed');
    expect(await noUser.getByRole('button', { name: 'Mark Reviewed' }).count()).toBe(0);
    await noUser.getByRole('button', { name: 'Mark Resolved' }).click();
    await expect.poll(() => noUser.locator('.status-pill').textContent()).toBe('Resolved');
    expect(await noUser.getByRole('button', { name: /Mark/ }).count()).toBe(0);

    expect(await withUser.getByLabel('Timeout duration').inputValue()).toBe('1h');
    await withUser.getByLabel('Timeout duration').selectOption('15m');
    await withUser.getByRole('button', { name: 'Timeout' }).click();
    await expect.poll(() => toast(page).getByText('spammer is timed out.').isVisible()).toBe(true);
    expect((await spammer.json(`/api/users/${spammer.id}/follow`, 'POST')).body.message).toMatch(/^You are timed out until/);
    await shot(page, 'admin-reports');

    // A ban is permanent: it asks for confirmation, with the reason (the fixed one unless changed).
    await withUser.getByRole('button', { name: 'Ban' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ban spammer?' });
    await expect.poll(() => confirm.getByLabel('Reason').inputValue()).toBe('Banned by administrator');
    await confirm.getByRole('button', { name: 'Ban permanently' }).click();
    await expect.poll(() => toast(page).getByText('User banned successfully!').isVisible()).toBe(true);
    expect((await spammer.from('192.0.2.9').json('/api/posts', 'GET')).status).toBe(401);

    await page.getByRole('tab', { name: 'IPs' }).click();
    const row = page.locator('li', { hasText: '203.0.113.66' });
    await expect.poll(() => row.getByText('Used by banned user spammer').isVisible()).toBe(true);
    await shot(page, 'admin-ips');
    await row.getByRole('button', { name: 'Unban' }).click();
    await expect.poll(() => page.getByText('No banned IP addresses.').isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Audit' }).click();
    const log = page.getByRole('list', { name: 'Audit log' });
    await expect.poll(() => log.locator('li').count()).toBe(6);
    expect(await log.locator('li').first().textContent()).toContain('IP unbanned');
    await page.getByLabel('Filter by action').selectOption('banned');
    await expect.poll(() => log.locator('li').count()).toBe(1);
    await log.getByRole('button', { name: 'spammer' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline of spammer' });
    await expect.poll(() => timeline.locator('li').count()).toBe(5);
    const steps = await timeline.locator('li').allTextContents();
    expect(steps[0]).toContain('Account created');
    expect(steps[1]).toContain('rita2 · Reported');
    expect(steps[2]).toContain('rita · Reported');
    expect(steps[3]).toContain('Timed out');
    expect(steps[4]).toContain('Banned');
    await shot(page, 'admin-audit');
  });

  it('lets an admin ban a post and unban it from the Posts tab, and ban its author from the card; the mascot has commented', async () => {
    const poster = await signUpAs(e2e.glimpse, 'poster', '203.0.113.77');
    const upload = await poster.multipart('/api/posts', {
      media: new Blob([new Uint8Array(await phonePhoto(300, 300))], { type: 'image/jpeg' }),
      caption: 'Evening #sunset',
    });
    expect(upload.status).toBe(201);
    const postId = upload.body.id;

    const page = await e2e.logInPage('ann');
    await page.goto(`${e2e.url}/post/${postId}`);
    const card = page.getByTestId('post-card');
    await expect.poll(() => card.getByText('Evening').isVisible()).toBe(true);

    // The mascot comments by itself, with its badge.
    await expect.poll(() => card.getByText('View 1 comment', { exact: true }).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    await expect.poll(() => dialog.getByTestId('mascot-badge').isVisible()).toBe(true);
    expect(await dialog.getByTestId('comment').first().textContent()).toMatch(/^mascot.*mascot/);
    await shot(page, 'mascot-comment');
    // Closed by its button: an Escape goes first to a toast that came after the dialog (Radix's layers), as any would.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await card.getByTestId('post-menu').click();
    await page.getByRole('button', { name: 'Ban post', exact: true }).click();
    await expect.poll(() => toast(page).getByText('Post banned.').isVisible()).toBe(true);
    expect((await poster.json(`/api/posts/${postId}`, 'GET')).status).toBe(404);

    await page.goto(`${e2e.url}/admin`);
    await page.getByRole('tab', { name: 'Posts' }).click();
    const banned = page.getByRole('list', { name: 'Banned posts' }).locator('li');
    await expect.poll(() => banned.count()).toBe(1);
    expect(await banned.first().textContent()).toContain('Banned by administrator');
    await shot(page, 'admin-posts');
    await banned.first().getByRole('button', { name: 'Unban' }).click();
    await expect.poll(() => page.getByText('No banned posts.').isVisible()).toBe(true);
    expect((await poster.json(`/api/posts/${postId}`, 'GET')).status).toBe(200);

    await page.goto(`${e2e.url}/post/${postId}`);
    await page.getByTestId('post-card').getByTestId('post-menu').click();
    await page.getByRole('button', { name: 'Ban poster' }).click();
    await page.getByRole('dialog', { name: 'Ban poster?' }).getByRole('button', { name: 'Ban permanently' }).click();
    await expect.poll(() => toast(page).getByText('User banned successfully!').isVisible()).toBe(true);
    expect((await poster.from('192.0.2.77').json('/api/auth/login', 'POST', { username: 'poster', password: 'secret1' })).status).toBe(403);
  });

  it('carries a live chat between two admins', async () => {
    const ann = await e2e.logInPage('ann');
    const ben = await e2e.logInPage('ben');
    for (const page of [ann, ben]) await page.goto(`${e2e.url}/admin`);
    for (const page of [ann, ben]) await expect.poll(() => page.getByRole('status').textContent()).toBe('Connected');
    await expect.poll(() => ann.getByLabel('Online admins').textContent()).toMatch(/Online \(2\)/);

    const box = ann.getByLabel('Chat message');
    await box.fill('  first line');
    await box.press('Shift+Enter');
    await box.press('End');
    await box.type('second line  ');
    await box.press('Enter');
    await expect.poll(() => ben.locator('.admin-chat__content').allTextContents()).toEqual(['first line\nsecond line']);
    await expect.poll(() => ann.locator('.admin-chat__content').allTextContents()).toEqual(['first line\nsecond line']);
    expect(await box.inputValue()).toBe('');
    await shot(ben, 'admin-chat');

    await ben.close();
    await expect.poll(() => ann.getByLabel('Online admins').textContent()).toMatch(/Online \(1\)/);
  });
});
