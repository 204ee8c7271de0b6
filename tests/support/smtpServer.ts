import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { started } from './useTestServer';

/** A mail as the SMTP server received it, parsed. */
export type ReceivedMail = { to: string[]; from: string; subject: string; text: string; html: string; messageId: string };

/**
 * A real SMTP server in-process (smtp-server; mailparser reads what it receives): what a test
 * server started with `SMTP_URL: smtp.url` sends ends up in `mails`. `refuseNext(n)` makes it
 * answer the next n mails with a temporary failure, as a busy server does.
 */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  private refusals = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      if (this.refusals > 0) {
        this.refusals--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  refuseNext(count: number): void {
    this.refusals = count;
  }

  /** The mails to `address` so far. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** The first mail to `address` (after the `skip` before it) whose subject matches, waiting for it to arrive. */
  async waitFor(address: string, subject: RegExp, { skip = 0, timeoutMs = 15_000 } = {}): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).filter((mail) => subject.test(mail.subject))[skip];
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`No mail "${subject}" to ${address} within ${timeoutMs} ms (got: ${this.mails.map((m) => m.subject).join(', ')})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The link to `page` ('/reset-password') in a mail's plain-text part, checked to be in its HTML part too. */
export function linkIn(mail: ReceivedMail, page: string): string {
  const link = new RegExp(`https?://[^\\s"<]+${page}\\?token=[A-Za-z0-9._%-]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`No link to ${page} in "${mail.subject}": ${mail.text}`);
  if (!mail.html.includes(link)) throw new Error(`The HTML part of "${mail.subject}" lacks ${link}`);
  return link;
}

/** The token of a mailed link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/**
 * An SMTP server for the enclosing describe block, started before the hooks registered after this
 * call (so `env`, given to useTestServer or useE2e after it, names it by then, and has the server
 * send mail) and stopped after.
 */
export function useSmtpServer(): { env: Record<string, string>; readonly smtp: TestSmtpServer } {
  let smtp: TestSmtpServer | undefined;
  const env: Record<string, string> = { SEND_MAIL: 'true' };
  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  return {
    env,
    get smtp() {
      return started(smtp, 'The SMTP server');
    },
  };
}
