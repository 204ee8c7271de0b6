import { GraphQLError } from 'graphql';
import type { WebSocket } from 'ws';
import { CLOSE_TOO_MANY_SOCKETS, tooManySocketsReason, tooManySubscriptionsMessage, type SocketLimits } from '../socketLimits';

/** Closes a socket the account has no room for, with a reason a client can show; false tells graphql-ws to refuse it. */
export function refuseTooManySockets(socket: WebSocket, limits: SocketLimits): false {
  socket.close(CLOSE_TOO_MANY_SOCKETS, tooManySocketsReason(limits));
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
