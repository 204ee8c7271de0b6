import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range). */
export type ByteRange = { start: number; end: number };

/** A stored file's size and type, its bytes not read yet. */
export type MediaFile = {
  size: number;
  contentType: string;
  /**
   * The bytes of `range` (the whole file without one), read from storage only as the stream is
   * consumed. It resolves once the file is open, to null when the file was deleted since `open`,
   * so that nothing is sent; destroying the stream (or reading it to its end) lets go of the file.
   */
  stream(range?: ByteRange): Promise<Readable | null>;
};

/** Where uploaded photos and videos live, by id (the id carries the file extension). */
export interface MediaStore {
  put(id: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores the file at `sourcePath` (a finished temporary file, which it may move) under `id`. */
  putFile(id: string, sourcePath: string, contentType: string): Promise<void>;
  /** The file's size and type, to stream it (or a range of it) without holding it in memory; null when there is none. */
  open(id: string): Promise<MediaFile | null>;
  /** Removes the file for good (a deleted account's media); a missing id is no error. */
  delete(id: string): Promise<void>;
}
