/** A client of the running server that keeps its session cookie, as a browser would. */
export class HttpClient {
  private cookie: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestInit = {}): Promise<{ status: number; body: any; headers: Headers }> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const response = await fetch(this.baseUrl + path, { ...init, headers });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
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
