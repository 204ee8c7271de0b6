import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { z } from 'zod';
import { invalidInput } from '../../domain/errors';
import { PASSKEY_RESPONSE_INVALID } from '../../domain/passkey/refusals';

// Base64url text of a bounded size: a credential id is at most 1,023 bytes; the rest is small.
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;

const credential = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.object({}).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

const registrationSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(8_000),
    attestationObject: base64url(64_000),
    // Unknown transports (newer browsers') are left out rather than refused.
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

const authenticationSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: base64url(8_000),
    authenticatorData: base64url(8_000),
    // Up to an ML-DSA-87 signature (4,627 bytes), which @simplewebauthn/server offers where the
    // runtime's WebCrypto has ML-DSA (Node 24) and Chromium's authenticators answer with.
    signature: base64url(6_200),
    userHandle: base64url(200).nullish(),
  }),
});

/** The browser's answer as JSON text (GraphQL) or as an object (REST). */
function jsonOf(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidInput(PASSKEY_RESPONSE_INVALID, 'response');
  }
}

function parsed<T>(schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(jsonOf(raw));
  if (!result.success) throw invalidInput(PASSKEY_RESPONSE_INVALID, 'response');
  return result.data;
}

/** What `navigator.credentials.create` answered, as @simplewebauthn/browser sends it; a 400 for anything else. */
export function registrationResponse(raw: unknown): RegistrationResponseJSON {
  const response = parsed(registrationSchema, raw);
  const transports = response.response.transports?.filter((t): t is (typeof TRANSPORTS)[number] => (TRANSPORTS as readonly string[]).includes(t));
  return { ...response, response: { ...response.response, transports } };
}

/** What `navigator.credentials.get` answered; a 400 for anything else. Some clients send a missing user handle as null. */
export function authenticationResponse(raw: unknown): AuthenticationResponseJSON {
  const response = parsed(authenticationSchema, raw);
  return { ...response, response: { ...response.response, userHandle: response.response.userHandle ?? undefined } };
}
