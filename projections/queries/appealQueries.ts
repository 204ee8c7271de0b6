import type { AppealDecision, AppealStatus, SanctionKind } from '../../domain/appeal/decider';
import { moderationCollections as names, type AppealDoc } from '../moderationModels';
import type { ReadStore } from '../readStore';
import { moderationQueries } from './moderationQueries';
import { summariesOf, type UserSummary } from './moderationViews';

/** An appeal as the person who filed it sees it: the sanction, what they wrote, and the decision with its reason. */
export type AppealView = {
  id: string;
  status: AppealStatus;
  sanction: SanctionKind;
  postId: string | null;
  sanctionReason: string;
  sanctionAt: string;
  text: string;
  createdAt: string;
  decision: AppealDecision | null;
  reason: string | null;
  decidedAt: string | null;
};

/** An appeal as the administrators' Appeals tab shows it: who filed it and who decided it. */
export type AdminAppealView = AppealView & { user: UserSummary; decidedBy: UserSummary | null };

const APPEALS_MAX = 500;

const viewOf = (d: AppealDoc): AppealView => ({
  id: d._id,
  status: d.status,
  sanction: d.sanction,
  postId: d.postId,
  sanctionReason: d.sanctionReason,
  sanctionAt: d.sanctionAt,
  text: d.text,
  createdAt: d.createdAt,
  decision: d.decision,
  reason: d.decisionReason,
  decidedAt: d.decidedAt,
});

export function appealQueries(store: ReadStore) {
  const appeals = store.collection<AppealDoc>(names.appeals);
  const moderation = moderationQueries(store);
  return {
    /** The appeals `userId` filed, newest first. */
    mine: async (userId: string): Promise<AppealView[]> => (await appeals.find({ userId }, { sort: { createdAt: -1 }, limit: APPEALS_MAX })).map(viewOf),
    /** The appeal on one sanction, if its person filed one. */
    async bySanction(sanctionId: string): Promise<AppealView | null> {
      const doc = await appeals.findOne({ sanctionId });
      return doc && viewOf(doc);
    },
    /** Every appeal, the open ones first, newest first within each. */
    async list(): Promise<AdminAppealView[]> {
      const [open, decided] = await Promise.all([
        appeals.find({ status: 'open' }, { sort: { createdAt: -1 }, limit: APPEALS_MAX }),
        appeals.find({ status: { $ne: 'open' } }, { sort: { createdAt: -1 }, limit: APPEALS_MAX }),
      ]);
      return adminViews([...open, ...decided]);
    },
    async byId(appealId: string): Promise<AdminAppealView | null> {
      const doc = await appeals.findOne({ _id: appealId });
      return doc && (await adminViews([doc]))[0];
    },
  };

  async function adminViews(docs: AppealDoc[]): Promise<AdminAppealView[]> {
    const who = await summariesOf(
      moderation,
      docs.flatMap((d) => [d.userId, d.decidedBy]),
    );
    return docs.map((d) => ({ ...viewOf(d), user: who(d.userId)!, decidedBy: who(d.decidedBy) }));
  }
}

export type AppealQueries = ReturnType<typeof appealQueries>;
