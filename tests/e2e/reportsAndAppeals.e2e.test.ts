import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/accessibility';
import { logInThroughForm } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { signUpAs, type Caller } from '../support/people';

const toast = (page: Page) => page.getByTestId('toast');
const SHOTS = process.env.SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('reporting anything, bans and appeals in Chromium', () => {
  const e2e = useE2e({ ADMIN_CODE: 'code' });
  let admin: Caller;

  beforeAll(async () => {
    admin = await signUpAs(e2e.glimpse, 'ann', '198.51.100.1', true);
    await signUpAs(e2e.glimpse, 'bob', '203.0.113.5');
    const cy = await signUpAs(e2e.glimpse, 'cyd', '203.0.113.6');
    expect((await admin.json(`/api/admin/users/${cy.id}/ban`, 'POST', { reason: 'Impersonation' })).status).toBe(200);
  });

  it("reports a post and a comment from their '...' menus, and tells the reporter when a report's status changes", async () => {
    const dee = await signUpAs(e2e.glimpse, 'dee', '203.0.113.7');
    const posted = await dee.multipart('/api/posts', {
      media: new Blob([new Uint8Array(await phonePhoto(300, 300))], { type: 'image/jpeg' }),
      caption: 'Cheap pills',
    });
    const { page: eve } = await e2e.signedInPage('eve_reports');
    const comment = await dee.json(`/api/posts/${posted.body.id}/comments`, 'POST', { content: 'buy now' });
    expect(comment.status).toBe(201);

    await eve.goto(`${e2e.url}/post/${posted.body.id}`);
    const card = eve.getByTestId('post-card');
    await card.getByTestId('post-menu').click();
    expect(await eve.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await eve.getByRole('button', { name: 'Report' }).click();
    const dialog = eve.getByRole('dialog', { name: 'Report post' });
    await dialog.getByLabel('Description').fill('Selling drugs');
    expect(await seriousViolations(eve)).toEqual([]);
    await shot(eve, 'report-post');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect.poll(() => toast(eve).getByText('Report submitted').isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);

    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    await eve.getByRole('button', { name: 'More options for the comment by dee' }).click();
    await eve.getByRole('button', { name: 'Report' }).click();
    const commentDialog = eve.getByRole('dialog', { name: 'Report comment' });
    await commentDialog.getByLabel('Description').fill('Spam');
    await commentDialog.getByRole('button', { name: 'Submit Report' }).click();
    // The post's 'Report submitted' toast may still be showing: the dialog closing is what says this one landed.
    await expect.poll(() => commentDialog.count()).toBe(0);
    await expect.poll(() => toast(eve).getByText('Report submitted').isVisible()).toBe(true);

    // The reporter looks at their reports; then a moderator reviews one, and the way there counts the update.
    await eve.goto(`${e2e.url}/reports`);
    await expect.poll(() => eve.getByTestId('my-reports').locator('li.admin-card').count()).toBe(2);
    const reports = (await admin.request('/api/admin/reports')).body.filter((r: any) => r.reporter.username === 'eve_reports');
    const onPost = reports.find((r: any) => r.target?.type === 'post');
    expect(onPost.target).toMatchObject({ text: 'Cheap pills', author: { username: 'dee' } });
    expect((await admin.json(`/api/admin/reports/${onPost.id}/status`, 'PATCH', { status: 'reviewed' })).status).toBe(200);
    await eve.goto(`${e2e.url}/more`);
    await eve.getByRole('tab', { name: 'Report' }).click();
    await expect.poll(() => eve.getByTestId('my-reports-link').textContent()).toBe('Your reports and appeals1 updated');
    await eve.getByTestId('my-reports-link').click();
    const updated = eve.getByTestId('my-reports').locator('li.admin-card', { hasText: 'Updated' });
    await expect.poll(() => updated.count()).toBe(1);
    expect(await updated.textContent()).toContain('Reviewed');
    expect(await updated.textContent()).toContain('A post by dee');
    expect(await seriousViolations(eve)).toEqual([]);
    await shot(eve, 'my-reports');

    // dee's post is banned: only dee still sees it, on the same screen, and appeals its ban there.
    expect((await admin.json(`/api/admin/posts/${posted.body.id}/ban`, 'POST', { reason: 'Selling drugs' })).status).toBe(200);
    const deePage = await e2e.logInPage('dee');
    await deePage.goto(`${e2e.url}/reports`);
    const banned = deePage.getByRole('listitem', { name: /^Banned post of/ });
    await expect.poll(() => banned.getByText('Selling drugs').isVisible()).toBe(true);
    await banned.getByLabel('Why should this post come back?').fill('They are vitamins');
    await banned.getByRole('button', { name: 'Send appeal' }).click();
    await expect.poll(() => banned.getByText('You appealed this ban.').isVisible()).toBe(true);
    expect(await deePage.getByTestId('my-appeals').textContent()).toContain('Banned post');
    expect(await seriousViolations(deePage)).toEqual([]);
  });

  it("shows a banned person's open app why and how to appeal; an admin overturns the appeal, and they sign in again", async () => {
    const bo = await e2e.logInPage('bob');
    const ann = await e2e.logInPage('ann');

    // The admin bans bo from the Accounts tab: confirmation, with a reason.
    await ann.goto(`${e2e.url}/admin`);
    await ann.getByRole('tab', { name: 'Accounts' }).click();
    await ann.getByLabel('Search accounts').fill('bob');
    const card = ann.getByRole('listitem', { name: 'Account bob' });
    await expect.poll(() => card.getByText('Active').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Ban' }).click();
    const confirm = ann.getByRole('dialog', { name: 'Ban bob?' });
    await confirm.getByLabel('Reason').fill('Spam links in every comment');
    await shot(ann, 'ban-confirm');
    await confirm.getByRole('button', { name: 'Ban permanently' }).click();
    await expect.poll(() => toast(ann).getByText('User banned successfully!').isVisible()).toBe(true);
    await expect.poll(() => card.getByText('Banned', { exact: true }).isVisible()).toBe(true);

    // bo's app, open all along, is told at once (its live socket closes for the ban), not sent to the sign-in page.
    await expect.poll(() => bo.getByTestId('banned-page').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await bo.getByRole('heading', { name: 'Your account has been banned' }).isVisible()).toBe(true);
    expect(await bo.getByTestId('ban-reason').textContent()).toBe('Spam links in every comment');
    expect(await seriousViolations(bo)).toEqual([]);
    await shot(bo, 'banned-screen');
    await bo.getByLabel('Why should the decision change?').fill('Those were links to my own shop, I will stop.');
    await bo.getByRole('button', { name: 'Send appeal' }).click();
    await expect.poll(() => bo.getByTestId('banned-appeal').textContent()).toContain('Your appeal was sent');
    // Reopened, the app still says so (the session is no longer one).
    await bo.reload();
    await expect.poll(() => bo.getByTestId('banned-appeal').isVisible()).toBe(true);

    // The admin overturns it, with a reason.
    await ann.getByRole('tab', { name: 'Appeals' }).click();
    const appeal = ann.getByRole('listitem', { name: 'Appeal by bob' });
    await expect.poll(() => appeal.getByText('Those were links to my own shop, I will stop.').isVisible()).toBe(true);
    expect(await appeal.getByText('Spam links in every comment').isVisible()).toBe(true);
    expect(await seriousViolations(ann)).toEqual([]);
    await shot(ann, 'admin-appeals');
    await appeal.getByRole('button', { name: 'Overturn' }).click();
    await expect.poll(() => toast(ann).getByText('Please give the reason for the decision.').isVisible()).toBe(true);
    await appeal.getByLabel('Reason for the decision').fill('First time: the ban is lifted');
    await appeal.getByRole('button', { name: 'Overturn' }).click();
    await expect.poll(() => toast(ann).getByText('Appeal overturned: the sanction is lifted.').isVisible()).toBe(true);
    await expect.poll(() => appeal.getByText(/Overturned by ann/).isVisible()).toBe(true);
    await ann.getByRole('tab', { name: 'Audit' }).click();
    await expect.poll(() => ann.getByRole('list', { name: 'Audit log' }).textContent()).toContain('Appeal decided');
    expect(await ann.getByRole('list', { name: 'Audit log' }).textContent()).toContain('Unbanned');

    // bo signs in again and sees the decision and its reason with his appeals.
    await bo.getByRole('button', { name: 'Sign in with another account' }).click();
    // Leaving signs the device out first: a page loaded before that would show the ban again.
    await expect.poll(() => bo.getByRole('button', { name: 'Sign in with another account' }).count()).toBe(0);
    await logInThroughForm(bo, e2e.url, 'bob');
    await bo.goto(`${e2e.url}/reports`);
    const mine = bo.getByTestId('my-appeals');
    await expect.poll(() => mine.getByText('Overturned').first().isVisible()).toBe(true);
    expect(await bo.getByTestId('appeal-decision').textContent()).toContain('First time: the ban is lifted');
    expect(await seriousViolations(bo)).toEqual([]);
  });

  it('tells a banned person why at sign-in, in dark mode, takes the appeal with the typed password, and shows the decision on the next try', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const cy = await context.newPage();
    await cy.goto(`${e2e.url}/login`);
    await cy.getByLabel('Username').fill('cyd');
    await cy.getByLabel('Password').fill('secret1');
    await cy.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => cy.getByTestId('banned-page').isVisible()).toBe(true);
    expect(await cy.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await cy.getByTestId('ban-reason').textContent()).toBe('Impersonation');
    expect(await seriousViolations(cy)).toEqual([]);
    await shot(cy, 'banned-sign-in-dark');
    await cy.getByLabel('Why should the decision change?').fill('This is my real name.');
    await cy.getByRole('button', { name: 'Send appeal' }).click();
    await expect.poll(() => cy.getByTestId('banned-appeal').textContent()).toContain('Your appeal was sent');

    const [open] = (await admin.request('/api/admin/appeals')).body.filter((a: any) => a.user.username === 'cyd');
    expect((await admin.json(`/api/admin/appeals/${open.id}/decide`, 'POST', { decision: 'upheld', reason: 'The account copies a celebrity' })).status).toBe(
      200,
    );

    await cy.getByRole('button', { name: 'Sign in with another account' }).click();
    await cy.getByLabel('Username').fill('cyd');
    await cy.getByLabel('Password').fill('secret1');
    await cy.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => cy.getByTestId('banned-appeal').textContent()).toContain('the ban stays');
    expect(await cy.getByTestId('banned-appeal').textContent()).toContain('The account copies a celebrity');
    expect(await seriousViolations(cy)).toEqual([]);
    await context.close();
  });
});
