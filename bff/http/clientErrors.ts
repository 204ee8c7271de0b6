import type { ErrorRequestHandler } from 'express';
import { HttpError } from '../errors';

// Answered after this, with their own messages, by the app's last error handler.
const answeredLater = new Set(['entity.parse.failed', 'entity.too.large']);

/**
 * Express's own refusals as answers a person can read: a path whose %-escapes do not decode
 * (the router throws a URIError marked 400), a body in a charset or encoding the JSON parser
 * does not take, or any other 4xx marked on an error.
 */
export const clientErrors: ErrorRequestHandler = (error, _req, _res, next) => {
  if (error instanceof HttpError || answeredLater.has(error?.type)) return next(error);
  if (error instanceof URIError) return next(new HttpError(400, 'The address is not valid: it holds a malformed %-escape.'));
  const status = typeof error?.status === 'number' ? error.status : 0;
  if (status === 415) return next(new HttpError(415, 'The request body must be UTF-8 JSON.'));
  if (status >= 400 && status < 500) return next(new HttpError(status, 'The request could not be read.'));
  next(error);
};
