import type { Language } from '../../domain/language';
import type { EventStore } from '../../domain/ports/eventStore';
import type { Mailer } from '../../domain/ports/mailer';
import { mailDecider, mailStream } from '../../domain/mail/decider';
import type { MailOutboxDoc } from '../../projections/projectors/mailsProjector';
import type { MailQueries } from '../../projections/queries/mailQueries';
import type { Clock } from '../clock';
import { renderMail } from '../mail/mailTemplates';
import type { CommandBus } from './commandBus';
import { streamState } from './streamState';

/** Tries before giving up, and the waits between them: 30 s doubling up to 1 h (about 24 h in all). */
export const MAIL_ATTEMPTS = 30;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const BATCH = 20;

export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

/**
 * The outbox's sending: each due mail is handed to the mailer and recorded as sent on its own
 * stream, with command ids derived from the mail, so a restart or a replay sends nothing already
 * recorded. A failure is recorded with the time of the next try. One delivery runs at a time, and
 * an erasure waits for it, so no file of a deleted person is written after they are gone.
 */
export function mailService(deps: {
  execute: CommandBus;
  events: EventStore;
  outbox: MailQueries;
  mailer: Mailer;
  clock: Clock;
  /** The language the person chose (null: automatic: the language of the request that asked for the mail, else English). */
  languageOf: (userId: string) => Promise<Language | null>;
}) {
  const { execute, events, outbox, mailer, clock, languageOf } = deps;
  let running: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work);
    running = next.catch(() => {});
    return next;
  };
  const context = (commandId: string, now: Date) => ({ commandId, now });

  async function deliver(mail: MailOutboxDoc): Promise<void> {
    const stream = mailStream(mail._id);
    // The outbox may not have seen a sending recorded a moment ago; the stream has.
    if ((await streamState(events, stream, mailDecider)).sent) return;
    const { subject, text, html } = renderMail(mail.kind, mail.link, (await languageOf(mail.userId)) ?? mail.language ?? 'en');
    try {
      await mailer.send({ id: mail._id, userId: mail.userId, to: mail.to, subject, text, html, link: mail.link });
    } catch (error) {
      const now = clock();
      const attempts = mail.attempts + 1;
      const retryAt = attempts >= MAIL_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
      console.error(`Mail ${mail._id} could not be sent (try ${attempts}${retryAt ? `, next at ${retryAt}` : ', giving up'}):`, (error as Error).message);
      const failure = { type: 'RecordMailFailure' as const, mailId: mail._id, userId: mail.userId, retryAt, at: now.toISOString() };
      await execute(stream, mailDecider, failure, context(`mail-failed:${mail._id}:${attempts}`, now));
      return;
    }
    const now = clock();
    await execute(
      stream,
      mailDecider,
      { type: 'RecordMailSent', mailId: mail._id, userId: mail.userId, at: now.toISOString() },
      context(`mail-sent:${mail._id}`, now),
    );
  }

  return {
    /** Sends what is due; answers how many mails it looked at. */
    deliverDue: () =>
      serially(async () => {
        const due = await outbox.due(clock(), BATCH);
        for (const mail of due) await deliver(mail);
        return due.length;
      }),

    /** How many mails are due now. */
    dueCount: async () => (await outbox.due(clock(), BATCH)).length,

    /** Once the person is gone: waits for a delivery under way, then has the mailer forget their mails. */
    erase: (userId: string) => serially(() => mailer.erase(userId)),

    close: () => serially(() => mailer.close()),
  };
}

export type MailService = ReturnType<typeof mailService>;
