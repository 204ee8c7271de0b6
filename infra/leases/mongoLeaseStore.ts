import { type Db, MongoServerError } from 'mongodb';
import type { LeaseStore } from '../../domain/ports/leaseStore';

type LeaseDoc = { _id: string; holder: string; expiresAt: Date };

/**
 * Leases in MongoDB. The filter matches only a lease this holder has or one expired; when it
 * matches nothing the upsert tries to insert a second document with the same _id, which the
 * unique _id refuses: someone else holds it.
 */
export function mongoLeaseStore(db: Db): LeaseStore {
  const leases = db.collection<LeaseDoc>('leases');
  return {
    async acquire(name, holder, ttlMs, now) {
      try {
        await leases.updateOne(
          { _id: name, $or: [{ holder }, { expiresAt: { $lte: now } }] },
          { $set: { holder, expiresAt: new Date(now.getTime() + ttlMs) } },
          { upsert: true },
        );
        return true;
      } catch (error) {
        if (error instanceof MongoServerError && error.code === 11000) return false;
        throw error;
      }
    },
    async release(name, holder) {
      await leases.deleteOne({ _id: name, holder });
    },
  };
}
