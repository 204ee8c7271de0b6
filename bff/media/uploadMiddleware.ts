import { rm } from 'node:fs/promises';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../errors';
import { VIDEO_MAX_BYTES } from '../../domain/media/uploadRules';

const parsers = new Map<string, multer.Multer>();

/**
 * Multipart parsing of one file field, streamed to a file in the scratch folder (never into
 * memory), which goes once the answer is sent; the largest file any upload may be is the video
 * limit. multer removes what it wrote itself when the request fails or is cut off.
 */
export function fileField(scratch: string, field: string): RequestHandler[] {
  let parser = parsers.get(scratch);
  if (!parser) {
    parser = multer({ dest: scratch, limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 20 } });
    parsers.set(scratch, parser);
  }
  const removeAfterwards: RequestHandler = (req, res, next) => {
    const file = req.file?.path;
    if (file) res.once('close', () => void rm(file, { force: true }).catch((error) => console.error(`Could not remove upload ${file}:`, error)));
    next();
  };
  return [parser.single(field), removeAfterwards];
}

const listParsers = new Map<string, multer.Multer>();

/**
 * Up to `max` files of one field, in the order sent, streamed to the scratch folder as
 * `fileField`'s; one more is refused with `tooMany` (400) while it arrives, and multer removes
 * the files it had written.
 */
export function fileList(scratch: string, field: string, max: number, tooMany: string): RequestHandler[] {
  const key = `${scratch}\u0000${max}`;
  let parser = listParsers.get(key);
  if (!parser) {
    // An alt text and a crop box per file, with a caption and a location.
    parser = multer({ dest: scratch, limits: { fileSize: VIDEO_MAX_BYTES, files: max + 1, fields: 2 * max + 10 } });
    listParsers.set(key, parser);
  }
  const parse = parser.array(field, max);
  const parseCounted: RequestHandler = (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      const over = error instanceof multer.MulterError && error.code === 'LIMIT_UNEXPECTED_FILE' && error.field === field;
      next(over ? new HttpError(400, tooMany) : error);
    });
  const removeAfterwards: RequestHandler = (req, res, next) => {
    const files = Array.isArray(req.files) ? req.files.map((file) => file.path) : [];
    if (files.length > 0)
      res.once('close', () => {
        for (const file of files) void rm(file, { force: true }).catch((error) => console.error(`Could not remove upload ${file}:`, error));
      });
    next();
  };
  return [parseCounted, removeAfterwards];
}

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
