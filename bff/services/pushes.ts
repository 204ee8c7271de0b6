import { invalidInput, unauthenticated } from '../../domain/errors';
import type { EventStore } from '../../domain/ports/eventStore';
import { PushRefusedError, type PushSender } from '../../domain/ports/pushSender';
import { pushDeliveryDecider, pushDeliveryStream, type PushDeliveryCommand, type PushSkipReason } from '../../domain/push/deliveryDecider';
import { pushSettingNames, pushSettingsDecider, pushSettingsStream, type PushSettings } from '../../domain/push/settingsDecider';
import { pushSubscriptionDecider, pushSubscriptionStream } from '../../domain/push/subscriptionDecider';
import type { PushOutboxDoc } from '../../projections/pushModels';
import type { NotificationQueries } from '../../projections/queries/notificationQueries';
import type { PushQueries } from '../../projections/queries/pushQueries';
import type { UserQueries } from '../../projections/queries/userQueries';
import { canSeeWords } from '../../projections/visibility/policy';
import type { RelationQueries } from '../../projections/visibility/relations';
import type { Clock } from '../clock';
import { messagePush, notificationPush, type PushPayload } from '../push/pushText';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';
import { streamState } from './streamState';

/** Tries before giving up on a push the service keeps refusing, and the waits between them: 15 s doubling up to 30 min. */
export const PUSH_ATTEMPTS = 12;
const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 30 * 60_000;
const BATCH = 50;

export const pushRetryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

type Subscribing = { viewerId: string; sessionId: string | null };

/**
 * Web Push: the browsers a person subscribed (each theirs while the session that subscribed it
 * lives), what they want pushed, and the sending of the outbox's pushes, recorded on each push's
 * own stream with command ids derived from the push, so a restart or a replay pushes nothing twice.
 * A push service's 404 or 410 ends the subscription; other failures are tried again later.
 */
