import type { Glimpse } from '../../bff/app';

const adultBirthDate = '1990-05-01T00:00:00.000Z';

export type Response = { status: number; body: any };

/** Someone calling the server from one address (X-Forwarded-For, trusted from loopback) with a bearer token. */
export class Caller {
  constructor(
    readonly baseUrl: string,
    readonly ip: string,
    public token: string | null = null,
    readonly id: string | null = null,
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { 'x-forwarded-for': this.ip, ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...extra };
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(this.baseUrl + path, { ...init, headers: { ...this.headers(), ...(init.headers as Record<string, string>) } });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: text };
    }
  }

  json(path: string, method: string, payload?: unknown): Promise<Response> {
    return this.request(path, { method, headers: { 'content-type': 'application/json' }, body: payload === undefined ? undefined : JSON.stringify(payload) });
  }

  async graphql(query: string, variables: Record<string, unknown> = {}) {
    const { body } = await this.json('/graphql', 'POST', { query, variables });
    return body as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  /** A field given a list is sent once per value, in order (an album's files and their alt texts). */
  multipart(path: string, fields: Record<string, string | Blob | (string | Blob)[]>, headers: Record<string, string> = {}): Promise<Response> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(key, one);
    return this.request(path, { method: 'POST', body: form, headers });
  }

  /** The same account from another address. */
  from(ip: string): Caller {
    return new Caller(this.baseUrl, ip, this.token, this.id);
  }
}

/** Signs a user (or an admin, as /admin-signup would) up from `ip` and logs them in there. */
export async function signUpAs(glimpse: Glimpse, username: string, ip: string, isAdmin = false): Promise<Caller> {
  const request = { viewerId: null, sessionId: null, clientIp: ip, idempotencyKey: null, now: glimpse.services.clock() };
  const id = await glimpse.services.accounts.signUp(
    { username, email: `${username}@example.com`, password: 'secret1', birthDate: adultBirthDate },
    null,
    request,
    isAdmin,
  );
  const caller = new Caller(glimpse.url, ip, null, id);
  const login = await caller.json('/api/auth/login', 'POST', { username, password: 'secret1' });
  if (login.status !== 200) throw new Error(`log-in of ${username} failed: ${JSON.stringify(login.body)}`);
  caller.token = login.body.token;
  return caller;
}
