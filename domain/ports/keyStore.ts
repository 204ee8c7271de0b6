/**
 * Each person's data key, kept beside the event store. Destroying a key erases, for good, every
 * field that was encrypted with it (crypto-shredding), although the events themselves stay.
 */
export interface KeyStore {
  /** The owner's key, made on first use; null once it has been destroyed (it is never made again). */
  keyFor(ownerId: string): Promise<Buffer | null>;
  /** The owner's key if there is one; null when none was made or it was destroyed. */
  existingKey(ownerId: string): Promise<Buffer | null>;
  /** Destroys the key so that no file keeps it (durable before this resolves). */
  destroy(ownerId: string): Promise<void>;
  close(): Promise<void>;
}
