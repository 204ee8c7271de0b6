import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const uint32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

// Authenticator data flags: user present, user verified, attested credential data included.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** What a test may change in an answer, to see it refused. */
export type Tampering = { origin?: string; challenge?: string; type?: string; counter?: number; userVerified?: boolean };

/**
 * A passkey authenticator in software (an ES256 key made with node:crypto), answering the options
 * the server hands out as a browser with a platform authenticator would: 'none' attestation, a
 * discoverable credential, user verification. `counts`: whether it signs an increasing counter
 * (a security key) or always 0 (a synced passkey).
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle: string | null = null;
  counter = 0;

  constructor(
    readonly origin: string,
    private readonly counts = true,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The answer of `navigator.credentials.create` to `options`. */
  register(options: PublicKeyCredentialCreationOptionsJSON, tampering: Tampering = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const { x, y } = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x!, 'base64url')],
      [-3, Buffer.from(y!, 'base64url')],
    ]);
    const credentialLength = Buffer.alloc(2);
    credentialLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.authDataHead(options.rp.id ?? new URL(this.origin).hostname, AT, tampering),
      Buffer.alloc(16),
      credentialLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, tampering),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer of `navigator.credentials.get` to `options`, signed with this passkey's key. */
  assert(options: PublicKeyCredentialRequestOptionsJSON, tampering: Tampering = {}): AuthenticationResponseJSON {
    if (this.counts) this.counter += 1;
    const authenticatorData = this.authDataHead(options.rpId ?? new URL(this.origin).hostname, 0, tampering);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tampering);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private authDataHead(rpId: string, extraFlags: number, tampering: Tampering): Buffer {
    const flags = UP | (tampering.userVerified === false ? 0 : UV) | extraFlags;
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(tampering.counter ?? this.counter)]);
  }

  private clientData(type: string, challenge: string, tampering: Tampering): string {
    const data = { type: tampering.type ?? type, challenge: tampering.challenge ?? challenge, origin: tampering.origin ?? this.origin, crossOrigin: false };
    return b64url(Buffer.from(JSON.stringify(data)));
  }
}
