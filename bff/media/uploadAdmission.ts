import type { RequestHandler } from 'express';
import { requestContextOf } from '../auth/httpSession';
import { unauthenticated } from '../../domain/errors';
import { answerError } from '../errors';
import { writerOf } from '../services/rateLimits';
import type { Services } from '../services/services';

/** The only uploads a signed-out person may send: a sign-up's profile picture. */
const SIGNED_OUT_UPLOADS = new Set(['/api/auth/signup', '/api/auth/admin-signup']);

/**
 * Admits an upload (a multipart POST, whichever route takes it) before a byte of its body is
 * read: it counts against the upload limit first, then a signed-out upload anywhere but sign-up
 * is refused (401) and keeps its count, so a flood of refused uploads is limited like any other.
 * Only a signed-in person's upload refused for what it holds (400, a wrong file) or by another
 * limit (429, too many posts) is given back: a person's slip costs them nothing.
 */
export function admitUploads(services: Services): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    try {
      const context = await requestContextOf(services, req);
      const refund = await services.limits.consume('upload', writerOf(context));
      if (!context.viewerId && !SIGNED_OUT_UPLOADS.has(req.path)) throw unauthenticated();
      if (context.viewerId) res.once('finish', () => void (res.statusCode === 400 || res.statusCode === 429 ? refund() : undefined));
    } catch (error) {
      // The body is not read: the connection closes rather than wait for bytes nobody will take.
      res.setHeader('connection', 'close');
      return answerError(res, error);
    }
    next();
  };
}
