import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestContextOf } from '../auth/httpSession';
import { answerError, HttpError } from '../errors';
import { requestLanguage } from '../i18n/requestLanguage';
import type { Services } from '../services/services';
import { parseByteRange } from './byteRange';
import { mediaHeaders } from './mediaHeaders';
import { renditionIdOf, requestedWidth } from './photoRenditions';
import { sendStream } from './sendStream';

/** `/media/{id}` with an optional query and trailing slash, in any case, as the Express route matched it. */
const MEDIA_PATH = /^\/media\/([^/?]+)\/?(?:\?(.*))?$/i;

/** A GET or HEAD of one media file: the id in its path, or null for any other request. */
export function mediaReadOf(req: IncomingMessage): { id: string; query: URLSearchParams } | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const match = MEDIA_PATH.exec(req.url ?? '');
  if (!match) return null;
  return { id: match[1], query: new URLSearchParams(match[2] ?? '') };
}

/**
 * Serves a media file on Node's own request and response, beside Express: files are most of what
 * a feed asks for, and Express's routers allocated several times what sending one does, garbage
 * the major collections then had to clear (docs/architecture.md §2, the abuse phase's tail).
 * Files are public to whoever has their unguessable id, so no session is looked up, except to
 * word a refusal in the reader's language.
 */
export function serveMedia(services: Services) {
  return async (req: IncomingMessage, res: ServerResponse, read: { id: string; query: URLSearchParams }): Promise<void> => {
    try {
      const id = decodedId(read.id);
      const widths = read.query.getAll('w');
      const width = requestedWidth(id, widths.length === 0 ? undefined : widths.length === 1 ? widths[0] : widths);
      // A copy never outlives its photo (storedFilesOf deletes it first): when there is one, it alone is read.
      const found = (width !== null && (await services.mediaStore.open(renditionIdOf(id, width)))) || (await services.mediaStore.open(id));
      if (!found) return notFound(res);
      // Ids are never reused, so a file can be cached for good.
      const headers: Record<string, string> = {
        ...mediaHeaders(id, found.contentType),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Accept-Ranges': 'bytes',
      };
      const header = req.headers.range;
      const range = parseByteRange(header, found.size);
      if (range === 'unsatisfiable') return void res.writeHead(416, { ...headers, 'Content-Range': `bytes */${found.size}`, 'Content-Length': '0' }).end();
      // Only the bytes asked for are read, as the client takes them: a `bytes=0-0` probe of a
      // large video reads one byte, not the file (see MediaFile.stream). HEAD reads none.
      const head = req.method === 'HEAD';
      const body = head ? null : await found.stream(range ?? undefined);
      if (!head && !body) return notFound(res);
      headers['Content-Length'] = String(range ? range.end - range.start + 1 : found.size);
      if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${found.size}`;
      res.writeHead(range ? 206 : 200, headers);
      if (body) await sendStream(body, res);
      else res.end();
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      const context = await requestContextOf(services, req).catch(() => ({ viewerId: null }));
      answerError(res, error, await requestLanguage(services.users, { viewerId: context.viewerId, acceptLanguage: req.headers['accept-language'] }));
    }
  };
}

function decodedId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'The address is not valid: it holds a malformed %-escape.');
  }
}

const NOT_FOUND = JSON.stringify({ message: 'Media not found' });
const notFound = (res: ServerResponse) =>
  void res.writeHead(404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(NOT_FOUND) }).end(NOT_FOUND);
