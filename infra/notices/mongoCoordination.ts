import { MongoClient } from 'mongodb';
import type { LeaseStore } from '../../domain/ports/leaseStore';
import type { ChangeNoticeBus } from '../../projections/changeNotices';
import { mongoLeaseStore } from '../leases/mongoLeaseStore';
import { databaseInUrl } from '../readstore/mongoReadStore';
import { mongoChangeNotices } from './mongoChangeNotices';

/**
 * What processes sharing one MongoDB coordinate through, in the read models' database: the
 * leader's lease and the change notices. A connection of its own, so that a tailing cursor
 * waiting on the server never holds one the queries need. Closing the notices closes it, so they
 * close after the lease is given up.
 */
export async function connectMongoCoordination(url: string): Promise<{ leases: LeaseStore; notices: ChangeNoticeBus }> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 3000 });
  try {
    await client.connect();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(`Cannot connect to MongoDB for the lease and the change notices at ${url.replace(/\/\/[^@/]*@/, '//***@')}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const db = client.db(databaseInUrl(url) ?? 'glimpse');
  const notices = mongoChangeNotices(db);
  return {
    leases: mongoLeaseStore(db),
    notices: {
      ...notices,
      async close() {
        await notices.close();
        await client.close();
      },
    },
  };
}
