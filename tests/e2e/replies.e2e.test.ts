import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

async function publish(context: BrowserContext, url: string, caption: string): Promise<string> {
  const res = await context.request.post(`${url}/api/posts`, {
    multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

describe('replies, comment likes and likers in Chromium', () => {
  const e2e = useE2e();
  let alice: SignedIn & { page: Page };
  let bob: SignedIn & { page: Page };
  let postId: string;

  beforeAll(async () => {
    alice = await e2e.signedInPage('alice');
    bob = await e2e.signedInPage('bob');
    postId = await publish(alice.context, e2e.url, 'Pier at noon');
    const comment = await alice.context.request.post(`${e2e.url}/api/posts/${postId}/comments`, { data: { content: 'First light' } });
    expect(comment.status()).toBe(201);
  });

  it('threads a reply under its comment after View 1 reply, and likes a comment with one tap', async () => {
    const page = bob.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${e2e.url}/post/${postId}`);
    const card = page.getByTestId('post-card');
    await card.getByRole('button', { name: 'Comment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    const top = dialog.getByTestId('comment').filter({ hasText: 'First light' });
    await expect.poll(() => top.isVisible()).toBe(true);

    // A heart on the comment: '1 like' at once, and still after the server answered.
    await top.getByRole('button', { name: 'Like comment by alice' }).click();
    await expect.poll(() => top.getByTestId('comment-likes').first().textContent()).toBe('1 like');
    await expect.poll(() => top.getByRole('button', { name: 'Unlike comment by alice' }).getAttribute('aria-pressed')).toBe('true');

    // Reply: 'Replying to @alice' above the box, which starts with her name.
    await top.getByRole('button', { name: 'Reply to alice' }).click();
    await expect.poll(() => dialog.getByTestId('replying-to').textContent()).toContain('Replying to @alice');
    const input = dialog.getByRole('textbox', { name: 'Reply to alice' });
    expect(await input.inputValue()).toBe('@alice ');
    await inBothThemes(page, 'comments-replying');
    await input.pressSequentially('so bright');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect.poll(() => top.getByTestId('reply').filter({ hasText: '@alice so bright' }).isVisible()).toBe(true);
    expect(await dialog.getByTestId('replying-to').count()).toBe(0);
    expect(await dialog.getByTestId('comment').count()).toBe(1);
    await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain('Reply posted successfully!');
    // Checked once the toast has gone: while it fades in, axe reads its text against the dialog's backdrop.
    await expect.poll(() => page.getByTestId('toast').count(), { timeout: 10_000 }).toBe(0);
    await inBothThemes(page, 'comments-thread');

    // Alice opens the comments: the reply is folded behind 'View 1 reply' until she asks.
    await alice.page.setViewportSize({ width: 390, height: 844 });
    await alice.page.goto(`${e2e.url}/post/${postId}`);
    await alice.page.getByTestId('post-card').getByRole('button', { name: 'Comment', exact: true }).click();
    const hers = alice.page.getByRole('dialog', { name: 'Comments' }).getByTestId('comment').filter({ hasText: 'First light' });
    await expect.poll(() => hers.getByTestId('view-replies').textContent()).toBe('View 1 reply');
    expect(await hers.getByTestId('reply').count()).toBe(0);
    expect(await hers.getByTestId('comment-likes').textContent()).toBe('1 like');
    await inBothThemes(alice.page, 'comments-folded');
    await hers.getByTestId('view-replies').click();
    await expect.poll(() => hers.getByTestId('reply').filter({ hasText: '@alice so bright' }).isVisible()).toBe(true);
    await hers.getByRole('button', { name: 'Hide replies' }).click();
    await expect.poll(() => hers.getByTestId('reply').count()).toBe(0);
    await alice.page.keyboard.press('Escape');
  });

  it("lists the people who liked a post from its 'N likes'", async () => {
    await bob.context.request.post(`${e2e.url}/api/posts/${postId}/like`);
    const page = alice.page;
    await page.goto(`${e2e.url}/post/${postId}`);
    const likes = page.getByTestId('post-card').getByRole('link', { name: '1 like' });
    await expect.poll(() => likes.isVisible()).toBe(true);
    await likes.click();
    await expect.poll(() => page.getByRole('heading', { name: 'Likes' }).isVisible()).toBe(true);
    const row = page.getByTestId('liker');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole('link').textContent()).toContain('bob');
    expect(await row.getByRole('button', { name: 'Follow bob' }).isVisible()).toBe(true);
    await inBothThemes(page, 'likers');
    await row.getByRole('button', { name: 'Follow bob' }).click();
    await expect.poll(() => row.getByRole('button', { name: 'Following bob' }).isVisible()).toBe(true);
  });
});
