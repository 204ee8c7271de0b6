import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from '../../domain/ports/mailer';

/** Mail over SMTP with nodemailer (`smtp://user:pass@host:587`; smtps:// for TLS from the start). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: OutgoingMail) {
      // The outbox's id as Message-ID: a mail sent again after a crash between the sending and its record reads as the same mail.
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: messageIdOf(mail.id) });
    },
    // What a server accepted is out of reach; the addresses and links in the log go with the person's key.
    async erase() {},
    async close() {
      transport.close();
    },
  };
}

export const messageIdOf = (mailId: string) => `<${mailId}@glimpse.mail>`;
