/** Where uploaded photos and videos live, by id (the id carries the file extension). */
export type StoredMedia = { bytes: Buffer; contentType: string };

export interface MediaStore {
  put(id: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores the file at `sourcePath` (a finished temporary file, which it may move) under `id`. */
  putFile(id: string, sourcePath: string, contentType: string): Promise<void>;
  get(id: string): Promise<StoredMedia | null>;
  /** Removes the file for good (a deleted account's media); a missing id is no error. */
  delete(id: string): Promise<void>;
}
