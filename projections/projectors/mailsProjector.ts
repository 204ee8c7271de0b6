import type { Language } from '../../domain/language';
import type { Projector } from '../projector';

export const MAIL_OUTBOX = 'mailOutbox';

/** A mail not sent yet, due at `dueAt`; `to` and `link` are the person's, removed with them. */
export type MailOutboxDoc = {
  _id: string;
  userId: string;
  kind: 'passwordReset' | 'emailVerification' | 'emailChange' | 'emailChangeNotice';
  to: string;
  link: string | null;
  dueAt: string;
  attempts: number;
  /** The language of the request that asked for it (absent: English); the person's own choice comes first. */
  language?: Language;
};

/**
 * The outbox: the mails requested and not sent yet, for the mail reactor to send. A sent mail,
 * one given up on and every mail of a deleted account leave it.
 */
export const mailsProjector: Projector = {
  name: 'mails',
  writes: [MAIL_OUTBOX],
  handles: ['MailRequested', 'MailSendFailed', 'MailSent', 'AccountDeleted'],
  async setup(store) {
    await store.collection(MAIL_OUTBOX).createIndex({ keys: { dueAt: 1 } });
    await store.collection(MAIL_OUTBOX).createIndex({ keys: { userId: 1 } });
  },
  async apply(event, _stored, store) {
    const outbox = store.collection<MailOutboxDoc>(MAIL_OUTBOX);
    switch (event.type) {
      case 'MailRequested': {
        const { mailId, userId, kind, to, link, at, language } = event.data;
        // An address is never empty unless it was erased with its owner's key: nobody to write to.
        if (!to) return [];
        await outbox.updateOne(
          { _id: mailId },
          { $setOnInsert: { userId, kind, to, link, dueAt: at, attempts: 0, ...(language ? { language } : {}) } },
          { upsert: true },
        );
        return [];
      }
      case 'MailSendFailed': {
        const { mailId, attempts, retryAt } = event.data;
        if (retryAt === null) await outbox.deleteOne({ _id: mailId });
        else await outbox.updateOne({ _id: mailId }, { $set: { attempts, dueAt: retryAt } });
        return [];
      }
      case 'MailSent':
        await outbox.deleteOne({ _id: event.data.mailId });
        return [];
      case 'AccountDeleted':
        await outbox.deleteMany({ userId: event.data.userId });
        return [];
      default:
        return [];
    }
  },
};
