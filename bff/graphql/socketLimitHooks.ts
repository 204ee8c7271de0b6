import { GraphQLError } from 'graphql';
import type { WebSocket } from 'ws';
import type { SocketCounts } from '../socketCounts';
import { CLOSE_TOO_MANY_SOCKETS, SUBSCRIPTIONS_FULL_MESSAGE, tooManySubscriptionsMessage, type SocketLimits } from '../socketLimits';

/** Closes a socket its account or address has no room for, with a reason a client can show; false tells graphql-ws to refuse it. */
export function refuseTooManySockets(socket: WebSocket, reason: string): false {
  socket.close(CLOSE_TOO_MANY_SOCKETS, reason);
  return false;
}

/**
 * An error for one subscription too many on a socket (the socket and its other subscriptions
 * carry on). graphql-ws has already counted the new one when it asks.
 */
export function subscriptionLimitErrors(subscriptions: Readonly<Record<string, unknown>>, limits: SocketLimits): GraphQLError[] | undefined {
  if (Object.keys(subscriptions).length <= limits.subscriptionsPerSocket) return undefined;
  return [new GraphQLError(tooManySubscriptionsMessage(limits), { extensions: { code: 'TOO_MANY_REQUESTS', status: 429 } })];
}

/**
 * Counts the operation among the server's subscriptions, or the error refusing it when the server
 * has no room; the caller releases it when graphql-ws reports it ended (completed or failed).
 */
export function serverSubscriptionErrors(counts: SocketCounts, socket: WebSocket, id: string): GraphQLError[] | undefined {
  if (counts.admitSubscription(socket, id)) return undefined;
  return [new GraphQLError(SUBSCRIPTIONS_FULL_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } })];
}
