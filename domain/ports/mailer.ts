/** One mail as it leaves: a plain-text and an HTML part; `id` is the outbox's, the same on every try. */
export type OutgoingMail = {
  id: string;
  /** Whose mail it is (their account's), so that it goes with them. */
  userId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail carries, if any (a mail written to a file names it in the server log). */
  link: string | null;
};

/** Where mail goes: an SMTP server (SMTP_URL), or files in the data folder. */
export interface Mailer {
  /** Throws when the mail could not be handed over; the outbox tries again later. */
  send(mail: OutgoingMail): Promise<void>;
  /** Forgets what it keeps of a deleted person's mails (files written here); mail already handed to a server is out of reach. */
  erase(userId: string): Promise<void>;
  close(): Promise<void>;
}
