import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

const toast = (page: Page) => page.getByTestId('toast');

async function publish(context: BrowserContext, url: string, caption: string): Promise<string> {
  const res = await context.request.post(`${url}/api/posts`, {
    multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

describe('blocking and muting in Chromium', () => {
  const e2e = useE2e();

  it("blocks from a profile's menu after a confirmation: the profile turns to 'You blocked', theirs is not found for them, their post leaves my feed, and unblocking restores nothing", async () => {
    const alice = await e2e.signedInPage('alice_b');
    const bob = await e2e.signedInPage('bob_b');
    for (const [from, to] of [
      [alice, bob],
      [bob, alice],
    ]) {
      expect((await from.context.request.post(`${e2e.url}/api/users/${to.id}/follow`)).status()).toBe(200);
    }
    const postId = await publish(bob.context, e2e.url, 'Harbour lights');
    const page = alice.page;
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.locator(`[data-post-id="${postId}"]`).count()).toBe(1);

    await page.goto(`${e2e.url}/profile/${bob.id}`);
    await expect.poll(() => page.getByTestId('follow-button').textContent()).toBe('Following');
    await page.getByTestId('profile-menu').click();
    await expect.poll(() => page.getByRole('button', { name: 'Block' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Mute' }).isVisible()).toBe(true);
    await inBothThemes(page, 'profile-menu');
    await page.getByRole('button', { name: 'Block' }).click();
    const confirm = page.getByRole('dialog', { name: 'Block bob_b?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(
      await confirm.getByText("They won't be able to find your profile, posts or story on Glimpse. They won't be notified that you blocked them.").isVisible(),
    ).toBe(true);
    await inBothThemes(page, 'block-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await page.getByTestId('follow-button').textContent()).toBe('Following');

    await page.getByTestId('profile-menu').click();
    await page.getByRole('button', { name: 'Block' }).click();
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect.poll(() => toast(page).getByText('You blocked bob_b').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('profile-blocked').isVisible()).toBe(true);
    expect(await page.getByTestId('profile-blocked').textContent()).toContain('You blocked bob_b');
    await inBothThemes(page, 'profile-blocked');

    // For bob, alice is not there: the profile is not found, in the app and over REST.
    await bob.page.goto(`${e2e.url}/profile/${alice.id}`);
    await expect.poll(() => bob.page.getByText('User not found').isVisible()).toBe(true);
    const rest = await bob.context.request.get(`${e2e.url}/api/users/${alice.id}`);
    expect(rest.status()).toBe(404);
    expect(await rest.json()).toEqual({ message: 'User not found' });

    // His post left alice's feed, and his post page is not found for her.
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByTestId('feed-empty').or(page.getByTestId('post-card')).first().isVisible()).toBe(true);
    expect(await page.locator(`[data-post-id="${postId}"]`).count()).toBe(0);
    await page.goto(`${e2e.url}/post/${postId}`);
    await expect.poll(() => page.getByText('Post not found').isVisible()).toBe(true);

    // Settings, Blocked accounts: unblock him there.
    await page.goto(`${e2e.url}/settings`);
    await page.getByTestId('settings-blocked').click();
    await page.waitForURL('**/settings/blocked');
    await expect.poll(() => page.getByTestId('blocked-account').count()).toBe(1);
    await inBothThemes(page, 'blocked-accounts');
    await page.getByRole('button', { name: 'Unblock bob_b' }).click();
    await expect.poll(() => toast(page).getByText('You unblocked bob_b').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('blocked-empty').isVisible()).toBe(true);
    await inBothThemes(page, 'blocked-accounts-empty');

    // Unblocking gives no follow back, either way.
    await page.goto(`${e2e.url}/profile/${bob.id}`);
    await expect.poll(() => page.getByTestId('follow-button').textContent()).toBe('Follow');
    await bob.page.goto(`${e2e.url}/profile/${alice.id}`);
    await expect.poll(() => bob.page.getByTestId('follow-button').textContent()).toBe('Follow');
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByTestId('feed-empty').or(page.getByTestId('post-card')).first().isVisible()).toBe(true);
    expect(await page.locator(`[data-post-id="${postId}"]`).count()).toBe(0);
    await alice.context.close();
    await bob.context.close();
  });

  it("mutes and blocks from a post's menu: a muted person's post leaves my feed but stays on their profile; a block takes it off the screen at once", async () => {
    const carol = await e2e.signedInPage('carol_b');
    const dave = await e2e.signedInPage('dave_b');
    expect((await carol.context.request.post(`${e2e.url}/api/users/${dave.id}/follow`)).status()).toBe(200);
    const postId = await publish(dave.context, e2e.url, 'Morning swim');
    const page = carol.page;
    await page.goto(`${e2e.url}/`);
    const card = page.locator(`[data-post-id="${postId}"]`);
    await expect.poll(() => card.count()).toBe(1);

    await card.getByTestId('post-menu').click();
    const mute = page.getByRole('button', { name: 'Mute', exact: true });
    await expect.poll(() => mute.isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await inBothThemes(page, 'post-menu-others');
    await mute.click();
    await expect.poll(() => toast(page).getByText('You muted dave_b').isVisible()).toBe(true);
    await expect.poll(() => card.count()).toBe(0);

    // Still on his profile, where the menu offers Unmute.
    await page.goto(`${e2e.url}/profile/${dave.id}`);
    await expect.poll(() => page.locator(`a[href="/post/${postId}"]`).count()).toBe(1);
    await page.getByTestId('profile-menu').click();
    await page.getByRole('button', { name: 'Unmute' }).click();
    await expect.poll(() => toast(page).getByText('You unmuted dave_b').isVisible()).toBe(true);

    await page.goto(`${e2e.url}/`);
    await expect.poll(() => card.count()).toBe(1);
    await card.getByTestId('post-menu').click();
    await page.getByRole('button', { name: 'Block' }).click();
    const confirm = page.getByRole('dialog', { name: 'Block dave_b?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect.poll(() => toast(page).getByText('You blocked dave_b').isVisible()).toBe(true);
    await expect.poll(() => card.count()).toBe(0);
    await carol.context.close();
    await dave.context.close();
  });

  it('blocks the sender of a message request from its bar, which takes it out of the requests; a chat either side blocked shows why instead of the message box, and Unblock there gives it back', async () => {
    const erin = await e2e.signedInPage('erin_b');
    const finn = await e2e.signedInPage('finn_b');
    const started = await finn.context.request.post(`${e2e.url}/api/conversations`, { data: { userId: erin.id } });
    const conversationId = (await started.json()).id;
    expect(
      (await finn.context.request.post(`${e2e.url}/api/conversations/${conversationId}/messages`, { data: { content: 'Free followers!' } })).status(),
    ).toBe(201);

    const page = erin.page;
    await page.goto(`${e2e.url}/messages/${conversationId}`);
    const bar = page.getByRole('region', { name: 'Message request' });
    await expect.poll(() => bar.getByRole('button', { name: 'Block' }).isVisible()).toBe(true);
    await inBothThemes(page, 'message-request-bar');
    await bar.getByRole('button', { name: 'Block' }).click();
    const confirm = page.getByRole('dialog', { name: 'Block finn_b?' });
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expect.poll(() => toast(page).getByText('You blocked finn_b').isVisible()).toBe(true);
    await page.waitForURL('**/messages/requests');
    await expect.poll(() => page.getByText('Free followers!').count()).toBe(0);

    // Finn still reads what he sent, but has no message box.
    await finn.page.goto(`${e2e.url}/messages/${conversationId}`);
    const finnBar = finn.page.getByRole('region', { name: "You can't send messages in this chat" });
    await expect.poll(() => finnBar.isVisible()).toBe(true);
    expect(await finnBar.textContent()).toContain('You can’t send messages to this account.');
    expect(await finn.page.getByText('Free followers!').isVisible()).toBe(true);
    expect(await finn.page.getByRole('textbox').count()).toBe(0);

    // Erin opens the chat from the requests she can no longer see, through its address: she may unblock there.
    await page.goto(`${e2e.url}/messages/${conversationId}`);
    const erinBar = page.getByRole('region', { name: "You can't send messages in this chat" });
    await expect.poll(() => erinBar.isVisible()).toBe(true);
    expect(await erinBar.textContent()).toContain('You blocked finn_b. Unblock them to send a message.');
    await inBothThemes(page, 'chat-blocked');
    await erinBar.getByRole('button', { name: 'Unblock' }).click();
    await expect.poll(() => toast(page).getByText('You unblocked finn_b').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Message request' }).isVisible()).toBe(true);
    await erin.context.close();
    await finn.context.close();
  });
});
