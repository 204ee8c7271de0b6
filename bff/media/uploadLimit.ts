import type { RequestHandler } from 'express';
import { requestContextOf } from '../auth/httpSession';
import { describeError, TooManyRequestsError } from '../errors';
import { writerOf } from '../services/rateLimits';
import type { Services } from '../services/services';

/**
 * Counts every upload (a multipart POST, whichever route takes it) against the upload limit
 * before a byte of it is read or processed. An upload refused for another reason gives its count
 * back.
 */
export function limitUploads(services: Services): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'POST' || !req.is('multipart/form-data')) return next();
    try {
      const context = await requestContextOf(services, req);
      const refund = await services.limits.consume('upload', writerOf(context));
      res.once('finish', () => void (res.statusCode >= 400 ? refund() : undefined));
    } catch (error) {
      const { status, message } = describeError(error);
      if (error instanceof TooManyRequestsError) res.setHeader('retry-after', String(error.retryAfterSeconds));
      // The body is not read: the connection closes rather than wait for bytes nobody will take.
      res.setHeader('connection', 'close');
      return void res.status(status).json({ message });
    }
    next();
  };
}
