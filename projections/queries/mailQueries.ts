import { MAIL_OUTBOX, type MailOutboxDoc } from '../projectors/mailsProjector';
import type { ReadStore } from '../readStore';

/** The outbox as the mail reactor reads it. */
export function mailQueries(store: ReadStore) {
  const outbox = store.collection<MailOutboxDoc>(MAIL_OUTBOX);
  return {
    /** The mails due by `now`, the longest waiting first. */
    due: (now: Date, limit: number): Promise<MailOutboxDoc[]> => outbox.find({ dueAt: { $lte: now.toISOString() } }, { sort: { dueAt: 1 }, limit }),
  };
}

export type MailQueries = ReturnType<typeof mailQueries>;
