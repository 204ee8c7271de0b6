import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { contentTypeOf, isSafeMediaId } from './mediaIds';

/** Where and as whom media are kept in an S3-compatible service (AWS S3, MinIO, Cloudflare R2). */
export type S3Settings = {
  /** The service's endpoint, e.g. http://minio:9000 or https://s3.eu-west-1.amazonaws.com. */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Addresses objects as URL/bucket/key (MinIO, most self-hosted services) rather than bucket.host/key. */
  forcePathStyle: boolean;
};

// Each media request streaming from the bucket holds a socket until its client has taken the bytes
// (a video plays for minutes): the SDK's default of 50 would queue the 51st viewer behind them.
const MAX_SOCKETS = 1024;
const CONNECT_TIMEOUT_MS = 3000;
// Until the service answers (an upload's bytes sent, a download's headers received): 50 MB at
// under half a megabyte a second. No idle timeout on the answer's body: a paused video stops
// reading it, and the viewer's own connection closing is what ends it.
const ANSWER_TIMEOUT_MS = 120_000;

const isMissing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Media as objects in one bucket, keyed by their id. Opening the store reaches the bucket, creating
 * it when it does not exist (MinIO's first start), so a wrong address or key stops the start.
 */
export async function connectS3MediaStore(settings: S3Settings): Promise<MediaStore> {
  const client = new S3Client({
    endpoint: settings.url,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: the SDK's default (a CRC32 trailer on every upload)
    // is refused by some S3-compatible services, and a range's bytes could not be checked anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: ANSWER_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
    },
  });
  const Bucket = settings.bucket;
  try {
    await reachBucket(client, settings);
  } catch (error) {
    client.destroy();
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`Could not reach the media bucket "${Bucket}" at ${settings.url} (${reason})`);
  }

  return {
    async put(id, bytes, contentType) {
      if (!isSafeMediaId(id)) throw new Error(`Unsafe media id ${id}`);
      await client.send(new PutObjectCommand({ Bucket, Key: id, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },
    async putFile(id, sourcePath, contentType) {
      if (!isSafeMediaId(id)) throw new Error(`Unsafe media id ${id}`);
      // A video goes up as it is read from the disk, its length given so that nothing is buffered
      // to learn it; one PutObject holds up to 5 GB, a hundred times the largest upload.
      const { size } = await stat(sourcePath);
      const body = createReadStream(sourcePath);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: id, Body: body, ContentType: contentType, ContentLength: size }));
      } finally {
        body.destroy();
      }
    },
    async open(id) {
      const contentType = contentTypeOf(id);
      if (!isSafeMediaId(id) || !contentType) return null;
      let size: number;
      try {
        size = (await client.send(new HeadObjectCommand({ Bucket, Key: id }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // An object is written whole under a new id and never replaced, so the size stays true.
      return {
        size,
        contentType,
        async stream(range) {
          try {
            const answer = await client.send(new GetObjectCommand({ Bucket, Key: id, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
            // The body is the service's response, read from its socket only as it is consumed;
            // destroying it closes that connection.
            return answer.Body as Readable;
          } catch (error) {
            if (isMissing(error)) return null;
            throw error;
          }
        },
      };
    },
    async delete(id) {
      if (!isSafeMediaId(id)) return;
      // S3 answers a delete of a missing key with success, as the port wants.
      await client.send(new DeleteObjectCommand({ Bucket, Key: id }));
    },
  };
}

async function reachBucket(client: S3Client, settings: S3Settings): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
  } catch (error) {
    if (!isMissing(error)) throw error;
    // Outside us-east-1, AWS wants the bucket's region named; R2's "auto" is no region to name.
    const named = settings.region !== 'us-east-1' && settings.region !== 'auto';
    await client.send(
      new CreateBucketCommand({
        Bucket: settings.bucket,
        ...(named ? { CreateBucketConfiguration: { LocationConstraint: settings.region as never } } : {}),
      }),
    );
  }
}
