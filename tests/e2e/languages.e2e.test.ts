import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpInContext } from '../support/browserAccounts';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';
import { signUpAs } from '../support/people';
import { inBothThemes } from '../support/themes';

/** Words only the English app shows on the screens walked here: none may be left in another language. */
const ENGLISH_ONLY = [
  'Sign In',
  'Sign Up',
  'Welcome Back',
  'Forgot password?',
  'Followers',
  'Following',
  'Edit Profile',
  'No posts yet',
  'Saved',
  'Activity on your posts',
  'Where you’re signed in',
  'Log out of',
  'Hidden words',
  'Blocked accounts',
  'Passkeys',
  'Two-factor authentication',
  'Follow requests',
  'Page Not Found',
  'Go Home',
  'Explore',
  'Language',
  'Just now',
  'minutes ago',
  'Search for users',
  'Date of birth',
  'Show',
  'Month',
  'Suggested for you',
  'Load more',
  'Share Photos & Videos',
  'Admin Access',
  'Appearance',
  'Dark mode',
  'Push notifications',
  'Private account',
  'Download your data',
  'Account Settings',
  'Change Password',
  'Change Username',
  'Delete Account',
  'Open Settings',
  'Help',
  'Your reports',
  'Appeals',
  'Send appeal',
  'New Message',
  'Requests',
  'No messages yet',
  'No message requests',
];

/** Words only the English app shows on the feed, a post, its comments, stories and Create. */
const POSTS_ENGLISH_ONLY = [
  'Your story',
  'Post by',
  'View all',
  'Remove from saved',
  'Comments',
  'Add a comment',
  'Reply',
  'Create New Post',
  'Choose photos or videos',
  'Up to 10 for a post',
  'Likes',
  'Liked',
  'Edited',
];

/** The main screens of a signed-in person, each with a text that shows it is there (in the language of the test). */
const SCREENS = (id: string) => [
  '/profile',
  `/followers/${id}`,
  `/following/${id}`,
  '/search',
  '/activity',
  '/follow-requests',
  '/settings',
  '/settings/sessions',
  '/settings/hidden-words',
  '/settings/blocked',
  '/settings/passkeys',
  '/settings/two-factor',
  '/more',
  '/reports',
  '/messages',
  '/messages/requests',
  '/post/no-such-post',
  '/no-such-page',
];

const phone = (e2e: ReturnType<typeof useE2e>, locale: string): Promise<BrowserContext> =>
  e2e.browser.newContext({ viewport: { width: 390, height: 844 }, locale });

/** The texts shown without a translation on this page so far (react-intl's onError records them: web/src/i18n/missingMessages.ts). */
const missing = (page: Page) => page.evaluate(() => window.__missingMessages ?? []);

async function englishLeft(page: Page, words = ENGLISH_ONLY): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return words.filter((word) => text.includes(word));
}

/** A post of the context's person, with a like and two comments, so that its counts show in words. */
async function postWithComments(context: BrowserContext, url: string): Promise<string> {
  const res = await context.request.post(`${url}/api/posts`, {
    multipart: { media: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(800, 600) }, caption: 'Harbour at #dawn' },
  });
  expect(res.status()).toBe(201);
  const { id } = await res.json();
  const ask = (query: string) => context.request.post(`${url}/graphql`, { data: { query } });
  await ask(`mutation { toggleLike(postId: "${id}") { liked } }`);
  for (const content of ['First', 'Second']) await ask(`mutation { addComment(postId: "${id}", content: "${content}") { id } }`);
  return id;
}

/** The feed, the post's comments, its likers and Create, each checked by `check` (the page settled). */
async function walkPostScreens(page: Page, url: string, postId: string, check: (name: string) => Promise<void>) {
  await open(page, url);
  await expect.poll(() => page.getByTestId('post-card').count()).toBeGreaterThan(0);
  await check('feed');
  await page.getByTestId('view-comments').first().click();
  await expect.poll(() => page.getByTestId('comment').count()).toBe(2);
  await check('comments');
  await page.keyboard.press('Escape');
  await open(page, `${url}/post/${postId}/likes`);
  await check('likes');
  await open(page, `${url}/upload`);
  await check('upload');
}

