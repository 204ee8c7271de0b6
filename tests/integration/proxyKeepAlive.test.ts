import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/useTestServer';

const NGINX_CONF = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');

/** An nginx time ('4s', '500ms', '1m', or bare seconds) in milliseconds. */
function nginxMs(value: string): number {
  const [, amount, unit] = /^(\d+)(ms|s|m)?$/.exec(value) ?? [];
  if (amount === undefined) throw new Error(`Not an nginx time: ${value}`);
  return Number(amount) * (unit === 'ms' ? 1 : unit === 'm' ? 60_000 : 1000);
}

/** The upstream block's `keepalive_timeout`: how long nginx keeps an idle connection to Glimpse (60 s when unset). */
function upstreamKeepAliveMs(conf: string): number {
  const upstream = /upstream\s+\w+\s*\{([^}]*)\}/.exec(conf)?.[1];
  if (upstream === undefined) throw new Error('deploy/nginx.conf has no upstream block');
  const setting = /^\s*keepalive_timeout\s+(\S+);/m.exec(upstream)?.[1];
  return setting === undefined ? 60_000 : nginxMs(setting);
}

/** Milliseconds until the server closes a connection left idle after one answered request. */
function idleCloseAfter(url: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answeredAt = 0;
    socket.on('data', () => {
      answeredAt ||= performance.now();
    });
    socket.on('close', () => resolve(performance.now() - answeredAt));
    socket.on('error', reject);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe('keep-alive between the proxy and Glimpse', () => {
  const server = useTestServer();

  it('nginx lets go of an idle connection before Glimpse closes it, so no request is sent on a closing one', async () => {
    const closedAfter = await idleCloseAfter(server.url);
    const proxyLetsGoAfter = upstreamKeepAliveMs(NGINX_CONF);
    expect(closedAfter).toBeGreaterThan(proxyLetsGoAfter);
  }, 15_000);

  it('reads nginx times as nginx does', () => {
    expect(nginxMs('4s')).toBe(4000);
    expect(nginxMs('4')).toBe(4000);
    expect(nginxMs('1m')).toBe(60_000);
    expect(upstreamKeepAliveMs('upstream g { server a; keepalive 8; }')).toBe(60_000);
  });
});
