import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { inBothThemes } from '../support/themes';

describe('mentions in Chromium', () => {
  const e2e = useE2e();

  it("suggests people while '@name' is typed in a caption, and puts the chosen name in", async () => {
    await e2e.signedInPage('annika_m');
    const { page } = await e2e.signedInPage('bruno_m');
    await page.goto(`${e2e.url}/upload`);
    await page.getByLabel('Choose photos or videos').setInputFiles({ name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) });
    const caption = page.getByLabel('Caption');
    await caption.fill('Lunch with @ann');
    const list = page.getByRole('listbox', { name: 'People to mention' });
    await expect.poll(() => list.getByRole('option', { name: /annika_m/ }).isVisible()).toBe(true);
    expect(await caption.getAttribute('aria-activedescendant')).toBe(await list.getByRole('option').first().getAttribute('id'));
    await inBothThemes(page, 'mention-suggestions');
    await caption.press('Enter');
    await expect.poll(() => caption.inputValue()).toBe('Lunch with @annika_m ');
    await expect.poll(() => list.count()).toBe(0);

    // Escape closes the list and leaves the text as typed.
    await caption.pressSequentially('and @ann');
    await expect.poll(() => list.isVisible()).toBe(true);
    await caption.press('Escape');
    await expect.poll(() => list.count()).toBe(0);
    expect(await caption.inputValue()).toBe('Lunch with @annika_m and @ann');
  });

  it("links a bio's mention to that person's profile, and a name nobody holds to 'User not found'", async () => {
    const ann = await e2e.signedInPage('annette_m');
    const { page, context } = await e2e.signedInPage('bella_m');
    const saved = await context.request.post(`${e2e.url}/api/auth/update-profile`, {
      multipart: { fullName: 'Bella', bio: 'friend of @Annette_M and @nobody_m' },
    });
    expect(saved.status()).toBe(200);
    await page.goto(`${e2e.url}/profile`);
    await page.getByRole('link', { name: '@Annette_M' }).click();
    await expect.poll(() => page.url()).toBe(`${e2e.url}/profile/${ann.id}`);
    await page.goto(`${e2e.url}/u/nobody_m`);
    await expect.poll(() => page.getByTestId('profile-not-found').textContent()).toContain('User not found');
  });

  it('suggests people in the comment box too; the comment links the name, and the person mentioned is told in Activity', async () => {
    const dora = await e2e.signedInPage('dora_m');
    const { page, context } = await e2e.signedInPage('eli_m');
    const made = await context.request.post(`${e2e.url}/api/posts`, {
      multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption: 'Kites' },
    });
    const postId = (await made.json()).id;
    await page.goto(`${e2e.url}/post/${postId}`);
    await page.getByTestId('post-card').getByRole('button', { name: 'Comment', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Comments' });
    const box = dialog.getByRole('textbox', { name: 'Add a comment...' });
    await box.pressSequentially('look @dor');
    const list = page.getByRole('listbox', { name: 'People to mention' });
    await expect.poll(() => list.getByRole('option', { name: /dora_m/ }).isVisible()).toBe(true);
    await inBothThemes(page, 'mention-suggestions-comment');
    // Escape closes the list, not the dialog; Enter then takes the name rather than posting.
    await box.press('Escape');
    await expect.poll(() => list.count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await box.pressSequentially('a');
    expect(await list.count()).toBe(0);
    // Leaving the name and coming back to it suggests again.
    await box.press('Space');
    await box.press('Backspace');
    await expect.poll(() => list.isVisible()).toBe(true);
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('look @dora_m ');
    await box.press('Enter');
    const comment = dialog.getByTestId('comment').filter({ hasText: 'look @dora_m' });
    await expect.poll(() => comment.isVisible()).toBe(true);
    expect(await comment.getByRole('link', { name: '@dora_m' }).getAttribute('href')).toBe('/u/dora_m');

    await dora.page.goto(`${e2e.url}/activity`);
    await expect.poll(() => dora.page.getByText('eli_m mentioned you in a comment').isVisible()).toBe(true);
  });
});