/** Opens `path` and waits for the page to have settled on its content (no skeletons, no spinners). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"], .skeleton, .spinner').count()).toBe(0);
}

describe('the app in the person’s language', () => {
  const e2e = useE2e();

  it('speaks Spanish to a browser whose language is es-ES: signed out, the server’s refusal, then every main screen', async () => {
    const context = await phone(e2e, 'es-ES');
    const page = await context.newPage();
    await page.goto(`${e2e.url}/login`);
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['es', 'ltr']);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Te damos la bienvenida de nuevo');
    // A rule of the form, then a refusal from the server, both in Spanish.
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toBe('El nombre de usuario es obligatorio');
    await page.getByLabel('Nombre de usuario').fill('nadie');
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect.poll(() => page.locator('body').innerText()).toContain('El nombre de usuario o la contraseña no son correctos');
    expect(await englishLeft(page)).toEqual([]);
    await open(page, `${e2e.url}/signup`);
    expect(await englishLeft(page), '/signup').toEqual([]);
    expect(await page.getByLabel('Mes').locator('option').allInnerTexts()).toContain('marzo');
    await open(page, `${e2e.url}/welcome`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Te damos la bienvenida a\s+Glimpse$/);
    expect(await englishLeft(page), '/welcome').toEqual([]);

    const id = await signUpInContext(context, e2e.url, 'lucia');
    for (const path of SCREENS(id)) {
      await open(page, e2e.url + path);
      expect(await englishLeft(page), path).toEqual([]);
    }
    expect(await missing(page)).toEqual([]);
    await open(page, `${e2e.url}/profile`);
    await expect.poll(() => page.getByTestId('profile').innerText()).toMatch(/0\s+publicaciones\s+0\s+seguidores/);
    await context.close();
  });

  it('lays the app out right to left in Arabic, usable and axe-clean in light and dark at 390 px', async () => {
    const context = await phone(e2e, 'ar');
    const page = await context.newPage();
    await open(page, `${e2e.url}/login`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('مرحبًا بعودتك');
    // The form's labels start on the right.
    const label = await page.getByText('اسم المستخدم', { exact: true }).boundingBox();
    const field = await page.getByLabel('اسم المستخدم').boundingBox();
    expect(label && field && label.x + label.width).toBeGreaterThan((field?.x ?? 0) + (field?.width ?? 0) - 4);
    await inBothThemes(page, 'ar-login');
    expect(await englishLeft(page)).toEqual([]);

    const id = await signUpInContext(context, e2e.url, 'layla');
    for (const [path, name] of [
      ['/profile', 'ar-profile'],
      [`/followers/${id}`, 'ar-followers'],
      ['/settings/sessions', 'ar-sessions'],
      ['/settings/hidden-words', 'ar-hidden-words'],
      ['/activity', 'ar-activity'],
      ['/search', 'ar-search'],
      ['/settings', 'ar-settings'],
      ['/more', 'ar-more'],
      ['/reports', 'ar-reports'],
      ['/messages', 'ar-messages'],
    ] as const) {
      await open(page, e2e.url + path);
      expect(await englishLeft(page), path).toEqual([]);
      await inBothThemes(page, name);
    }
    // The back arrow sits at the right edge of the header, where a right-to-left reader starts.
    for (const path of ['/settings/sessions', '/settings/hidden-words', `/followers/${id}`]) {
      await open(page, e2e.url + path);
      const back = await page.locator('.page-header__back').boundingBox();
      const header = await page.locator('.page-header').boundingBox();
      expect(back && header && back.x + back.width, path).toBeGreaterThan((header?.x ?? 0) + (header?.width ?? 0) - 24);
      // …and in the middle of its height, not fallen beside the title or out of the header.
      expect(Math.abs((back?.y ?? 0) + (back?.height ?? 0) / 2 - ((header?.y ?? 0) + (header?.height ?? 0) / 2)), path).toBeLessThan(2);
    }
    // The header and the bottom bar name their icons in Arabic; the offline notice too.
    await open(page, `${e2e.url}/more`);
    expect(await page.locator('.bottom-nav').getAttribute('aria-label')).toBe('التنقل الرئيسي');
    expect(await page.locator('.app-header a[href="/messages"]').getAttribute('aria-label')).toBe('الرسائل');
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('offline-notice').innerText()).toContain('أنت غير متصل بالإنترنت');
    await context.setOffline(false);
    expect(await missing(page)).toEqual([]);
    await context.close();
  });

  it('shows the feed, a post, its comments, its likers and Create in Spanish, then in Arabic right to left, axe-clean', async () => {
    for (const [locale, username, likes, comments] of [
      ['es-ES', 'marta', '1 Me gusta', 'Ver los 2 comentarios'],
      ['ar', 'salma', 'إعجاب واحد', 'عرض التعليقين'],
    ] as const) {
      const context = await phone(e2e, locale);
      const page = await context.newPage();
      await signUpInContext(context, e2e.url, username);
      const postId = await postWithComments(context, e2e.url);
      await walkPostScreens(page, e2e.url, postId, async (name) => {
        expect(await englishLeft(page, POSTS_ENGLISH_ONLY), `${locale} ${name}`).toEqual([]);
        if (name === 'feed') {
          await expect.poll(() => page.getByTestId('likes-count').first().innerText()).toBe(likes);
          await expect.poll(() => page.getByTestId('view-comments').first().innerText()).toBe(comments);
        }
        if (locale === 'ar') await inBothThemes(page, `ar-${name}`);
      });
      expect(await missing(page), locale).toEqual([]);
      await context.close();
    }
  });

  it('tells a timed-out person until when, in Spanish, instead of saying the like failed', async () => {
    const context = await phone(e2e, 'es-ES');
    const page = await context.newPage();
    const id = await signUpInContext(context, e2e.url, 'nuria');
    await postWithComments(context, e2e.url);
    const admin = await signUpAs(e2e.glimpse, 'jefa', '192.0.2.40', true);
    expect((await admin.json(`/api/admin/users/${id}/timeout`, 'POST', { duration: '1h' })).status).toBe(200);
    await open(page, e2e.url);
    await page.getByTestId('like-button').first().click();
    const toast = page.getByTestId('toast');
    await expect.poll(() => toast.getByText(/^Tu cuenta está suspendida temporalmente hasta las \d\d:\d\d UTC del \d+ de /).isVisible()).toBe(true);
    expect(await toast.getByText(/No se pudo|Vuelve a intentarlo/).count()).toBe(0);
    await context.close();
  });

  it('switches language in Settings, keeps it on the account, and back to automatic', async () => {
    const context = await phone(e2e, 'en-US');
    const { page } = { page: await context.newPage() };
    await signUpInContext(context, e2e.url, 'sam');
    await open(page, `${e2e.url}/settings`);
    await page.getByLabel('Language').selectOption('es');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => page.getByLabel('Idioma').isVisible()).toBe(true);
    // Kept on the account: another device (an English browser) opens in Spanish too.
    await expect
      .poll(async () => (await (await context.request.post(`${e2e.url}/graphql`, { data: { query: '{ me { language } }' } })).json()).data.me.language)
      .toBe('es');
    const other = await phone(e2e, 'en-US');
    await other.addCookies(await context.cookies());
    await other.addInitScript(() => localStorage.setItem('visited', 'true'));
    const elsewhere = await other.newPage();
    await open(elsewhere, `${e2e.url}/settings/sessions`);
    await expect.poll(() => elsewhere.getByRole('heading', { level: 1 }).innerText()).toBe('Dónde iniciaste sesión');
    await other.close();

    await page.getByLabel('Idioma').selectOption('ar');
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    await page.getByLabel('اللغة').selectOption('auto');
    await expect.poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
    await expect.poll(() => page.getByLabel('Language').isVisible()).toBe(true);
    expect(await missing(page)).toEqual([]);
    await context.close();
  });
});
