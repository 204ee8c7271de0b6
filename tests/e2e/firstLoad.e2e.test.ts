import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2e } from '../support/e2eHarness';
import { phonePhoto } from '../support/images';

/** The GraphQL operations the page sends over HTTP, by name, in order. */
function recordOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
    operations.push((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '?');
  });
  return operations;
}

const count = (operations: string[], name: string) => operations.filter((operation) => operation === name).length;

describe('the first page load', () => {
  const e2e = useE2e();

  it('opens the feed with its posts on one sign-in check and one feed request', async () => {
    const { context } = await e2e.signedInContext('firstload');
    const post = await context.request.post(`${e2e.url}/api/posts`, {
      multipart: { caption: 'Harbour at dawn #sea', media: { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() } },
    });
    expect(post.status()).toBe(201);
    const page = await context.newPage();
    const operations = recordOperations(page);

    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByText('Harbour at dawn').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: /Photo by firstload/ })
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(count(operations, 'Me')).toBe(1);
    expect(count(operations, 'Feed')).toBe(1);
    await context.close();
  });

  it('shows the feed it was given and nothing twice when the first answers arrive before the code', async () => {
    const { context } = await e2e.signedInContext('slowcode');
    // The app's code arrives late: the page's own first requests are long answered by then.
    await context.route('**/assets/react-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const page = await context.newPage();
    const operations = recordOperations(page);
    await page.goto(`${e2e.url}/`);
    await expect.poll(() => page.getByTestId('feed-empty').isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(count(operations, 'Me')).toBe(1);
    expect(count(operations, 'Feed')).toBe(1);
    await context.close();
  });

  it('sends a signed-out visitor to the login page after one sign-in check, without asking for a feed elsewhere', async () => {
    const context = await e2e.newContext();
    await context.addInitScript(() => localStorage.setItem('visited', 'true'));
    const page = await context.newPage();
    const operations = recordOperations(page);
    await page.goto(`${e2e.url}/profile`);
    await page.waitForURL(`${e2e.url}/login?next=%2Fprofile`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).isVisible()).toBe(true);
    expect(count(operations, 'Me')).toBe(1);
    expect(count(operations, 'Feed')).toBe(0);
    await context.close();
  });
});
