import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useE2e } from '../support/e2eHarness';
import { fillSignUpForm, signUpInContext } from '../support/browserAccounts';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';
import { phoneVideo } from '../support/videos';

const SHOTS = process.env.SCREENSHOTS_DIR;
const toast = (page: Page) => page.getByTestId('toast');

async function publish(context: BrowserContext, url: string, caption: string, media?: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  const res = await context.request.post(`${url}/api/posts`, {
    multipart: { media: media ?? { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** The heart of a double tap, screenshotted mid-flight in the light and the dark theme. */
async function heartShots(page: Page, media: Locator) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await media.dblclick();
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/double-tap-heart-${theme}.png` });
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

describe('the feed’s details in Chromium: gestures, words and places', () => {
  const e2e = useE2e();
  let alice: SignedIn & { page: Page };
  let bob: SignedIn & { page: Page };

  beforeAll(async () => {
    alice = await e2e.signedInPage('alice');
    bob = await e2e.signedInPage('bob');
    await bob.context.request.post(`${e2e.url}/api/users/${alice.id}/follow`);
  });

  it('likes a photo on a double tap with a heart over it, and never unlikes by one', async () => {
    const postId = await publish(alice.context, e2e.url, 'Double me');
    const page = bob.page;
    await page.goto(`${e2e.url}/post/${postId}`);
    const card = page.getByTestId('post-card');
    const media = card.locator('img[src^="/media/"]');
    await expect.poll(() => media.isVisible()).toBe(true);

    // One click is no like.
    await media.click();
    await page.waitForTimeout(400);
    expect(await card.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');

    await media.dblclick();
    await expect.poll(() => card.getByTestId('like-heart').isVisible()).toBe(true);
    await expect.poll(() => card.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    expect(await card.getByTestId('likes-count').textContent()).toBe('1 like');
    await expect.poll(() => card.getByTestId('like-heart').count(), { timeout: 3000 }).toBe(0);

    // Liked already: the heart shows again, the like stays.
    await media.dblclick();
    await expect.poll(() => card.getByTestId('like-heart').isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(await card.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    await heartShots(page, media);
    const server = await bob.context.request.get(`${e2e.url}/api/posts/${postId}`);
    expect(await server.json()).toMatchObject({ likesCount: 1, isLiked: true });
  });

  it('likes on two taps of a finger, not one, and without the heart flying when motion is reduced', async () => {
    const postId = await publish(alice.context, e2e.url, 'Tap tap');
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    await signUpInContext(context, e2e.url, 'tina');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/post/${postId}`);
    const card = page.getByTestId('post-card');
    const media = card.locator('img[src^="/media/"]');
    await expect.poll(() => media.isVisible()).toBe(true);
    const { x, y, width, height } = await box(media);

    await page.touchscreen.tap(x + width / 2, y + height / 2);
    await page.waitForTimeout(400);
    expect(await card.getByTestId('like-button').getAttribute('aria-pressed')).toBe('false');

    await page.touchscreen.tap(x + width / 2, y + height / 2);
    await page.touchscreen.tap(x + width / 2 + 4, y + height / 2 + 4);
    await expect.poll(() => card.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    expect(await card.getByTestId('like-heart').count()).toBe(1);
    expect(await card.getByTestId('like-heart').isVisible()).toBe(false);
    await context.close();
  });

  it('likes a video on a double click without taking it full screen', async () => {
    const postId = await publish(alice.context, e2e.url, 'Waves', { name: 'v.mp4', mimeType: 'video/mp4', buffer: await phoneVideo('mp4') });
    const page = bob.page;
    await page.goto(`${e2e.url}/post/${postId}`);
    const card = page.getByTestId('post-card');
    const video = card.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1)).toBe(true);
    const { x, y, width } = await box(video);
    // On the picture, above the controls.
    await page.mouse.dblclick(x + width / 2, y + 20);
    await expect.poll(() => card.getByTestId('like-button').getAttribute('aria-pressed')).toBe('true');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  it('counts in words that agree with their number', async () => {
    const postId = await publish(alice.context, e2e.url, 'Counted');
    const page = bob.page;
    const comment = (content: string) => bob.context.request.post(`${e2e.url}/api/posts/${postId}/comments`, { data: { content } });
    await comment('One');
    await page.goto(`${e2e.url}/post/${postId}`);
    const card = page.getByTestId('post-card');
    await expect.poll(() => card.getByTestId('view-comments').textContent()).toBe('View 1 comment');
    expect(await card.getByTestId('likes-count').textContent()).toBe('0 likes');
    await comment('Two');
    await page.reload();
    await expect.poll(() => card.getByTestId('view-comments').textContent()).toBe('View all 2 comments');

    await page.goto(`${e2e.url}/profile/${alice.id}`);
    const stats = page.locator('.profile__stats');
    await expect.poll(() => stats.textContent()).toMatch(/^\d+ posts1 follower0 following$/);
  });

  it('tells how long ago a post came, to the minute, and keeps it right as time passes', async () => {
    const postId = await publish(alice.context, e2e.url, 'On time');
    const context = await e2e.newContext();
    await signUpInContext(context, e2e.url, 'tim');
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${e2e.url}/post/${postId}`);
    const time = page.getByTestId('post-time');
    await expect.poll(() => time.textContent()).toBe('Just now');
    await page.clock.fastForward('05:00');
    await expect.poll(() => time.textContent()).toBe('5 minutes ago');
    await page.clock.fastForward('02:00:00');
    await expect.poll(() => time.textContent()).toBe('2 hours ago');
    await context.close();
  });

  it('folds a long caption after about two lines with "... more", which unfolds it in place from the keyboard', async () => {
    // 123 characters, and the next word would pass 125.
    const head = 'Golden hour over the old harbour at #dawn, the fishing boats coming home one by one while the gulls argue over the nets and';
    const tail = ' the whole town wakes up to the smell of coffee and salt. #dusk #harbour';
    const postId = await publish(alice.context, e2e.url, head + tail);
    const page = bob.page;
    await page.goto(`${e2e.url}/post/${postId}`);
    const caption = page.getByTestId('post-card').getByTestId('caption');
    const more = caption.getByRole('button', { name: 'more' });
    await expect.poll(() => more.isVisible()).toBe(true);
    expect(await caption.textContent()).toBe(`alice ${head}... more`);
    expect(await caption.getByRole('link', { name: '#dawn' }).getAttribute('href')).toBe('/hashtag/dawn');
    expect(await caption.getByRole('link', { name: '#dusk' }).count()).toBe(0);
    await inBothThemes(page, 'caption-folded');

    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => caption.textContent()).toBe(`alice ${head}${tail}`);
    expect(await more.count()).toBe(0);
    expect(await caption.getByRole('link', { name: '#dusk' }).getAttribute('href')).toBe('/hashtag/dusk');
    expect(await caption.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    await caption.getByRole('link', { name: '#dawn' }).click();
    await page.waitForURL(`${e2e.url}/hashtag/dawn`);
  });

  it('brings a signed-out person from a shared link back to the post after signing in', async () => {
    const postId = await publish(alice.context, e2e.url, 'Shared with a friend');
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('visited', 'true'));
    const page = await context.newPage();
    await page.goto(`${e2e.url}/post/${postId}`);
    await page.waitForURL(`${e2e.url}/login?next=%2Fpost%2F${postId}`);
    await page.getByLabel('Username').fill('bob');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${e2e.url}/post/${postId}`);
    await expect.poll(() => page.getByTestId('post-card').getByText('Shared with a friend').isVisible()).toBe(true);
    await context.close();
  });

  it('brings a newcomer from a shared link back to the post after signing up', async () => {
    const postId = await publish(alice.context, e2e.url, 'Come and see');
    const page = await e2e.newPage();
    await page.goto(`${e2e.url}/post/${postId}`);
    await expect.poll(() => page.getByRole('heading', { name: /Welcome to/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${e2e.url}/signup?next=%2Fpost%2F${postId}`);
    await fillSignUpForm(page, 'nina');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${e2e.url}/profile/edit?next=%2Fpost%2F${postId}`);
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(`${e2e.url}/post/${postId}`);
    await expect.poll(() => page.getByTestId('post-card').getByText('Come and see').isVisible()).toBe(true);
  });

  it('goes home after signing in when the return target is another site', async () => {
    for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const context = await e2e.newContext();
      const page = await context.newPage();
      await page.goto(`${e2e.url}/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Username').fill('bob');
      await page.getByLabel('Password').fill('secret-pass');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(`${e2e.url}/`);
      await context.close();
    }
  });

  it('shows why a comment was refused beside the comment box, not hidden behind the last toast', async () => {
    const carol = await e2e.signedInPage('carol');
    const postId = await publish(carol.context, e2e.url, 'Comments welcome, until they are not');
    const page = bob.page;
    await page.goto(`${e2e.url}/post/${postId}`);
    await page.getByTestId('post-card').getByRole('button', { name: 'Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    const input = dialog.getByPlaceholder('Add a comment...');
    await input.fill('Lovely');
    await input.press('Enter');
    await expect.poll(() => toast(page).getByText('Comment posted successfully!').isVisible()).toBe(true);

    const blocked = await carol.context.request.post(`${e2e.url}/api/users/${bob.id}/block`);
    expect(await blocked.json()).toEqual({ blocked: true });
    await input.fill('Still lovely?');
    await input.press('Enter');
    const failure = dialog.getByRole('alert');
    await expect.poll(() => failure.textContent()).toBe('Failed to post comment. Please try again. You cannot comment on this post.');
    expect(await input.inputValue()).toBe('Still lovely?');
    // Whatever toast is still up stays clear of the box and the words beside it.
    const form = await box(dialog.locator('form'));
    const words = await box(failure);
    for (const shown of await toast(page).all()) {
      const t = await box(shown);
      for (const other of [form, words]) expect(t.y + t.height <= other.y || other.y + other.height <= t.y).toBe(true);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/comment-refused.png` });
    await input.fill('Never mind');
    expect(await failure.count()).toBe(0);
  });

  it('shows one’s own story once, in one’s own circle, which opens it', async () => {
    const dora = await e2e.signedInPage('dora');
    const story = await dora.context.request.post(`${e2e.url}/api/stories`, {
      multipart: { image: { name: 's.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(600, 800) } },
    });
    expect(story.status()).toBe(201);
    const page = dora.page;
    await page.goto(`${e2e.url}/`);
    const row = page.getByRole('region', { name: 'Stories' });
    const own = row.getByTestId('your-story');
    await expect.poll(() => own.getAttribute('aria-label')).toMatch(/^Your story/);
    expect(await row.getByTestId('story-group').count()).toBe(0);
    expect(await row.getByText('dora').count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Add to your story' }).count()).toBe(1);
    await inBothThemes(page, 'own-story');
    await own.click();
    await expect.poll(() => page.getByTestId('story-viewer').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close story' }).click();
    await row.getByRole('button', { name: 'Add to your story' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Add to Your Story' }).isVisible()).toBe(true);
  });

  it('puts the "New posts" pill below the stories row, and under the header once scrolled', async () => {
    const page = bob.page;
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByTestId('post-card').count()).toBeGreaterThan(3);
    await page.waitForTimeout(500);
    await publish(alice.context, e2e.url, 'Fresh one');
    const pill = page.getByTestId('new-posts-pill');
    await expect.poll(() => pill.isVisible()).toBe(true);
    const stories = await box(page.getByRole('region', { name: 'Stories' }));
    expect((await box(pill)).y).toBeGreaterThanOrEqual(stories.y + stories.height);
    await inBothThemes(page, 'new-posts-pill');

    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const header = await box(page.locator('.app-header'));
    const scrolled = await box(pill);
    expect(scrolled.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(scrolled.y + scrolled.height).toBeLessThan(844);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/new-posts-pill-scrolled.png` });
    await pill.click();
    await expect.poll(() => page.getByTestId('post-card').first().getByText('Fresh one').isVisible()).toBe(true);
  });

  it('lights the Profile tab on one’s own profile only', async () => {
    const page = bob.page;
    const tab = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' });
    await page.goto(`${e2e.url}/profile/${alice.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'alice' }).isVisible()).toBe(true);
    expect(await tab.getAttribute('aria-current')).toBeNull();
    await page.goto(`${e2e.url}/profile/${bob.id}`);
    await expect.poll(() => tab.getAttribute('aria-current')).toBe('page');
    await tab.click();
    await page.waitForURL(`${e2e.url}/profile`);
    expect(await tab.getAttribute('aria-current')).toBe('page');
  });

  it('links the chat header’s name and picture to the person’s profile', async () => {
    const started = await bob.context.request.post(`${e2e.url}/api/conversations`, { data: { userId: alice.id } });
    const { id } = await started.json();
    const page = bob.page;
    await page.goto(`${e2e.url}/messages/${id}`);
    const person = page.getByRole('link', { name: 'alice', exact: true });
    await expect.poll(() => person.isVisible()).toBe(true);
    expect(await person.locator('img').count()).toBe(1);
    await inBothThemes(page, 'chat-header');
    await person.click();
    await page.waitForURL(`${e2e.url}/profile/${alice.id}`);
  });
});
