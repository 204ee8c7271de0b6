/** A client of the running server that keeps its cookies (the session's, and any other), as a browser would. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestInit = {}): Promise<{ status: number; body: any; headers: Headers }> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(this.baseUrl + path, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      // An expired cookie (signed out) is one the browser drops.
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body, headers: response.headers };
  }

  json(path: string, method: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
  }

  async graphql(query: string, variables: Record<string, unknown> = {}) {
    const { body } = await this.json('/graphql', 'POST', { query, variables });
    return body as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
  }

  multipart(path: string, fields: Record<string, string | { bytes: Buffer; name: string; type: string }>) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(key, value);
      else form.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
    }
    return this.request(path, { method: 'POST', body: form });
  }
}

/** A client calling from an address of its own (X-Forwarded-For, trusted from loopback): a ban bans its person's addresses too. */
export class AddressedClient extends HttpClient {
  constructor(
    baseUrl: string,
    readonly ip: string,
  ) {
    super(baseUrl);
  }

  override request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.ip);
    return super.request(path, { ...init, headers });
  }
}
