import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { me { id } } }';

/** The password of the accounts signed up here unless a test chooses another. */
const PASSWORD = 'secret-pass';

/**
 * Signs a new account up through GraphQL with this context's cookie jar, so that the context's pages
 * open signed in, and marks the browser as one that has been here, as signing up in the app does.
 * Returns the account's id.
 */
export async function signUpInContext(context: BrowserContext, baseUrl: string, username: string): Promise<string> {
  await context.addInitScript(() => localStorage.setItem('visited', 'true'));
  const res = await context.request.post(`${baseUrl}/graphql`, {
    // Sign-up hashes the password with a memory-hard function: slow on a busy machine.
    timeout: 60_000,
    data: {
      query: SIGN_UP,
      variables: { input: { username, email: `${username}@example.com`, password: PASSWORD, birthDate: '1994-03-14' } },
    },
  });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.signUp.me.id as string;
}

/** Fills the sign-up form (or the admin one) the way a person does, birth date through the three selects; the caller submits it. */
export async function fillSignUpForm(page: Page, username: string, options: { password?: string; picture?: string } = {}): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? PASSWORD);
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Month').selectOption('March');
  await page.getByLabel('Year').selectOption('1994');
  if (options.picture) await page.getByLabel('Profile picture (optional)').setInputFiles(options.picture);
}

/** Signs an existing account (by default one signUpAs made) in through the login form, as a person does, and waits for the feed. */
export async function logInThroughForm(page: Page, baseUrl: string, username: string, password = 'secret1'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
}
