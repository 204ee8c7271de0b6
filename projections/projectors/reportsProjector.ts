import { moderationCollections as names, type ReportDoc } from '../moderationModels';
import type { Projector } from '../projector';

/** Reports as the Reports tab lists them, newest first; a deleted account's report text is erased. */
export const reportsProjector: Projector = {
  name: 'reports',
  writes: [names.reports],
  handles: ['ReportSubmitted', 'ReportStatusChanged', 'AccountDeleted'],
  async setup(store) {
    await store.collection(names.reports).createIndex({ keys: { createdAt: -1 } });
    await store.collection(names.reports).createIndex({ keys: { userId: 1, createdAt: -1 } });
    await store.collection(names.reports).createIndex({ keys: { contentAuthorId: 1 } });
  },
  async apply(event, stored, store) {
    const reports = store.collection<ReportDoc>(names.reports);
    switch (event.type) {
      case 'ReportSubmitted': {
        const { reportId, userId, reportedUserId, text, imageUrl, at, ...target } = event.data;
        const doc = {
          userId,
          reportedUserId,
          text,
          imageUrl,
          status: 'pending' as const,
          createdAt: at,
          updatedAt: at,
          revision: stored.revision,
          statusHistory: [{ status: 'pending' as const, at }],
          ...target,
        };
        const { upsertedId } = await reports.updateOne({ _id: reportId }, { $setOnInsert: doc }, { upsert: true });
        return upsertedId ? [{ kind: 'report', id: reportId }] : [];
      }
      case 'ReportStatusChanged': {
        const { reportId, to, at } = event.data;
        const { modifiedCount } = await reports.updateOne(
          { _id: reportId, revision: { $lt: stored.revision } },
          { $set: { status: to, updatedAt: at, revision: stored.revision }, $push: { statusHistory: { status: to, at } } },
        );
        return modifiedCount ? [{ kind: 'report', id: reportId }] : [];
      }
      case 'AccountDeleted':
        // What the person wrote goes; that a report was made (and what admins did about it) stays.
        await reports.updateMany({ userId: event.data.userId }, { $set: { text: '', imageUrl: null } });
        // So do their words in the snapshots of reports about their content.
        await reports.updateMany({ contentAuthorId: event.data.userId }, { $set: { contentText: '' } });
        return [];
      default:
        return [];
    }
  },
};
