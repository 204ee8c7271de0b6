import { expect } from 'vitest';
import { HttpClient } from './httpClient';

/** A new signed-in user (session cookie kept by the client), with their id. */
export async function signedUpClient(baseUrl: string, username: string): Promise<{ client: HttpClient; id: string }> {
  const client = new HttpClient(baseUrl);
  const res = await client.graphql(`mutation($input: SignUpInput!) { signUp(input: $input) { me { id } } }`, {
    input: { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' },
  });
  expect(res.errors).toBeUndefined();
  return { client, id: res.data.signUp.me.id };
}
