import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import webpush from 'web-push';
import { PushRefusedError, type OutgoingPush, type PushSender, type PushTarget } from '../../domain/ports/pushSender';
import { isPrivateAddress, outsideOnlyLookup, resolveAll } from './privateAddresses';

/** A push service that does not answer in this long is tried again later. */
const TIMEOUT_MS = 10_000;
const ENDPOINT_MAX = 2048;

/**
 * Web Push with the `web-push` library: RFC 8291 encryption (aes128gcm), VAPID (RFC 8292), TTL,
 * Urgency and Topic headers. Its connections go through an agent of its own that resolves each
 * host again as it connects and refuses an inside address (unless allowed), and that trusts
 * NODE_EXTRA_CA_CERTS besides the usual roots.
 */
export function webPushSender(config: {
  vapid: { publicKey: string; privateKey: string; subject: string };
  allowPrivateEndpoints: boolean;
  extraCaFile: string | null;
}): PushSender {
  const ca = config.extraCaFile ? [...rootCertificates, readFileSync(config.extraCaFile, 'utf8')] : undefined;
  const agent = new Agent({ keepAlive: true, ...(ca ? { ca } : {}), ...(config.allowPrivateEndpoints ? {} : { lookup: outsideOnlyLookup as never }) });
  const vapidDetails = { subject: config.vapid.subject, publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };

  return {
    publicKey: config.vapid.publicKey,

    async send(target: PushTarget, push: OutgoingPush): Promise<void> {
      const subscription = { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } };
      try {
        await webpush.sendNotification(subscription, push.payload, {
          vapidDetails,
          TTL: push.ttlSeconds,
          urgency: push.urgency,
          topic: push.topic,
          contentEncoding: 'aes128gcm',
          agent,
          timeout: TIMEOUT_MS,
        });
      } catch (error) {
        if (error instanceof webpush.WebPushError) throw new PushRefusedError(error.statusCode, `${error.statusCode} ${error.body || error.message}`.trim());
        throw new PushRefusedError(null, (error as Error).message);
      }
    },

    async refusal(endpoint: string): Promise<string | null> {
      if (endpoint.length > ENDPOINT_MAX || !URL.canParse(endpoint)) return 'The push endpoint must be an https URL.';
      const url = new URL(endpoint);
      if (url.protocol !== 'https:' || url.username || url.password) return 'The push endpoint must be an https URL.';
      if (config.allowPrivateEndpoints) return null;
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      const addresses = await resolveAll(host).catch(() => null);
      if (!addresses || addresses.length === 0) return 'The push endpoint’s host could not be found.';
      if (addresses.some((a) => isPrivateAddress(a.address))) return 'The push endpoint must not be on a loopback or private address.';
      return null;
    },

    close: () => agent.destroy(),
  };
}
