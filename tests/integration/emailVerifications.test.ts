import { describe, expect, it } from 'vitest';
import { appendsNothing } from '../support/appendsNothing';
import { HttpClient } from '../support/httpClient';
import { useMailedServer } from '../support/mailedServer';
import { linkIn, tokenOf } from '../support/smtpServer';

const EXPIRED = 'This link has expired. Please ask for a new one.';
const CONFIRM = /Confirm your email address/;
const CONFIRM_NEW = /Confirm your new email address/;
const NOTICE = /about to change/;
const birthDate = '1990-01-01';
const ME = '{ me { id email emailVerified } }';

describe('email verification and change', () => {
  const server = useMailedServer();

  async function signUp(username: string) {
    const client = new HttpClient(server.url);
    const res = await client.multipart('/api/auth/signup', { username, email: `${username}@example.com`, password: 'first-pass', birthDate });
    expect(res.status).toBe(201);
    return { client, id: res.body.id as string, body: res.body };
  }
  const verify = (token: string) => new HttpClient(server.url).request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  const me = async (client: HttpClient) => (await client.graphql(ME)).data.me;

  it('mails a link at sign-up; the account works unverified, and the link verifies it once', async () => {
    const { client, id, body } = await signUp('vic');
    expect(body).toMatchObject({ id, email: 'vic@example.com', emailVerified: false });
    expect(await me(client)).toEqual({ id, email: 'vic@example.com', emailVerified: false });
    expect((await client.json('/api/posts', 'GET')).status).toBe(200);

    const mail = await server.smtp.waitFor('vic@example.com', CONFIRM);
    expect(mail.text).toMatch(/If you didn't sign up for Glimpse, ignore this email/);
    const link = linkIn(mail, '/verify-email');
    expect(await verify(tokenOf(link))).toMatchObject({ status: 200, body: { message: 'Your email address is verified.', emailChanged: false } });
    expect(await me(client)).toEqual({ id, email: 'vic@example.com', emailVerified: true });
    expect(await appendsNothing(server.glimpse, () => verify(tokenOf(link)))).toMatchObject({ status: 400, body: { message: EXPIRED } });
    const login = await client.json('/api/auth/login', 'POST', { username: 'vic', password: 'first-pass' });
    expect(login.body.user).toMatchObject({ emailVerified: true });

    // Others never see whether it is verified (nor the address).
    const other = await signUp('wes');
    const seen = await other.client.request(`/api/users/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body).not.toHaveProperty('emailVerified');
    expect(seen.body).not.toHaveProperty('email');
  });

  it('resends a link until the address is verified, then refuses', async () => {
    const { client } = await signUp('ria');
    await server.smtp.waitFor('ria@example.com', CONFIRM);
    expect(await client.json('/api/auth/resend-verification', 'POST')).toMatchObject({
      status: 200,
      body: { message: 'We sent a new link to your email address.' },
    });
    const second = await server.smtp.waitFor('ria@example.com', CONFIRM, { skip: 1 });
    expect(await verify(tokenOf(linkIn(second, '/verify-email')))).toMatchObject({ status: 200 });
    expect(await appendsNothing(server.glimpse, () => client.json('/api/auth/resend-verification', 'POST'))).toMatchObject({
      status: 409,
      body: { message: 'Your email address is already verified.' },
    });
    expect((await new HttpClient(server.url).json('/api/auth/resend-verification', 'POST')).status).toBe(401);
  });

  it('refuses bad tokens with one message, appending nothing', async () => {
    for (const token of ['', 'garbage', `${crypto.randomUUID()}.${'C'.repeat(43)}`]) {
      expect(await appendsNothing(server.glimpse, () => verify(token))).toMatchObject({ status: 400, body: { message: EXPIRED } });
    }
    expect(await appendsNothing(server.glimpse, () => new HttpClient(server.url).request('/api/auth/verify-email'))).toMatchObject({ status: 400 });
  });

  it('refuses a change with a wrong password, to a taken, the same or a malformed address, appending nothing', async () => {
    const { client } = await signUp('ola');
    await signUp('pia');
    const change = (email: unknown, password: unknown) => client.json('/api/auth/change-email', 'POST', { email, password });
    expect(await appendsNothing(server.glimpse, () => change('ola2@example.com', 'wrong-pass'))).toMatchObject({
      status: 400,
      body: { message: 'Password is incorrect' },
    });
    expect(await appendsNothing(server.glimpse, () => change('PIA@example.com', 'first-pass'))).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists' },
    });
    expect(await appendsNothing(server.glimpse, () => change('ola@example.com', 'first-pass'))).toMatchObject({
      status: 400,
      body: { message: 'This is already your email address.' },
    });
    expect(await appendsNothing(server.glimpse, () => change('not-an-email', 'first-pass'))).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
    expect(await appendsNothing(server.glimpse, () => change(undefined, undefined))).toMatchObject({ status: 400 });
    expect((await new HttpClient(server.url).json('/api/auth/change-email', 'POST', { email: 'x@example.com', password: 'first-pass' })).status).toBe(401);
  });

  it('changes the email only when the link mailed to the new address is followed, and tells the old one', async () => {
    const { client, id } = await signUp('kai');
    await server.smtp.waitFor('kai@example.com', CONFIRM);
    expect(await client.json('/api/auth/change-email', 'POST', { email: 'kai.new@example.com', password: 'first-pass' })).toMatchObject({
      status: 200,
      body: { message: 'We sent a link to your new email address. Your email changes once you follow it.' },
    });
    const notice = await server.smtp.waitFor('kai@example.com', NOTICE);
    expect(notice.text).toMatch(/If it wasn't you, reset your password/);
    const link = linkIn(await server.smtp.waitFor('kai.new@example.com', CONFIRM_NEW), '/verify-email');
    expect(await me(client)).toEqual({ id, email: 'kai@example.com', emailVerified: false });

    expect(await verify(tokenOf(link))).toMatchObject({ status: 200, body: { message: 'Your email address was changed.', emailChanged: true } });
    expect(await me(client)).toEqual({ id, email: 'kai.new@example.com', emailVerified: true });
    // The new address is the account's: a reset goes there, and nobody else may sign up with it; the old one is free.
    const taken = await new HttpClient(server.url).multipart('/api/auth/signup', {
      username: 'kai2',
      email: 'kai.new@example.com',
      password: 'pass-word',
      birthDate,
    });
    expect(taken.status).toBe(409);
    const freed = await new HttpClient(server.url).multipart('/api/auth/signup', {
      username: 'kai3',
      email: 'kai@example.com',
      password: 'pass-word',
      birthDate,
    });
    expect(freed.status).toBe(201);
    expect(await appendsNothing(server.glimpse, () => verify(tokenOf(link)))).toMatchObject({ status: 400, body: { message: EXPIRED } });
  });

  it('offers the same through GraphQL', async () => {
    const { client, id } = await signUp('gus');
    const changed = await client.graphql('mutation($input: ChangeEmailInput!) { changeEmail(input: $input) }', {
      input: { email: 'gus.new@example.com', password: 'first-pass' },
    });
    expect(changed.errors).toBeUndefined();
    const token = tokenOf(linkIn(await server.smtp.waitFor('gus.new@example.com', CONFIRM_NEW), '/verify-email'));
    const verified = await client.graphql('mutation($token: String!) { verifyEmail(token: $token) { message emailChanged } }', { token });
    expect(verified).toEqual({ data: { verifyEmail: { message: 'Your email address was changed.', emailChanged: true } } });
    expect(await me(client)).toEqual({ id, email: 'gus.new@example.com', emailVerified: true });
    const resend = await client.graphql('mutation { resendEmailVerification }');
    expect(resend.errors?.[0]).toMatchObject({ message: 'Your email address is already verified.', extensions: { code: 'CONFLICT' } });
  });
});
