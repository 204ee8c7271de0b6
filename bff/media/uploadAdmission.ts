import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestContextOf } from '../auth/httpSession';
import { unauthenticated } from '../../domain/errors';
import { answerError } from '../errors';
import { writerOf } from '../services/rateLimits';
import type { Services } from '../services/services';

/** The only uploads a signed-out person may send: a sign-up's profile picture. */
const SIGNED_OUT_UPLOADS = new Set(['/api/auth/signup', '/api/auth/admin-signup']);

const pathOf = (req: IncomingMessage) => (req.url ?? '/').split('?', 1)[0];

/** A multipart POST to any route but /graphql (whose server takes no uploads, and says so itself). */
export function isUpload(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const type = req.headers['content-type'];
  return typeof type === 'string' && /^multipart\/form-data\s*(;|$)/i.test(type) && pathOf(req) !== '/graphql';
}

/**
 * Admits an upload (whichever route takes it) before a byte of its body is read, and before
 * Express sees it: it counts against the upload limit first, then a signed-out upload anywhere
 * but sign-up is refused (401) and keeps its count, so a flood of refused uploads is limited like
 * any other, and costs the server a short answer, not a walk through its routers
 * (docs/architecture.md §2, the abuse phase's tail). Only a signed-in person's upload refused for what it holds
 * (400, a wrong file) or by another limit (429, too many posts) is given back: a person's slip
 * costs them nothing. Answers whether the upload may go on to its route.
 */
export function uploadAdmission(services: Services) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    try {
      const context = await requestContextOf(services, req);
      const refund = await services.limits.consume('upload', writerOf(context));
      if (!context.viewerId && !SIGNED_OUT_UPLOADS.has(pathOf(req))) throw unauthenticated();
      if (context.viewerId) res.once('finish', () => void (res.statusCode === 400 || res.statusCode === 429 ? refund() : undefined));
      return true;
    } catch (error) {
      // The body is not read: the connection closes rather than wait for bytes nobody will take.
      res.setHeader('connection', 'close');
      answerError(res, error);
      return false;
    }
  };
}
