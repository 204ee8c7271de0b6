import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

const toast = (page: Page) => page.getByTestId('toast');

describe('private accounts and follow requests in Chromium', () => {
  const e2e = useE2e();

  it('switches to private in Settings; a follow shows Requested (and can be withdrawn); approving it from Follow requests opens the posts', async () => {
    const erin = await e2e.signedInPage('erin_p', '/settings');
    const frank = await e2e.signedInPage('frank_p');
    const gina = await e2e.signedInPage('gina_p');
    const res = await erin.context.request.post(`${e2e.url}/api/posts`, {
      multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption: 'Only for friends' },
    });
    expect(res.status()).toBe(201);
    const postId = (await res.json()).id as string;

    // Settings: the switch, off for a public account.
    const page = erin.page;
    const privacy = page.getByRole('switch', { name: 'Private account' });
    await expect.poll(() => privacy.getAttribute('aria-checked')).toBe('false');
    await privacy.click();
    await expect.poll(() => toast(page).getByText('Your account is now private').isVisible()).toBe(true);
    await expect.poll(() => privacy.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('region', { name: 'Privacy' }).scrollIntoViewIfNeeded();
    await inBothThemes(page, 'settings-privacy');
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Private account' }).getAttribute('aria-checked')).toBe('true');

    // Frank sees the name, the counts and 'This account is private'; his follow asks.
    const fp = frank.page;
    await fp.goto(`${e2e.url}/profile/${erin.id}`);
    await expect.poll(() => fp.getByTestId('profile-private').isVisible()).toBe(true);
    expect(await fp.getByText('This account is private').isVisible()).toBe(true);
    expect(await fp.getByText('Follow this account to see their photos and videos.').isVisible()).toBe(true);
    expect(await fp.getByRole('heading', { name: 'erin_p' }).isVisible()).toBe(true);
    expect(await fp.getByText('1 post').isVisible()).toBe(true);
    expect(await fp.locator(`a[href="/post/${postId}"]`).count()).toBe(0);
    // The lists are for approved followers: the counts are no links.
    expect(await fp.getByRole('link', { name: /followers?$/ }).count()).toBe(0);
    await inBothThemes(fp, 'profile-private');
    const button = fp.getByTestId('follow-button');
    expect(await button.textContent()).toBe('Follow');
    await button.click();
    await expect.poll(() => toast(fp).getByText('Follow request sent to erin_p').isVisible()).toBe(true);
    await expect.poll(() => button.textContent()).toBe('Requested');
    await expect.poll(() => fp.getByTestId('followers-link').textContent()).toBe('0 followers');
    await inBothThemes(fp, 'profile-requested');
    // Tapping Requested withdraws the request; asking again puts it back.
    await button.click();
    await expect.poll(() => toast(fp).getByText('Follow request to erin_p withdrawn').isVisible()).toBe(true);
    await expect.poll(() => button.textContent()).toBe('Follow');
    await fp.reload();
    await expect.poll(() => button.textContent()).toBe('Follow');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Requested');
    await fp.reload();
    await expect.poll(() => button.textContent()).toBe('Requested');

    // Gina asks too.
    expect((await (await gina.context.request.post(`${e2e.url}/api/users/${erin.id}/follow`)).json()) as unknown).toEqual({
      following: false,
      requested: true,
    });

    // Erin's profile shows the way to the requests.
    await page.goto(`${e2e.url}/profile`);
    const link = page.getByTestId('follow-requests-link');
    await expect.poll(() => link.textContent()).toBe('Follow requests2');
    await inBothThemes(page, 'own-profile-requests');
    await link.click();
    await page.waitForURL('**/follow-requests');
    await expect.poll(() => page.getByTestId('follow-request').count()).toBe(2);
    await inBothThemes(page, 'follow-requests');
    await page.getByRole('button', { name: 'Approve frank_p' }).click();
    await expect.poll(() => toast(page).getByText('frank_p now follows you').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('follow-request').count()).toBe(1);
    await page.getByRole('button', { name: 'Decline gina_p' }).click();
    await expect.poll(() => toast(page).getByText("You declined gina_p's request").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('follow-requests-empty').isVisible()).toBe(true);
    await inBothThemes(page, 'follow-requests-empty');
    // Settings leads there too.
    await page.goto(`${e2e.url}/settings`);
    await page.getByTestId('settings-follow-requests').click();
    await page.waitForURL('**/follow-requests');

    // Frank now follows her: her posts are his to see, on her profile and in his feed.
    await fp.reload();
    await expect.poll(() => button.textContent()).toBe('Following');
    await expect.poll(() => fp.locator(`a[href="/post/${postId}"]`).count()).toBe(1);
    expect(await fp.getByTestId('profile-private').count()).toBe(0);
    await fp.goto(`${e2e.url}/`);
    await expect.poll(() => fp.locator(`[data-post-id="${postId}"]`).count()).toBe(1);
    // Gina's request was declined: she may ask again.
    await gina.page.goto(`${e2e.url}/profile/${erin.id}`);
    await expect.poll(() => gina.page.getByTestId('follow-button').textContent()).toBe('Follow');
    expect(await gina.page.getByTestId('profile-private').isVisible()).toBe(true);
    for (const { context } of [erin, frank, gina]) await context.close();
  });
});