export function pushService(deps: {
  execute: CommandBus;
  events: EventStore;
  queries: PushQueries;
  notifications: NotificationQueries;
  users: UserQueries;
  relations: RelationQueries;
  sender: PushSender;
  opaqueName: (value: string) => string;
  clock: Clock;
}) {
  const { execute, events, queries, sender, clock } = deps;
  const subscriptionIdOf = (endpoint: string) => deps.opaqueName(`push:${endpoint}`);
  let running: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work);
    running = next.catch(() => {});
    return next;
  };

  /** What the push says now, or why there is nothing to push any more. */
  async function compose(push: PushOutboxDoc): Promise<PushPayload | 'read' | 'hidden'> {
    if (push.kind !== 'message') {
      const entry = await deps.notifications.entry(push.userId, push.entryId);
      // Taken back (an unlike, a deleted comment), or its actor hidden by a block or a ban since.
      if (!entry || (push.actorId && !entry.actors.some((a) => a.id === push.actorId))) return 'hidden';
      return notificationPush(entry, push.actorId, (await deps.users.languageOf(push.userId)) ?? 'en');
    }
    const [side, message, sender] = await Promise.all([
      queries.chatSide(push.entryId, push.userId),
      push.messageId ? queries.message(push.messageId) : null,
      push.actorId ? deps.users.byId(push.actorId) : null,
    ]);
    // A message request waits in the requests until accepted, unannounced, as its read mark does.
    if (!side || !message || !sender || side.folder !== 'inbox') return 'hidden';
    // Blocked either way or banned since it was sent: the chat keeps its words, the lock screen does not show them.
    if (!canSeeWords(await deps.relations.relationsFor(push.userId, [{ id: sender.id }]), sender.id)) return 'hidden';
    if (side.unreadCount === 0) return 'read';
    // Read up to a later message (or this one) since: read, though a newer one may still be unread.
    const readUpTo = side.readUpTo ? await queries.message(side.readUpTo) : null;
    if (readUpTo && readUpTo.conversationId === message.conversationId && readUpTo.seq >= message.seq) return 'read';
    return messagePush(message, sender, (await deps.users.languageOf(push.userId)) ?? 'en');
  }

  async function deliver(push: PushOutboxDoc): Promise<void> {
    const stream = pushDeliveryStream(push._id);
    // The outbox may not have seen a record made a moment ago; the stream has.
    if ((await streamState(events, stream, pushDeliveryDecider)).done) return;
    const record = (command: PushDeliveryCommand, commandId: string) =>
      execute(stream, pushDeliveryDecider, command, { commandId: `${commandId}:${push._id}`, now: new Date(command.at) });
    const ref = (now: Date) => ({ pushId: push._id, subscriptionId: push.subscriptionId, userId: push.userId, at: now.toISOString() });
    const now = clock();
    const skip = async (reason: PushSkipReason) => void (await record({ type: 'RecordPushSkipped', reason, ...ref(now) }, 'push-skipped'));
    const left = Date.parse(push.expiresAt) - now.getTime();
    if (left <= 0) return skip('expired');
    // A subscription ended a moment ago has its pushes taken out of the outbox as it ends; one still here is skipped.
    const subscription = await queries.subscription(push.subscriptionId);
    if (!subscription) return skip('hidden');
    const payload = await compose(push);
    if (typeof payload === 'string') return skip(payload);
    try {
      await sender.send(subscription, {
        payload: JSON.stringify(payload),
        ttlSeconds: Math.max(60, Math.floor(left / 1000)),
        urgency: push.kind === 'message' ? 'high' : push.kind === 'like' || push.kind === 'comment_like' ? 'low' : 'normal',
        topic: topicOf(payload.tag, deps.opaqueName),
      });
    } catch (error) {
      const status = error instanceof PushRefusedError ? error.status : null;
      const failed = clock();
      const attempts = (await streamState(events, stream, pushDeliveryDecider)).attempts + 1;
      const gone = status === 404 || status === 410;
      const retryAt = gone || attempts >= PUSH_ATTEMPTS ? null : new Date(failed.getTime() + pushRetryDelayMs(attempts)).toISOString();
      console.error(`Push ${push._id} was refused (${(error as Error).message}; try ${attempts}${retryAt ? `, next at ${retryAt}` : ', giving up'})`);
      if (gone) {
        const dropped = { type: 'DropGone' as const, subscriptionId: push.subscriptionId, at: failed.toISOString() };
        await execute(pushSubscriptionStream(push.subscriptionId), pushSubscriptionDecider, dropped, { commandId: `push-gone:${push._id}`, now: failed });
      }
      await record({ type: 'RecordPushFailure', status, retryAt, ...ref(failed) }, `push-failed-${attempts}`);
      return;
    }
    await record({ type: 'RecordPushSent', ...ref(clock()) }, 'push-sent');
  }

  return {
    publicKey: () => sender.publicKey,

    /** Subscribes this browser for the person, for as long as the session they asked from lives. */
    async subscribe({ viewerId, sessionId }: Subscribing, input: unknown, request: RequestContext): Promise<{ endpoint: string }> {
      if (!sessionId) throw unauthenticated();
      const { endpoint, p256dh, auth } = subscriptionInput(input);
      const refusal = await sender.refusal(endpoint);
      if (refusal) throw invalidInput(refusal, 'endpoint');
      const subscriptionId = subscriptionIdOf(endpoint);
      const listed = await queries.subscription(subscriptionId);
      const command = {
        type: 'Subscribe' as const,
        subscriptionId,
        userId: viewerId,
        sessionId,
        endpoint,
        p256dh,
        auth,
        listed: listed?.userId === viewerId && listed.sessionId === sessionId,
        at: request.now.toISOString(),
      };
      await execute(pushSubscriptionStream(subscriptionId), pushSubscriptionDecider, command, commandContext(request));
      return { endpoint };
    },

    /** Removes one of the person's own subscriptions; anyone else's, or an unknown one, is not found. */
    async unsubscribe(viewerId: string, input: unknown, request: RequestContext): Promise<void> {
      const endpoint = (input as { endpoint?: unknown } | null)?.endpoint;
      if (typeof endpoint !== 'string' || !endpoint) throw invalidInput('endpoint is required.', 'endpoint');
      const subscriptionId = subscriptionIdOf(endpoint);
      const command = { type: 'Unsubscribe' as const, subscriptionId, userId: viewerId, at: request.now.toISOString() };
      await execute(pushSubscriptionStream(subscriptionId), pushSubscriptionDecider, command, commandContext(request));
    },

    settings: (viewerId: string): Promise<PushSettings> => queries.settings(viewerId),

    /** Changes the kinds named (any of likes, comments, follows, mentions, messages), keeping the others. */
    async changeSettings(viewerId: string, input: unknown, request: RequestContext): Promise<PushSettings> {
      const settings = { ...(await queries.settings(viewerId)), ...settingsInput(input) };
      const command = { type: 'ChangePushSettings' as const, userId: viewerId, settings, at: request.now.toISOString() };
      await execute(pushSettingsStream(viewerId), pushSettingsDecider, command, commandContext(request));
      return settings;
    },

    /** Sends what is due; answers how many pushes it looked at. */
    deliverDue: () =>
      serially(async () => {
        const due = await queries.due(clock(), BATCH);
        for (const push of due) await deliver(push);
        return due.length;
      }),

    dueCount: async () => (await queries.due(clock(), BATCH)).length,

    close: () => serially(async () => sender.close()),
  };
}

