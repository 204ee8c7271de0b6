import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { carriedPosition, readYourWrites } from './readYourWrites';

const request = (headers: Record<string, string>) => ({ headers, method: 'GET' }) as unknown as IncomingMessage;

/** A projection runner at `position`, moved by hand, and what it was asked to wait for. */
function projected(position: number) {
  const waits: number[] = [];
  let release = () => {};
  return {
    waits,
    runner: {
      position,
      waitForPosition(target: number) {
        waits.push(target);
        return new Promise<void>((resolve) => (release = resolve));
      },
    },
    reach(target: number) {
      this.runner.position = target;
      release();
    },
  };
}

describe('read your writes across processes', () => {
  it('takes the position from the header first, then the cookie, and ignores anything that is not one', () => {
    expect(carriedPosition(request({ 'glimpse-position': '42', cookie: 'glimpse_position=7' }))).toBe(42);
    expect(carriedPosition(request({ cookie: 'glimpse_session=abc; glimpse_position=7' }))).toBe(7);
    for (const garbage of ['-1', '4e2', 'soon', '12345678901234567890', '']) expect(carriedPosition(request({ 'glimpse-position': garbage }))).toBeNull();
    expect(carriedPosition(request({}))).toBeNull();
  });

  it('answers at once what this process has, and waits for a position it has not projected yet, never beyond the end of the log', async () => {
    const runner = projected(10);
    const consistency = readYourWrites(runner.runner, async () => 15, { cookie: true, secureCookies: false });
    expect(consistency.caughtUp(request({ 'glimpse-position': '10' }))).toBeNull();
    let answered = false;
    const waiting = consistency.caughtUp(request({ 'glimpse-position': '99' }))!.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runner.waits).toEqual([15]);
    expect(answered).toBe(false);
    runner.reach(15);
    await waiting;
    expect(answered).toBe(true);
  });

  it('stamps every answer with the position, and sets the cookie after a write only where several processes answer', async () => {
    const answers: Record<string, string | string[] | undefined>[] = [];
    for (const cookie of [true, false]) {
      const consistency = readYourWrites({ position: 8, waitForPosition: async () => undefined }, async () => 8, { cookie, secureCookies: true });
      const server = createServer((req, res) => {
        consistency.stamp(req, res);
        res.setHeader('set-cookie', 'glimpse_session=s; Path=/');
        res.end('{}');
      });
      await new Promise<void>((resolve) => server.listen(0, resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/x`;
      for (const method of ['POST', 'GET']) {
        const response = await fetch(url, { method });
        answers.push({ position: response.headers.get('glimpse-position') ?? undefined, cookies: response.headers.getSetCookie() });
      }
      server.close();
    }
    expect(answers).toEqual([
      { position: '8', cookies: ['glimpse_session=s; Path=/', 'glimpse_position=8; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure'] },
      { position: '8', cookies: ['glimpse_session=s; Path=/'] },
      { position: '8', cookies: ['glimpse_session=s; Path=/'] },
      { position: '8', cookies: ['glimpse_session=s; Path=/'] },
    ]);
  });
});
