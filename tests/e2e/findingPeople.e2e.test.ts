import type { APIRequestContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

async function publish(request: APIRequestContext, url: string, caption: string): Promise<string> {
  const res = await request.post(`${url}/api/posts`, {
    multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(400, 400) }, caption },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

/** Whether the page is still the one loaded when `mark` was called: no reload in between. */
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark?: boolean }).e2eMark = true));

describe('finding people and things in Chromium', () => {
  const e2e = useE2e();
  let hank: { id: string };
  let nadia: { id: string };
  const posts: string[] = [];

  beforeAll(async () => {
    // Hank posts under #HarbourLights; Nadia, who has no posts, likes them (Explore ranks by such engagement).
    const h = await e2e.signedInContext('harbour_hank');
    hank = h;
    for (const caption of ['Dusk at the pier #HarbourLights', 'Boats asleep #harbourlights']) posts.push(await publish(h.context.request, e2e.url, caption));
    const n = await e2e.signedInContext('nadia_new');
    nadia = n;
    const profile = await n.context.request.post(`${e2e.url}/api/auth/update-profile`, { multipart: { fullName: 'Nadia Quill', bio: 'Just arrived' } });
    expect(profile.status()).toBe(200);
    for (const postId of posts) expect((await n.context.request.post(`${e2e.url}/api/posts/${postId}/like`)).status()).toBe(200);
  });

  it('finds an account with no posts by its username or a word of its name, and hashtags with their counts', async () => {
    const { page } = await e2e.signedInPage('searcher_sam', '/search');
    const box = page.getByPlaceholder('Search users, posts, or locations...');
    await box.fill('nad');
    const nadiaRow = page.getByTestId('account-result').filter({ hasText: 'nadia_new' });
    await expect.poll(() => nadiaRow.isVisible()).toBe(true);
    expect(await nadiaRow.textContent()).toContain('Nadia Quill');
    await box.fill('QUILL');
    await expect.poll(() => nadiaRow.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No posts found matching "QUILL"').isVisible()).toBe(true);
    await inBothThemes(page, 'search-accounts');
    await nadiaRow.click();
    await page.waitForURL(`**/profile/${nadia.id}`);

    await page.goto(`${e2e.url}/search`);
    await box.fill('#harbourl');
    const tag = page.getByTestId('hashtag-result');
    await expect.poll(() => tag.textContent()).toBe('##harbourlights2 posts');
    await expect.poll(() => page.getByTestId('post-tile').count()).toBe(2);
    await inBothThemes(page, 'search-hashtags');
    await tag.click();
    await page.waitForURL('**/hashtag/harbourlights');
    await expect.poll(() => page.getByTestId('hashtag-count').textContent()).toBe('2 posts');
  });

  it('shows people to follow and Explore before anything is typed', async () => {
    const { page } = await e2e.signedInPage('explorer_eve', '/search');
    await expect.poll(() => page.getByText('Search for users, posts, or locations').isVisible()).toBe(true);
    const suggested = page.getByTestId('suggested-people');
    await expect.poll(() => suggested.getByTestId('suggested-person').filter({ hasText: 'harbour_hank' }).isVisible()).toBe(true);
    const explore = page.getByTestId('explore');
    await expect.poll(() => explore.getByTestId('post-tile').count()).toBe(2);
    expect(await explore.locator(`a[href="/post/${posts[0]}"]`).count()).toBe(1);
    await inBothThemes(page, 'search-explore');
    // Following from the row: the button says so, and their posts leave Explore the next time.
    await suggested.getByRole('button', { name: 'Follow harbour_hank' }).click();
    await expect.poll(() => suggested.getByRole('button', { name: 'Following harbour_hank' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('explore').getByText('Nothing to explore yet: new posts will show here.').isVisible()).toBe(true);
  });

  it('offers people to follow on an empty feed; following one shows their posts there at once', async () => {
    const { page } = await e2e.signedInPage('newbie_nell', '/');
    const empty = page.getByTestId('feed-empty');
    const hankRow = empty.getByTestId('suggested-person').filter({ hasText: 'harbour_hank' });
    await expect.poll(() => hankRow.isVisible()).toBe(true);
    expect(await empty.getByRole('heading', { name: 'Suggested for you' }).isVisible()).toBe(true);
    await inBothThemes(page, 'feed-empty-suggestions');
    await mark(page);
    await hankRow.getByRole('button', { name: 'Follow harbour_hank' }).click();
    await expect.poll(() => page.getByTestId('post-card').count()).toBe(2);
    expect(await page.getByTestId('feed').locator(`a[href="/profile/${hank.id}"]`).count()).toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);
  });
});
