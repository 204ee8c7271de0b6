import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authenticationResponse } from './passkeyResponses';

const b64 = (bytes: number) => randomBytes(bytes).toString('base64url');

function answer(signatureBytes: number) {
  const id = b64(32);
  return {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
    response: { clientDataJSON: b64(120), authenticatorData: b64(37), signature: b64(signatureBytes), userHandle: b64(16) },
  };
}

describe('a passkey sign-in answer', () => {
  it('is taken with a post-quantum signature as long as ML-DSA-87 makes (4,627 bytes), as JSON text too', () => {
    const raw = answer(4627);
    expect(authenticationResponse(raw).response.signature).toBe(raw.response.signature);
    expect(authenticationResponse(JSON.stringify(raw)).id).toBe(raw.id);
  });

  it('is refused with the usual message when its signature is larger than any algorithm makes', () => {
    expect(() => authenticationResponse(answer(5000))).toThrow('Invalid passkey response');
  });
});
