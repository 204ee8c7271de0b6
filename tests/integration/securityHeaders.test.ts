import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../support/accounts';
import type { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { useTestServer } from '../support/useTestServer';

/** The one inline script allowed: the theme's, which the build writes into the page, by the hash of its text. */
const THEME_SCRIPT = `'sha256-${createHash('sha256')
  .update(readFileSync(new URL('../../web/public/theme.js', import.meta.url)))
  .digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null): Record<string, string> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers on every response', () => {
  const server = useTestServer();
  let alice: HttpClient;

  beforeAll(async () => {
    ({ client: alice } = await signedUpClient(server.url, 'alice'));
  });

  const pageResponses = () => ({
    'the web app': fetch(`${server.url}/login`),
    'a script of the web app': fetch(`${server.url}/theme.js`),
    'a GraphQL JSON post': fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    }),
    'a GraphQL GET': fetch(`${server.url}/graphql?query=%7B__typename%7D`, { headers: { 'apollo-require-preflight': 'true' } }),
    'a REST read': fetch(`${server.url}/api/posts`),
    'a REST error': fetch(`${server.url}/api/nothing-here`),
  });

  it("forbids inline scripts but the theme's (by the hash of its text), framing and type sniffing, and sets a referrer policy, whatever answers", async () => {
    for (const [what, pending] of Object.entries(pageResponses())) {
      const response = await pending;
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['script-src'], what).toBe(`'self' ${THEME_SCRIPT}`);
      expect(csp['script-src-attr'], what).toBe("'none'");
      expect(csp['frame-ancestors'], what).toBe("'none'");
      expect(csp['img-src'], what).toBe("'self' data: blob:");
      expect(csp['media-src'], what).toBe("'self' blob:");
      expect(csp['connect-src'], what).toBe(`'self' ws://${new URL(server.url).host}`);
      expect(csp['object-src'], what).toBe("'none'");
      expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), what).toBe('DENY');
      expect(response.headers.get('referrer-policy'), what).toBe('same-origin');
      expect(response.headers.get('strict-transport-security'), what).toBeNull();
      expect(response.headers.get('x-powered-by'), what).toBeNull();
    }
  });

  it("serves the web app's scripts as files, but for the theme's, inline, whose hash is the one the policy allows", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes));
    expect(scripts.length).toBeGreaterThan(inline.length);
    for (const [, attributes, body] of scripts.filter((script) => !inline.includes(script))) {
      expect(attributes).toMatch(/\bsrc="\//);
      expect(body.trim()).toBe('');
    }
    expect(inline.map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)).toEqual([THEME_SCRIPT]);
  });

  it('asks for https from then on (HSTS) only when a proxy on this machine says the request came over https', async () => {
    const overHttps = await fetch(`${server.url}/api/posts`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(overHttps.headers.get('content-security-policy'));
    expect(csp['connect-src']).toBe(`'self' wss://${new URL(server.url).host}`);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    const overHttp = await fetch(`${server.url}/api/posts`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    expect(directives(overHttp.headers.get('content-security-policy'))).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('keeps a hostile Host header out of the policy', async () => {
    const { request } = await import('node:http');
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const port = new URL(server.url).port;
      request({ host: 'localhost', port, path: '/api/posts', headers: { host: "evil; script-src 'unsafe-inline'" } }, (res) => {
        res.resume();
        resolve(res.headers);
      })
        .on('error', reject)
        .end();
    });
    const csp = directives(headers['content-security-policy'] as string);
    expect(csp['script-src']).toBe(`'self' ${THEME_SCRIPT}`);
    expect(csp['connect-src']).toBe("'self'");
  });

  describe('media', () => {
    it('serves a photo the server produced inline, with its type, nosniff and a sandbox that loads nothing', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await phonePhoto(400, 300))], { type: 'image/jpeg' }), 'me.jpg');
      const upload = await alice.request('/media', { method: 'POST', body: form });
      expect(upload.status).toBe(201);
      for (const range of [undefined, 'bytes=0-99']) {
        const media = await fetch(server.url + upload.body.url, { headers: range ? { range } : {} });
        expect(media.status).toBe(range ? 206 : 200);
        expect(media.headers.get('content-type')).toBe('image/jpeg');
        expect(media.headers.get('x-content-type-options')).toBe('nosniff');
        expect(media.headers.get('content-disposition')).toBe('inline');
        expect(media.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      }
    });

    it('hands out anything the server did not produce itself as a download, never as a page', async () => {
      const foreign = `${randomUUID()}.png`;
      await server.glimpse.services.mediaStore.put(foreign, Buffer.from('<html><script>alert(document.cookie)</script></html>'), 'image/png');
      const media = await fetch(`${server.url}/media/${foreign}`);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/png');
      expect(media.headers.get('x-content-type-options')).toBe('nosniff');
      expect(media.headers.get('content-disposition')).toBe(`attachment; filename="${foreign}"`);
      expect(media.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    });
  });
});
