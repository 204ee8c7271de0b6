import type { ErrorRequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../errors';
import { VIDEO_MAX_BYTES } from './processUpload';

/** Multipart parsing into memory; the largest file any upload may be is the video limit. */
export const multipart = multer({ storage: multer.memoryStorage(), limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 20 } });

/** Turns multer's errors into answers a person can act on. */
export const multipartErrors: ErrorRequestHandler = (error, req, _res, next) => {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, 'File too large: uploads must be at most 50MB.'));
    return next(new HttpError(400, `Invalid upload: ${error.message}`));
  }
  // Route handlers answer their own errors, so what reaches here on a form comes from parsing it
  // (a malformed part header, a missing boundary, a body cut short).
  if (!(error instanceof HttpError) && req.is('multipart/form-data')) return next(new HttpError(400, 'Invalid upload: the form data could not be read.'));
  next(error);
};
