import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/*
 * A certificate authority and a server certificate made in the test with node:crypto (P-256,
 * ECDSA with SHA-256): node:crypto signs but does not write X.509, so the few DER structures a
 * certificate needs are written here.
 */

const length = (n: number): Buffer => {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};
const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...items: Buffer[]) => tlv(0x30, ...items);
const set = (...items: Buffer[]) => tlv(0x31, ...items);
const integer = (bytes: Buffer) => tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const bitString = (bytes: Buffer, unused = 0) => tlv(0x03, Buffer.from([unused]), bytes);
const octetString = (bytes: Buffer) => tlv(0x04, bytes);
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const boolean = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]));
const explicit = (n: number, item: Buffer) => tlv(0xa0 + n, item);
function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [a! * 40 + b!];
  for (const part of rest) {
    const base128 = [part & 0x7f];
    for (let v = part >> 7; v > 0; v >>= 7) base128.unshift(0x80 | (v & 0x7f));
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}
const utcTime = (date: Date) => tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));
const name = (commonName: string) => sequence(set(sequence(oid('2.5.4.3'), utf8(commonName))));
const extension = (id: string, critical: boolean, value: Buffer) => sequence(oid(id), ...(critical ? [boolean(true)] : []), octetString(value));
const ECDSA_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

function certificate(subject: string, issuer: string, publicKey: KeyObject, signer: KeyObject, extensions: Buffer[]): string {
  const now = Date.now();
  const tbs = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(Buffer.concat([Buffer.from([0x01]), randomBytes(8)])),
    ECDSA_SHA256,
    name(issuer),
    sequence(utcTime(new Date(now - 3600_000)), utcTime(new Date(now + 7 * 24 * 3600_000))),
    name(subject),
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(...extensions)),
  );
  const der = sequence(tbs, ECDSA_SHA256, bitString(sign('sha256', tbs, signer)));
  return `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`.replace('\n\n', '\n');
}

export type TestCertificates = { caPem: string; certPem: string; keyPem: string };

/** A self-signed CA, and a certificate it issued for 127.0.0.1 and localhost, with its private key. */
export function makeTestCertificates(): TestCertificates {
  const ca = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const server = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const caName = 'Glimpse test push CA';
  const caPem = certificate(caName, caName, ca.publicKey, ca.privateKey, [
    extension('2.5.29.19', true, sequence(boolean(true))),
    // keyCertSign and cRLSign.
    extension('2.5.29.15', true, bitString(Buffer.from([0x06]), 1)),
  ]);
  const altNames = sequence(tlv(0x82, Buffer.from('localhost')), tlv(0x87, Buffer.from([127, 0, 0, 1])));
  const certPem = certificate('127.0.0.1', caName, server.publicKey, ca.privateKey, [
    extension('2.5.29.19', false, sequence()),
    extension('2.5.29.17', false, altNames),
  ]);
  return { caPem, certPem, keyPem: server.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string };
}
