import { describe, expect, it } from 'vitest';
import { appendsNothing } from '../support/appendsNothing';
import { HttpClient } from '../support/httpClient';
import { useMailedServer } from '../support/mailedServer';
import { linkIn, tokenOf } from '../support/smtpServer';

const SENT = 'If an account uses this email, we sent a link to reset its password.';
const EXPIRED = 'This link has expired. Please ask for a new one.';
const RESET_SUBJECT = /Reset your Glimpse password/;
const birthDate = '1990-01-01';

describe('password reset by mail', () => {
  // The limit is checked below at this figure. That an unknown address is answered as a known one is checked in bff/services/passwordResets.test.ts.
  const server = useMailedServer({ RATE_LIMIT_MAIL: '8/1h' });
  const client = () => new HttpClient(server.url);

  async function signUp(username: string, password = 'first-pass') {
    const res = await client().multipart('/api/auth/signup', { username, email: `${username}@example.com`, password, birthDate });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }
  async function logIn(username: string, password: string) {
    return client().json('/api/auth/login', 'POST', { username, password });
  }
  const forgot = (email: unknown) => client().json('/api/auth/forgot-password', 'POST', { email });
  const reset = (token: unknown, newPassword: unknown) => client().json('/api/auth/reset-password', 'POST', { token, newPassword });
  async function resetLink(email: string, skip = 0) {
    return linkIn(await server.smtp.waitFor(email, RESET_SUBJECT, { skip }), '/reset-password');
  }

  it('answers 202 with the same words whether an account uses the address or not, and appends nothing for an unknown one', async () => {
    await signUp('rita');
    const unknown = await appendsNothing(server.glimpse, () => forgot('nobody@example.com'));
    expect(unknown).toMatchObject({ status: 202, body: { message: SENT } });
    const known = await forgot('RITA@example.com');
    expect(known).toMatchObject({ status: 202, body: { message: SENT } });
    const mail = await server.smtp.waitFor('rita@example.com', RESET_SUBJECT);
    expect(mail.text).toMatch(/If you didn't ask, ignore this email/);
    expect(mail.html).toMatch(/If you didn&#39;t ask, ignore this email/);
    expect(server.smtp.to('nobody@example.com')).toEqual([]);
  });

  it('sets the new password once from the link, and ends every session of the account', async () => {
    await signUp('sara');
    const session = await logIn('sara', 'first-pass');
    const bearer = { authorization: `Bearer ${session.body.token}` };
    expect((await client().json('/graphql', 'POST', { query: '{ me { id } }' }, bearer)).body.data.me).not.toBeNull();

    expect((await forgot('sara@example.com')).status).toBe(202);
    const link = await resetLink('sara@example.com');
    expect(new URL(link).pathname).toBe('/reset-password');
    expect(await reset(tokenOf(link), 'brand-new-pass')).toMatchObject({ status: 200, body: { message: expect.any(String) } });

    expect((await client().json('/graphql', 'POST', { query: '{ me { id } }' }, bearer)).body.data.me).toBeNull();
    expect((await logIn('sara', 'first-pass')).status).toBe(401);
    expect((await logIn('sara', 'brand-new-pass')).status).toBe(200);

    const again = await appendsNothing(server.glimpse, () => reset(tokenOf(link), 'another-pass'));
    expect(again).toEqual(expect.objectContaining({ status: 400, body: { message: EXPIRED } }));
    expect((await logIn('sara', 'brand-new-pass')).status).toBe(200);
  });

  it('refuses an unknown, malformed or expired link, and a password sign-up would refuse, appending nothing', async () => {
    const id = await signUp('tina');
    expect((await forgot('tina@example.com')).status).toBe(202);
    const token = tokenOf(await resetLink('tina@example.com'));
    for (const bad of [`${id}.${'A'.repeat(43)}`, 'not-a-token', '', 42, null, `${crypto.randomUUID()}.${'B'.repeat(43)}`]) {
      expect(await appendsNothing(server.glimpse, () => reset(bad, 'fine-password'))).toMatchObject({ status: 400, body: { message: EXPIRED } });
    }
    expect(await appendsNothing(server.glimpse, () => reset(token, 'short'))).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 6 characters' },
    });
    expect(await appendsNothing(server.glimpse, () => forgot('not an email'))).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });

    server.advance(61 * 60_000);
    expect(await appendsNothing(server.glimpse, () => reset(token, 'fine-password'))).toMatchObject({ status: 400, body: { message: EXPIRED } });
    expect((await logIn('tina', 'first-pass')).status).toBe(200);
  });

  it('limits the links asked for one address, with a 429 that says when to try again', async () => {
    for (let i = 0; i < 8; i++) expect((await forgot('limited@nowhere.example')).status).toBe(202);
    const refused = await appendsNothing(server.glimpse, () => forgot('limited@nowhere.example'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many emails in a short time\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('offers the same through GraphQL', async () => {
    await signUp('xena');
    const asked = await client().graphql('mutation($email: String!) { requestPasswordReset(email: $email) }', { email: 'xena@example.com' });
    expect(asked).toEqual({ data: { requestPasswordReset: SENT } });
    const token = tokenOf(await resetLink('xena@example.com'));
    const done = await client().graphql('mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }', {
      input: { token, newPassword: 'graph-pass' },
    });
    expect(done.errors).toBeUndefined();
    expect((await logIn('xena', 'graph-pass')).status).toBe(200);
    const again = await client().graphql('mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }', {
      input: { token, newPassword: 'graph-pass2' },
    });
    expect(again.errors?.[0]).toMatchObject({ message: EXPIRED, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('tries a refused mail again later, and sends nothing twice across a restart', async () => {
    await signUp('yuki');
    await server.smtp.waitFor('yuki@example.com', /Confirm your email/);
    server.smtp.refuseNext(1);
    expect((await forgot('yuki@example.com')).status).toBe(202);
    // The first try is refused; the next is due 30 s later on the server's clock.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.smtp.to('yuki@example.com').filter((m) => RESET_SUBJECT.test(m.subject))).toEqual([]);
    server.advance(31_000);
    const mail = await server.smtp.waitFor('yuki@example.com', RESET_SUBJECT);
    await server.restart();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.smtp.to('yuki@example.com').filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
    expect(server.smtp.to('yuki@example.com')).toHaveLength(2);
  });
});