export type PushService = ReturnType<typeof pushService>;

/** A topic is at most 32 URL-safe characters (RFC 8030): a keyed hash of the tag, so it names nothing. */
const topicOf = (tag: string, opaqueName: (value: string) => string) => opaqueName(`topic:${tag}`).slice(0, 32);

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const bytesOf = (value: string) => Buffer.from(value, 'base64url');

/** `PushSubscription.toJSON()`: an endpoint, a P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret, base64url. */
function subscriptionInput(input: unknown): { endpoint: string; p256dh: string; auth: string } {
  const { endpoint, keys } = (input ?? {}) as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } | null };
  if (typeof endpoint !== 'string' || !endpoint) throw invalidInput('endpoint is required.', 'endpoint');
  if (!keys || typeof keys !== 'object') throw invalidInput('keys is required: {p256dh, auth}.', 'keys');
  const { p256dh, auth } = keys;
  if (typeof p256dh !== 'string' || !BASE64URL.test(p256dh) || bytesOf(p256dh).length !== 65 || bytesOf(p256dh)[0] !== 4)
    throw invalidInput('keys.p256dh must be a P-256 public key (65 bytes, base64url).', 'keys.p256dh');
  if (typeof auth !== 'string' || !BASE64URL.test(auth) || bytesOf(auth).length !== 16)
    throw invalidInput('keys.auth must be 16 bytes, base64url.', 'keys.auth');
  return { endpoint, p256dh, auth };
}

function settingsInput(input: unknown): Partial<PushSettings> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw invalidInput(`Send any of ${pushSettingNames.join(', ')} as true or false.`);
  const entries = Object.entries(input);
  const unknown = entries.find(([name]) => !(pushSettingNames as string[]).includes(name));
  if (unknown) throw invalidInput(`Unknown push setting: ${unknown[0]}. The settings are ${pushSettingNames.join(', ')}.`, unknown[0]);
  const notBoolean = entries.find(([, value]) => typeof value !== 'boolean');
  if (notBoolean) throw invalidInput(`${notBoolean[0]} must be true or false.`, notBoolean[0]);
  if (entries.length === 0) throw invalidInput(`Send any of ${pushSettingNames.join(', ')} as true or false.`);
  return Object.fromEntries(entries) as Partial<PushSettings>;
}
