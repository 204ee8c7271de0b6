import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

describe('editing a post in Chromium', () => {
  const e2e = useE2e();
  let alice: SignedIn & { page: Page };
  let bob: SignedIn & { page: Page };

  beforeAll(async () => {
    alice = await e2e.signedInPage('alice');
    bob = await e2e.signedInPage('bob');
  });

  it("edits a caption from the '...' menu; everyone sees 'Edited' and its versions, oldest first", async () => {
    const res = await alice.context.request.post(`${e2e.url}/api/posts`, {
      multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption: 'Morning swim', location: 'Nazaré' },
    });
    expect(res.status()).toBe(201);
    const postId = (await res.json()).id;

    const page = alice.page;
    await page.goto(`${e2e.url}/post/${postId}`);
    const card = page.getByTestId('post-card');
    await expect.poll(() => card.getByText('Morning swim').isVisible()).toBe(true);
    expect(await card.getByTestId('post-edited').count()).toBe(0);
    await card.getByTestId('post-menu').click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const caption = page.getByLabel('Caption');
    expect(await caption.inputValue()).toBe('Morning swim');
    await inBothThemes(page, 'post-edit-form');
    await caption.fill('Evening swim');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => card.getByText('Evening swim').isVisible()).toBe(true);
    await expect.poll(() => card.getByTestId('post-edited').isVisible()).toBe(true);

    const other = bob.page;
    await other.goto(`${e2e.url}/post/${postId}`);
    const seen = other.getByTestId('post-card');
    await expect.poll(() => seen.getByText('Evening swim').isVisible()).toBe(true);
    await seen.getByTestId('post-edited').scrollIntoViewIfNeeded();
    await inBothThemes(other, 'post-edited-label');
    await seen.getByTestId('post-edited').click();
    const history = other.getByTestId('post-history');
    await expect.poll(() => history.isVisible()).toBe(true);
    const versions = history.getByRole('listitem');
    expect(await versions.count()).toBe(2);
    expect(await versions.nth(0).textContent()).toContain('Morning swim');
    expect(await versions.nth(0).textContent()).toContain('Original');
    expect(await versions.nth(1).textContent()).toContain('Evening swim');
    await inBothThemes(other, 'post-history');
  });
});
