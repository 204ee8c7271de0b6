import type { Page } from 'playwright-core';

/** Signs a new user up from inside the page (the session cookie lands in the browser), then opens `path`. */
export async function signUpInPage(page: Page, baseUrl: string, username: string, path = '/'): Promise<string> {
  await page.goto(`${baseUrl}/login`);
  const id = await page.evaluate(async (name) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({
        query: 'mutation($input: SignUpInput!) { signUp(input: $input) { me { id } } }',
        variables: { input: { username: name, email: `${name}@example.com`, password: 'secret-pass', birthDate: '1990-05-05' } },
      }),
    });
    const body = await response.json();
    return body.data.signUp.me.id as string;
  }, username);
  await page.goto(baseUrl + path);
  return id;
}
