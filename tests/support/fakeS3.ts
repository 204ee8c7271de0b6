import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake was asked, for a test to check what the store sent. */
export type FakeS3Request = { method: string; path: string; range?: string; contentLength?: string; payloadHash?: string };

export type FakeS3 = { url: string; requests: FakeS3Request[]; objects: Map<string, Buffer>; stop(): Promise<void> };

const errorXml = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

function fail(res: ServerResponse, status: number, code: string, head: boolean): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' }).end(head ? undefined : errorXml(code));
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * An S3 stand-in for tests, in memory and path-style only: the bucket and object calls the media
 * store makes, byte ranges included, answered as S3 answers them. It checks no signature. No
 * maintained S3-compatible server runs in-process from npm (s3rver's last commit is of 2021), and
 * MinIO cannot run here; the S3 suite runs against a real service wherever S3_URL is set.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const buckets = new Set<string>();
  const objects = new Map<string, Buffer>();
  const requests: FakeS3Request[] = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname);
    const [, bucket, ...rest] = path.split('/');
    const key = rest.join('/');
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    requests.push({
      method,
      path,
      range: req.headers.range,
      contentLength: req.headers['content-length'],
      payloadHash: req.headers['x-amz-content-sha256'] as string | undefined,
    });
    const body = await bodyOf(req);
    if (!key) {
      if (method === 'PUT') buckets.add(bucket);
      else if (!buckets.has(bucket)) return fail(res, 404, 'NoSuchBucket', head);
      return res.writeHead(200).end();
    }
    if (!buckets.has(bucket)) return fail(res, 404, 'NoSuchBucket', head);
    const name = `${bucket}/${key}`;
    if (method === 'PUT') {
      objects.set(name, body);
      return res.writeHead(200, { ETag: '"fake"' }).end();
    }
    if (method === 'DELETE') {
      objects.delete(name);
      return res.writeHead(204).end();
    }
    const object = objects.get(name);
    if (!object) return fail(res, 404, 'NoSuchKey', head);
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (!range) return res.writeHead(200, { 'Content-Length': object.length }).end(head ? undefined : object);
    const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.length - 1)];
    res.writeHead(206, { 'Content-Length': end - start + 1, 'Content-Range': `bytes ${start}-${end}/${object.length}` });
    res.end(head ? undefined : object.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
