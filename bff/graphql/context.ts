import type { SessionCookie } from '../auth/httpSession';
import type { RequestContext } from '../services/requestContext';
import type { Services } from '../services/services';

export type GraphQLContext = {
  services: Services;
  request: RequestContext;
  /** Present over HTTP, where a mutation may set or clear the session cookie; absent over WebSocket. */
  session?: SessionCookie;
};
