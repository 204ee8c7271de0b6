import { createHash, randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array, parseAuthenticatorData } from '@simplewebauthn/server/helpers';
import { DomainError } from '../../domain/decider';
import { AccountBannedError, type BanDetails, invalidInput, unauthenticated } from '../../domain/errors';
import { type ChallengePurpose, PASSKEY_CHALLENGE_MS, passkeyChallengeDecider, passkeyChallengeStream } from '../../domain/passkey/challengeDecider';
import { counterWentUp, passkeyDecider, passkeyStream } from '../../domain/passkey/decider';
import { passkeyName } from '../../domain/passkey/passkeyName';
import {
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_REPLAYED,
  PASSKEY_RESPONSE_INVALID,
  PASSKEY_TAKEN,
  PASSKEY_UNKNOWN,
} from '../../domain/passkey/refusals';
import { type PasskeyQueries, type PasskeyView, passkeyView } from '../../projections/queries/passkeyQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import { relyingPartyOf, type RelyingParty } from '../auth/relyingParty';
import type { CommandBus } from './commandBus';
import { authenticationResponse, registrationResponse } from './passkeyResponses';
import type { RateLimits } from './rateLimits';
import { commandContext, type RequestContext } from './requestContext';

export type PasskeySettings = {
  /** Keys a passkey's id: a hash of its credential id that only this server can compute. */
  opaqueName: (value: string) => string;
  /** PUBLIC_URL, whose host passkeys are made for; the requested host when null (relyingParty.ts). */
  publicUrl: string | null;
  limits: RateLimits;
  isBanned: (userId: string) => boolean;
  banOf: (userId: string) => Promise<BanDetails | null>;
};

const RP_NAME = 'Glimpse';

const newChallenge = () => new Uint8Array(randomBytes(32));
const challengeIdOf = (challenge: string) => createHash('sha256').update(challenge).digest('base64url');

/** The challenge a browser's answer carries in its client data; a 400 when that is not readable. */
function challengeOf(clientDataJSON: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge === 'string' && challenge) return challenge;
  } catch {
    // A refusal below.
  }
  throw invalidInput(PASSKEY_RESPONSE_INVALID, 'response');
}

/**
 * Passkeys: registering one from a signed-in session, listing and removing them, and signing in
 * with one (a discoverable credential: no username typed). @simplewebauthn/server makes the options
 * and checks the answers; the challenges are kept in the event store, good once for a few minutes,
 * so any process can take one back. Every check that reads comes before the first append, so a
 * refused answer appends nothing.
 */
