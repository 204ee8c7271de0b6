/** Where uploaded photos and videos live, by id (the id carries the file extension). */
export type StoredMedia = { bytes: Buffer; contentType: string };

export interface MediaStore {
  put(id: string, bytes: Buffer, contentType: string): Promise<void>;
  get(id: string): Promise<StoredMedia | null>;
  /** Removes the file; an id that is not stored is no error. */
  delete(id: string): Promise<void>;
}
