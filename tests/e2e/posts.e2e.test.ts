import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';

const toast = (page: Page) => page.getByTestId('toast');
const SHOTS = process.env.SCREENSHOTS_DIR;

async function publish(context: BrowserContext, url: string, caption: string, width = 800): Promise<string> {
  const res = await context.request.post(`${url}/api/posts`, {
    multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(width, (width * 3) / 4) }, caption },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('posts in Chromium: comments, bookmarks, share, the post page, the live pill and deletion', () => {
  const e2e = useE2e();
  let alice: SignedIn & { page: Page };
  let bob: SignedIn & { page: Page };
  let postId: string;

  beforeAll(async () => {
    alice = await e2e.signedInPage('alice');
    bob = await e2e.signedInPage('bob');
    for (const { context } of [alice, bob]) {
      // Headless Chromium may or may not offer the Web Share API; the fallback is what is tested here.
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    }
    postId = await publish(alice.context, e2e.url, 'Harbour at #dawn');
    await bob.context.request.post(`${e2e.url}/api/users/${alice.id}/follow`);
  });

  it('comments in the modal as plain text, and the author sees the count live on the post page', async () => {
    await alice.page.goto(`${e2e.url}/post/${postId}`);
    await expect.poll(() => alice.page.getByRole('heading', { name: 'Post' }).isVisible()).toBe(true);
    const aliceCard = alice.page.getByTestId('post-card');
    await expect.poll(() => aliceCard.getByText('Harbour at').isVisible()).toBe(true);
    expect(await aliceCard.locator('img[src^="/media/"]').getAttribute('loading')).toBe('eager');
    await shot(alice.page, 'post-page');

    const page = bob.page;
    await page.goto(`${e2e.url}/`);
    const card = page.getByTestId('post-card').first();
    await card.getByRole('button', { name: 'Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    await expect.poll(() => dialog.getByText('No comments yet. Be the first to comment!').isVisible()).toBe(true);
    const input = dialog.getByPlaceholder('Add a comment...');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    const postButton = dialog.getByRole('button', { name: 'Post', exact: true });
    expect(await postButton.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await postButton.isDisabled()).toBe(true);
    await input.fill('  <b>so</b> calm  ');
    await input.press('Enter');
    await expect.poll(() => toast(page).getByText('Comment posted successfully!').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByTestId('comment').count()).toBe(1);
    expect(await dialog.getByTestId('comment').getByText('<b>so</b> calm', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.locator('.comment__content b').count()).toBe(0);
    expect(await input.inputValue()).toBe('');
    await shot(page, 'comments-dialog');
    const axe = await new AxeBuilder({ page }).include('[data-testid="comments-dialog"]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

    await input.fill('x'.repeat(2201));
    await expect.poll(() => dialog.getByText('Comment must be at most 2200 characters').isVisible()).toBe(true);
    expect(await postButton.isDisabled()).toBe(true);
    await input.fill('Second thought');
    await postButton.click();
    await expect.poll(() => dialog.getByTestId('comment').count()).toBe(2);
    await expect.poll(() => aliceCard.getByTestId('view-comments').textContent()).toBe('View all 2 comments');

    // The author opens 'View all 2 comments' and removes one from their own post.
    await aliceCard.getByTestId('view-comments').click();
    const aliceDialog = alice.page.getByRole('dialog', { name: 'Comments' });
    await expect.poll(() => aliceDialog.getByTestId('comment').count()).toBe(2);
    await aliceDialog.getByRole('button', { name: 'Delete comment by bob' }).first().click();
    await expect.poll(() => toast(alice.page).getByText('Comment deleted successfully!').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByTestId('comment').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => card.getByTestId('view-comments').textContent()).toBe('View 1 comment');
  });

  it('bookmarks a post and keeps it saved across a reload', async () => {
    const page = bob.page;
    const save = () => page.getByTestId('post-card').first().getByTestId('save-button');
    expect(await save().getAttribute('aria-pressed')).toBe('false');
    await save().click();
    await expect.poll(() => save().getAttribute('aria-pressed')).toBe('true');
    // The button turns at once; the reload waits until the server has the bookmark, as a person
    // who saw it land would (a reload while it is on its way would cancel it).
    const savedOnServer = async () => {
      const saved = await bob.context.request.post(`${e2e.url}/graphql`, { data: { query: '{ savedPosts { edges { node { id } } } }' } });
      return (await saved.json()).data.savedPosts.edges;
    };
    await expect.poll(savedOnServer).toEqual([{ node: { id: postId } }]);
    await page.reload();
    await expect.poll(() => save().getAttribute('aria-pressed')).toBe('true');
  });

  it('copies the post’s link where there is no Web Share API, and says so', async () => {
    const page = bob.page;
    await page.getByTestId('post-card').first().getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => toast(page).getByText('Link copied').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.url}/post/${postId}`);
  });

  it('announces a new post from a followed user with a pill, inserting it only when tapped', async () => {
    const page = bob.page;
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(1);
    const newId = await publish(alice.context, e2e.url, 'Fresh from the boat');
    await expect.poll(() => page.getByTestId('new-posts-pill').isVisible()).toBe(true);
    expect(await page.getByTestId('post-card').count()).toBe(1);
    await shot(page, 'new-posts-pill');
    await page.getByTestId('new-posts-pill').click();
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(2);
    expect(await page.getByTestId('post-card').first().getAttribute('data-post-id')).toBe(newId);
    await expect.poll(() => page.getByTestId('new-posts-pill').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Everyone gets the menu, with Report, Mute and Block on others' posts; only the author (and admins) find Delete in it.
    await page.getByTestId('post-card').first().getByTestId('post-menu').click();
    await expect.poll(() => page.getByRole('button', { name: 'Report' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Block' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('deletes a post after a confirmation; it vanishes live from a follower’s feed and post page', async () => {
    const postPage = await bob.context.newPage();
    await postPage.goto(`${e2e.url}/post/${postId}`);
    await expect.poll(() => postPage.getByTestId('post-card').count()).toBe(1);
    const page = alice.page;
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(2);
    const card = page.locator(`[data-post-id="${postId}"]`);
    await card.getByTestId('post-menu').click();
    await shot(page, 'post-menu');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Delete post?' }).isVisible()).toBe(true);
    await shot(page, 'delete-confirm');
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await card.isVisible()).toBe(true);

    await card.getByTestId('post-menu').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toast(page).getByText('Post deleted successfully!').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(1);
    await expect.poll(() => bob.page.locator(`[data-post-id="${postId}"]`).count()).toBe(0);
    expect(await bob.page.getByTestId('post-card').count()).toBe(1);
    await expect.poll(() => postPage.getByText('Post not found').isVisible()).toBe(true);
  });

  it('shows ‘Post not found’ with a way home for a post that is gone', async () => {
    const page = bob.page;
    await page.goto(`${e2e.url}/post/${postId}`);
    await expect.poll(() => page.getByText('Post not found').isVisible()).toBe(true);
    await shot(page, 'post-not-found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${e2e.url}/`);
  });

  it('pages the feed by infinite scroll', async () => {
    for (let i = 0; i < 22; i++) await publish(alice.context, e2e.url, `Batch ${i}`, 200);
    const page = bob.page;
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(20);
    expect(await page.getByTestId('post-card').first().getByText('Batch 21').isVisible()).toBe(true);
    await page.getByTestId('post-card').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(23);
    expect(await page.getByTestId('post-card').last().getByText('Fresh from the boat').isVisible()).toBe(true);
  });
});