export function passkeyService(execute: CommandBus, passkeys: PasskeyQueries, users: UserQueries, settings: PasskeySettings) {
  const relyingParty = (request: RequestContext): RelyingParty => {
    const party = relyingPartyOf(settings.publicUrl, request.siteOrigin);
    if (!party) throw invalidInput('Passkeys need the address of this site: set PUBLIC_URL.');
    return party;
  };
  const passkeyIdOf = (credentialId: string) => settings.opaqueName(`passkey:${credentialId}`);

  /** Records the challenge of options just made (base64url, as they carry it) as issued. */
  async function issueChallenge(challenge: string, purpose: ChallengePurpose, request: RequestContext): Promise<void> {
    const userId = purpose === 'registration' ? request.viewerId : null;
    const sessionId = purpose === 'registration' ? request.sessionId : null;
    // A sign-in's challenge is nobody's yet: it keeps no address (no person's key could seal it),
    // so the command bus cannot count it by address, and it is counted here.
    if (!userId) await settings.limits.consume('passkey', { userId: null, clientIp: request.clientIp });
    const context = commandContext({ ...request, clientIp: userId ? request.clientIp : null }, 'passkey-challenge-issued');
    const expiresAt = new Date(request.now.getTime() + PASSKEY_CHALLENGE_MS).toISOString();
    const challengeId = challengeIdOf(challenge);
    const command = { type: 'IssuePasskeyChallenge' as const, challengeId, purpose, userId, sessionId, expiresAt, at: request.now.toISOString() };
    await execute(passkeyChallengeStream(challengeId), passkeyChallengeDecider, command, context);
  }

  /** Takes the challenge back, once: refused (400) when unknown, used, expired, or not this purpose's or session's. */
  async function useChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null, sessionId: string | null, request: RequestContext) {
    const challengeId = challengeIdOf(challenge);
    const command = { type: 'UsePasskeyChallenge' as const, challengeId, purpose, userId, sessionId, at: request.now.toISOString() };
    await execute(passkeyChallengeStream(challengeId), passkeyChallengeDecider, command, commandContext(request, 'passkey-challenge-used'));
  }

  return {
    /** The options for `navigator.credentials.create`: a discoverable credential with user verification, none of the person's own again. */
    async registrationOptions(viewerId: string, request: RequestContext): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const party = relyingParty(request);
      const user = await users.byId(viewerId);
      if (!user) throw unauthenticated();
      const own = await passkeys.ofUser(viewerId);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: party.id,
        userName: user.username,
        userDisplayName: user.fullName || user.username,
        userID: isoUint8Array.fromUTF8String(viewerId),
        challenge: newChallenge(),
        timeout: PASSKEY_CHALLENGE_MS,
        attestationType: 'none',
        excludeCredentials: own.map((doc) => ({ id: doc.credentialId, transports: doc.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await issueChallenge(options.challenge, 'registration', request);
      return options;
    },

    /** Records the passkey the browser made from those options; `name` as its owner will see it listed. */
    async register(viewerId: string, raw: { response: unknown; name: unknown }, request: RequestContext): Promise<PasskeyView> {
      const typedName = raw.name ?? '';
      if (typeof typedName !== 'string') throw invalidInput('Passkey name must be text', 'name');
      const name = passkeyName(typedName);
      const response = registrationResponse(raw.response);
      const challenge = challengeOf(response.response.clientDataJSON);
      const party = relyingParty(request);
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw invalidInput(PASSKEY_NOT_VERIFIED, 'response');
      const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
      const passkeyId = passkeyIdOf(credential.id);
      if (await passkeys.byId(passkeyId)) throw new DomainError('conflict', PASSKEY_TAKEN);
      await useChallenge(challenge, 'registration', viewerId, request.sessionId, request);
      const at = request.now.toISOString();
      await execute(
        passkeyStream(passkeyId),
        passkeyDecider,
        {
          type: 'RegisterPasskey',
          passkeyId,
          userId: viewerId,
          credentialId: credential.id,
          publicKey: isoBase64URL.fromBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name,
          at,
        },
        commandContext(request, 'passkey'),
      );
      return { id: passkeyId, name, createdAt: at, lastUsedAt: null };
    },

    list: async (viewerId: string): Promise<PasskeyView[]> => (await passkeys.ofUser(viewerId)).map(passkeyView),

    async remove(viewerId: string, passkeyId: string, request: RequestContext): Promise<void> {
      const doc = await passkeys.byId(passkeyId);
      if (doc?.userId !== viewerId) throw new DomainError('not_found', PASSKEY_NOT_FOUND);
      const at = request.now.toISOString();
      await execute(passkeyStream(passkeyId), passkeyDecider, { type: 'RemovePasskey', passkeyId, userId: viewerId, at }, commandContext(request, 'passkey'));
    },

    /** The options for `navigator.credentials.get`: no credentials listed, so the browser offers the passkeys it holds for this site. */
    async logInOptions(request: RequestContext): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const party = relyingParty(request);
      const options = await generateAuthenticationOptions({
        rpID: party.id,
        challenge: newChallenge(),
        timeout: PASSKEY_CHALLENGE_MS,
        userVerification: 'required',
      });
      await issueChallenge(options.challenge, 'signIn', request);
      return options;
    },

    /**
     * The account a passkey's answer signs in, its use recorded (challenge and counter); the session
     * is the caller's to start. A passkey is both factors (the device and its lock), so no second
     * step follows. Refused as a password sign-in is for a banned account.
     */
    async logIn(raw: unknown, request: RequestContext): Promise<string> {
      const response = authenticationResponse(raw);
      const challenge = challengeOf(response.response.clientDataJSON);
      const party = relyingParty(request);
      const passkeyId = passkeyIdOf(response.id);
      const doc = await passkeys.byId(passkeyId);
      if (!doc) throw unauthenticated(PASSKEY_UNKNOWN);
      const { userHandle } = response.response;
      // A discoverable credential names its account too: it must be the one the credential was registered to.
      if (userHandle && userHandle !== isoBase64URL.fromUTF8String(doc.userId)) throw unauthenticated(PASSKEY_NOT_VERIFIED);
      const counter = signedCounter(response.response.authenticatorData);
      if (!counterWentUp(doc.counter, counter)) throw unauthenticated(PASSKEY_REPLAYED);
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        credential: {
          id: doc.credentialId,
          publicKey: isoBase64URL.toBuffer(doc.publicKey),
          counter: doc.counter,
          transports: doc.transports,
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw unauthenticated(PASSKEY_NOT_VERIFIED);
      const { userId } = doc;
      if (settings.isBanned(userId)) throw new AccountBannedError((await settings.banOf(userId)) ?? { reason: '', bannedAt: null, appeal: null });
      const asThem = { ...request, viewerId: userId };
      await useChallenge(challenge, 'signIn', null, null, asThem);
      const at = request.now.toISOString();
      await execute(passkeyStream(passkeyId), passkeyDecider, { type: 'UsePasskey', passkeyId, userId, counter, at }, commandContext(asThem, 'passkey'));
      return userId;
    },
  };
}

/** The signature count in an assertion's authenticator data; a 400 when that data is not readable. */
function signedCounter(authenticatorData: string): number {
  try {
    return parseAuthenticatorData(isoBase64URL.toBuffer(authenticatorData)).counter;
  } catch {
    throw invalidInput(PASSKEY_RESPONSE_INVALID, 'response');
  }
}

export type PasskeyService = ReturnType<typeof passkeyService>;
