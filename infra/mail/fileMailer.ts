import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, OutgoingMail } from '../../domain/ports/mailer';
import { messageIdOf } from './smtpMailer';

const SAFE_NAME = /^[A-Za-z0-9_-]+$/;

/**
 * Without an SMTP server (the embedded default), each mail is written as a `.eml` file under
 * `folder/{userId}/` and its link printed in the server log, so that whoever ran the server can
 * follow it. A person's folder goes with their account.
 */
export function fileMailer(folder: string, from: string, log: (line: string) => void = console.info): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folderOf = (userId: string) => {
    if (!SAFE_NAME.test(userId)) throw new Error(`Not a user id: ${userId}`);
    return path.join(folder, userId);
  };
  return {
    async send(mail: OutgoingMail) {
      if (!SAFE_NAME.test(mail.id)) throw new Error(`Not a mail id: ${mail.id}`);
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: messageIdOf(mail.id) });
      const dir = folderOf(mail.userId);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Named by the outbox's id: a second try writes the same file again.
      const file = path.join(dir, `${mail.id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log(`Mail "${mail.subject}" saved as ${file}${mail.link ? `; its link: ${mail.link}` : ''}`);
    },
    async erase(userId: string) {
      await rm(folderOf(userId), { recursive: true, force: true });
    },
    async close() {},
  };
}
