import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TestCertificates } from './testCertificates';
import { until } from './until';

/** A push as the push service received it: its headers and, decrypted with the subscription's keys, its payload. */
export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer; status: number };

/** A browser's side of a subscription: the keys it made (ECDH P-256 and a 16-byte auth secret) and the endpoint it was given. */
export type TestSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; decrypt(body: Buffer): unknown };

/**
 * A push service over https (its certificate issued by the test's own CA), standing in for the
 * browsers' (FCM, Mozilla's, Apple's): it takes each push with a 201, or with the statuses queued
 * by `answerNext`, and keeps what it received.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly answers: number[] = [];
  private readonly server: Server;

  constructor(certificates: TestCertificates) {
    this.server = createServer({ key: certificates.keyPem, cert: certificates.certPem }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const status = this.answers.shift() ?? 201;
        this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks), status });
        res.writeHead(status).end();
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get origin(): string {
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next pushes are answered with these statuses (a 500, a 410...), then 201 again. */
  answerNext(...statuses: number[]) {
    this.answers.push(...statuses);
  }

  /** What reached one subscription's endpoint, taken (201) or not. */
  to(subscription: TestSubscription): ReceivedPush[] {
    return this.received.filter((push) => this.origin + push.path === subscription.endpoint);
  }

  /** Waits for the `count`th push to a subscription and answers it. */
  async waitFor(subscription: TestSubscription, count = 1): Promise<ReceivedPush> {
    await until(() => this.to(subscription).length >= count, `push ${count} to ${subscription.endpoint}`);
    return this.to(subscription)[count - 1]!;
  }

  /** A browser's new subscription at this service. */
  subscription(): TestSubscription {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    return {
      endpoint: `${this.origin}/push/${randomBytes(12).toString('base64url')}`,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      decrypt: (body) => JSON.parse(decryptAes128gcm(body, ecdh, publicKey, auth).toString('utf8')),
    };
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/**
 * RFC 8291 (Message Encryption for Web Push) over RFC 8188's aes128gcm, from the browser's side:
 * the header (salt, record size, the server's ephemeral public key), the keys derived with HKDF
 * from the ECDH secret and the auth secret, then one record, its padding delimiter removed.
 */
export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, uaPublic: Buffer, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Not the last record of an aes128gcm message');
  return padded.subarray(0, end);
}

/** The VAPID claims of a push's Authorization header (`vapid t=JWT, k=key`), checked against the server's public key (RFC 8292). */
export function vapidClaims(authorization: string, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization);
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error('The push was signed with another key');
  const [header, claims, signature] = token!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!valid) throw new Error('The VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8'));
}
