import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';
import { phoneVideo } from '../support/videos';

const toast = (page: Page) => page.getByTestId('toast');

/** Shares `file` to one's story from the row's dialog ('Your story' the first time, its '+' after). */
async function shareStory(page: Page, file: string, first: boolean) {
  await page.getByTestId(first ? 'your-story' : 'add-story').click();
  const dialog = page.getByRole('dialog', { name: 'Add to Your Story' });
  await page.getByTestId('story-input').setInputFiles(file);
  await expect.poll(() => dialog.getByRole('button', { name: 'Share to Story' }).isEnabled()).toBe(true);
  await dialog.getByRole('button', { name: 'Share to Story' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(() => toast(page).count(), { timeout: 10_000 }).toBe(0);
}

describe('replies to stories in Chromium', () => {
  const e2e = useE2e();
  let photo: string;
  let video: string;

  beforeAll(async () => {
    photo = await e2e.saveFile('harbour.jpg', await phonePhoto(1080, 1920));
    // Long enough that the viewer stays on it while it is looked at.
    video = await e2e.saveFile('tide.mp4', await phoneVideo('mp4', 20));
  });

  it('sends a reply from the viewer that its author reads in Messages with the story, which says it is gone once deleted', async () => {
    const { page: author, id: authorId } = await e2e.signedInPage('iris', '/');
    const { page: replier, id: replierId } = await e2e.signedInPage('jack', '/');
    await replier.evaluate((id) => fetch(`/api/users/${id}/follow`, { method: 'POST', credentials: 'include' }), authorId);
    await author.evaluate((id) => fetch(`/api/users/${id}/follow`, { method: 'POST', credentials: 'include' }), replierId);
    await shareStory(author, photo, true);
    await author.reload();
    await shareStory(author, video, false);

    // The photo story, its reply box holding it still while it is written.
    await replier.reload();
    await replier.getByRole('button', { name: 'Stories by iris, not yet seen' }).click();
    const viewer = replier.getByTestId('story-viewer');
    await expect.poll(() => viewer.getByRole('group').getAttribute('aria-label')).toMatch(/^Story 1 of 2/);
    const reply = viewer.getByTestId('story-reply');
    await reply.click();
    await inBothThemes(replier, 'story-viewer-photo');
    await reply.fill('Great light!');
    await reply.press('Enter');
    await expect.poll(() => toast(replier).getByText('Reply sent').isVisible()).toBe(true);
    await expect.poll(() => reply.inputValue()).toBe('');
    await expect.poll(() => toast(replier).count(), { timeout: 10_000 }).toBe(0);

    // The video story, playing.
    await viewer.getByRole('button', { name: 'Close story' }).click();
    await expect.poll(() => viewer.isVisible()).toBe(false);
    await replier.getByRole('button', { name: /^Stories by iris/ }).click();
    // It opens at the first story not yet seen.
    await expect.poll(() => viewer.getByRole('group').getAttribute('aria-label')).toMatch(/^Story 2 of 2/);
    await expect.poll(() => viewer.getByTestId('story-video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3);
    await inBothThemes(replier, 'story-viewer-video');
    await viewer.getByRole('button', { name: 'Close story' }).click();

    // Her own video story says who saw it, and lists them.
    await author.reload();
    // Until her stories have loaded, the circle adds one instead of opening them.
    await expect.poll(() => author.getByTestId('add-story').isVisible()).toBe(true);
    await author.getByTestId('your-story').click();
    const own = author.getByTestId('story-viewer');
    await expect.poll(() => own.getByRole('group').getAttribute('aria-label')).toMatch(/^Story 1 of 2/);
    await author.keyboard.press('ArrowRight');
    await expect.poll(() => own.getByRole('group').getAttribute('aria-label')).toMatch(/^Story 2 of 2/);
    await expect.poll(() => own.getByTestId('story-seen-by').textContent()).toBe('Seen by 1');
    await inBothThemes(author, 'story-viewer-own');
    await own.getByTestId('story-seen-by').click();
    await expect.poll(() => own.getByTestId('story-viewer-person').allTextContents()).toEqual([expect.stringContaining('jack')]);
    await inBothThemes(author, 'story-viewers-list');
    await own.getByRole('button', { name: 'Done' }).click();
    await own.getByRole('button', { name: 'Close story' }).click();

    // In Messages: the reply, under 'Replied to your story' and the photo it answers.
    await author.goto(`${e2e.url}/messages`);
    await author.getByRole('link', { name: /jack/ }).click();
    const preview = author.getByTestId('story-reply-preview');
    await expect.poll(() => preview.getByText('Replied to your story').isVisible()).toBe(true);
    const thumbnail = preview.getByTestId('story-reply-thumbnail');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await thumbnail.getAttribute('alt')).toBe('Your story');
    expect(await author.getByTestId('message').innerText()).toContain('Great light!');
    await inBothThemes(author, 'story-reply-conversation');

    // jack sees his side; once iris deletes the photo story, its thumbnail is gone from the thread.
    await replier.goto(`${e2e.url}/messages`);
    await replier.getByRole('link', { name: /iris/ }).click();
    await expect.poll(() => replier.getByTestId('story-reply-preview').getByText('You replied to their story').isVisible()).toBe(true);
    await expect.poll(() => replier.getByTestId('story-reply-thumbnail').getAttribute('alt')).toBe('Story by iris');
    const photoStory = await author.evaluate(async () => (await (await fetch('/api/stories', { credentials: 'include' })).json())[0].id as string);
    await author.evaluate((id) => fetch(`/api/stories/${id}`, { method: 'DELETE', credentials: 'include' }), photoStory);
    await replier.reload();
    await expect.poll(() => replier.getByTestId('story-reply-preview').getByText('Story no longer available').isVisible()).toBe(true);
    expect(await replier.getByTestId('story-reply-thumbnail').count()).toBe(0);
    await inBothThemes(replier, 'story-reply-gone');
  });
});
