import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { phoneVideo } from '../support/videos';

const toast = (page: Page) => page.getByTestId('toast');
const SHOTS = process.env.SCREENSHOTS_DIR;

describe('uploads and stories in Chromium', () => {
  const e2e = useE2e();
  let photo: string;
  let video: string;

  beforeAll(async () => {
    photo = await e2e.saveFile('sunset.jpg', await phonePhoto(1200, 1600));
    video = await e2e.saveFile('waves.mp4', await phoneVideo('mp4'));
  });

  it('uploads a video post that plays with its poster; a short video may be a story too', async () => {
    const { page } = await e2e.signedInPage('dora', '/upload');
    await page.getByTestId('media-input').setInputFiles(video);
    await expect.poll(() => page.getByLabel('Selected video preview').isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Story' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Share Story' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('upload-blocker').count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'upload-story-video.png') });
    expect(await page.getByLabel('Caption').count()).toBe(0);
    await page.getByRole('radio', { name: 'Post' }).click();
    await page.getByLabel('Caption').fill('Waves #sea');
    await page.getByRole('button', { name: 'Share Post' }).click();
    await expect.poll(() => toast(page).getByText('Post uploaded successfully!').isVisible()).toBe(true);
    await page.waitForURL(`${e2e.url}/`);
    const card = page.getByTestId('post-card').first();
    const videoElement = card.locator('video');
    await expect.poll(() => videoElement.count()).toBe(1);
    await expect.poll(() => videoElement.evaluate((v: HTMLVideoElement) => v.readyState >= 1 || v.networkState === 1)).toBe(true);
  });

  it('shares a story from the upload page and from "Your story", and a follower views it full screen', async () => {
    const { page: author, id: authorId } = await e2e.signedInPage('emil', '/upload');
    await author.getByTestId('media-input').setInputFiles(photo);
    await author.getByRole('radio', { name: 'Story' }).click();
    expect(await author.getByLabel('Caption').count()).toBe(0);
    await author.getByRole('button', { name: 'Share Story' }).click();
    await expect.poll(() => toast(author).getByText('Story uploaded successfully!').isVisible()).toBe(true);
    await author.waitForURL(`${e2e.url}/`);

    // With a story of one's own, the circle opens it and its '+' adds another (once the row knows of it:
    // before, the circle itself is 'Add to your story', and turns into the story under a tap).
    await expect.poll(() => author.getByTestId('add-story').isVisible()).toBe(true);
    await author.getByTestId('add-story').click();
    const dialog = author.getByRole('dialog', { name: 'Add to Your Story' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await author.getByTestId('story-input').setInputFiles(photo);
    await expect.poll(() => dialog.getByAltText('Selected story preview').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Choose Different' }).isVisible()).toBe(true);
    if (SHOTS) await author.screenshot({ path: path.join(SHOTS, 'story-add.png') });
    await dialog.getByRole('button', { name: 'Share to Story' }).click();
    await expect.poll(() => toast(author).getByText('Story uploaded successfully!').isVisible()).toBe(true);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const { page: viewer } = await e2e.signedInPage('finn', '/');
    await viewer.evaluate((id) => fetch(`/api/users/${id}/follow`, { method: 'POST', credentials: 'include' }), authorId);
    await viewer.reload();
    const group = viewer.getByRole('button', { name: 'Stories by emil, not yet seen' });
    await expect.poll(() => group.isVisible()).toBe(true);
    if (SHOTS) await viewer.screenshot({ path: path.join(SHOTS, 'stories-row.png') });
    await group.click();
    const story = viewer.getByTestId('story-viewer');
    await expect.poll(() => story.isVisible()).toBe(true);
    await expect.poll(() => story.locator('.story-viewer__bar').count()).toBe(2);
    await expect.poll(() => story.getByRole('group').getAttribute('aria-label')).toMatch(/^Story 1 of 2/);
    if (SHOTS) await viewer.screenshot({ path: path.join(SHOTS, 'story-viewer.png') });
    // A tap on the right goes forward, on the left back.
    const box = (await story.getByRole('group').boundingBox())!;
    await viewer.mouse.click(box.x + box.width * 0.9, box.y + box.height / 2);
    await expect.poll(() => story.getByRole('group').getAttribute('aria-label')).toMatch(/^Story 2 of 2/);
    await viewer.mouse.click(box.x + box.width * 0.1, box.y + box.height / 2);
    await expect.poll(() => story.getByRole('group').getAttribute('aria-label')).toMatch(/^Story 1 of 2/);
    await story.getByRole('button', { name: 'Close story' }).click();
    await expect.poll(() => story.isVisible()).toBe(false);
    // Both were seen now (the second by the tap): the ring is gone.
    await expect.poll(() => viewer.getByRole('button', { name: 'Stories by emil', exact: true }).isVisible()).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Stories by emil', exact: true }).locator('[data-unseen="true"]').count()).toBe(0);

    // Auto-advance: after 5 s per story the viewer moves on and closes at the end.
    await viewer.getByRole('button', { name: 'Stories by emil', exact: true }).click();
    await expect.poll(() => story.isVisible()).toBe(true);
    await expect.poll(() => story.isVisible(), { timeout: 15_000 }).toBe(false);
  });

  it('plays a video story with its bar following the video, and its author deletes it from every row at once', async () => {
    const clip = await e2e.saveFile('clip.webm', await phoneVideo('webm', 3));
    const { page: author, id: authorId } = await e2e.signedInPage('gina', '/');
    await author.getByTestId('your-story').click();
    const dialog = author.getByRole('dialog', { name: 'Add to Your Story' });
    await author.getByTestId('story-input').setInputFiles(clip);
    await expect.poll(() => dialog.getByLabel('Selected story preview').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Share to Story' }).click();
    await expect.poll(() => toast(author).getByText('Story uploaded successfully!').isVisible()).toBe(true);

    const { page: viewer } = await e2e.signedInPage('hugo', '/');
    await viewer.evaluate((id) => fetch(`/api/users/${id}/follow`, { method: 'POST', credentials: 'include' }), authorId);
    await viewer.reload();
    const group = viewer.getByRole('button', { name: 'Stories by gina, not yet seen' });
    await group.click();
    const story = viewer.getByTestId('story-viewer');
    const video = story.getByTestId('story-video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
    const fill = story.locator('.story-viewer__fill');
    await expect.poll(() => fill.evaluate((f: HTMLElement) => Number.parseFloat(f.style.width))).toBeGreaterThan(10);
    if (SHOTS) await viewer.screenshot({ path: path.join(SHOTS, 'story-video.png') });
    // The video's 3 s, not a photo's 5, decide when it moves on: the viewer closes after it ends.
    await expect.poll(() => story.isVisible(), { timeout: 6_000 }).toBe(false);
    await viewer.getByRole('button', { name: 'Stories by gina', exact: true }).click();
    await expect.poll(() => story.isVisible()).toBe(true);

    // The author deletes it: gone from her row, and from the follower's open viewer and row, without a reload.
    await author.reload();
    await expect.poll(() => author.getByTestId('add-story').isVisible()).toBe(true);
    await author.getByTestId('your-story').click();
    const own = author.getByTestId('story-viewer');
    // Her own views do not count: only hugo saw it.
    await expect.poll(() => own.getByTestId('story-seen-by').textContent()).toBe('Seen by 1');
    await own.getByTestId('story-seen-by').click();
    await expect.poll(() => own.getByTestId('story-viewer-person').allTextContents()).toEqual([expect.stringContaining('hugo')]);
    if (SHOTS) await author.screenshot({ path: path.join(SHOTS, 'story-viewers.png') });
    await own.getByRole('button', { name: 'Done' }).click();
    await own.getByTestId('delete-story').click();
    await own.getByTestId('confirm-delete-story').click();
    await expect.poll(() => toast(author).getByText('Story deleted').isVisible()).toBe(true);
    await expect.poll(() => own.isVisible()).toBe(false);
    await expect.poll(() => author.getByRole('button', { name: 'Add to your story' }).first().isVisible()).toBe(true);
    await expect.poll(() => story.isVisible()).toBe(false);
    await expect.poll(() => viewer.getByRole('button', { name: /^Stories by gina/ }).count()).toBe(0);
  });
});
