import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileMailer } from './fileMailer';

const mail = {
  id: '0b7c1f9e-5c2a-4d7e-9f1a-2b3c4d5e6f70',
  userId: 'u-1',
  to: 'ann@example.com',
  subject: 'Reset your Glimpse password',
  text: 'Reset your password: http://localhost:3000/reset-password?token=abc',
  html: '<p><a href="http://localhost:3000/reset-password?token=abc">Reset your password</a></p>',
  link: 'http://localhost:3000/reset-password?token=abc',
};

describe('file mailer', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'glimpse-mail-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it("writes each mail as an .eml file in its person's folder, with both parts, and prints its link", async () => {
    const lines: string[] = [];
    const mailer = fileMailer(folder, 'Glimpse <no-reply@glimpse.test>', (line) => lines.push(line));
    await mailer.send(mail);
    // A second try of the same mail writes the same file.
    await mailer.send(mail);
    expect(await readdir(path.join(folder, 'u-1'))).toEqual([`${mail.id}.eml`]);
    const parsed = await simpleParser(await readFile(path.join(folder, 'u-1', `${mail.id}.eml`)));
    expect(parsed).toMatchObject({ subject: mail.subject, messageId: `<${mail.id}@glimpse.mail>` });
    expect([parsed.text?.trim(), typeof parsed.html === 'string' && parsed.html.trim()]).toEqual([mail.text, mail.html]);
    expect(parsed.to).toMatchObject({ text: 'ann@example.com' });
    expect(lines[0]).toContain(mail.link);
  });

  it("erases a person's mails, and refuses a name that could leave the folder", async () => {
    const mailer = fileMailer(folder, 'Glimpse <no-reply@glimpse.test>', () => {});
    await mailer.send(mail);
    await mailer.send({ ...mail, userId: 'u-2' });
    await mailer.erase('u-1');
    expect(await readdir(folder)).toEqual(['u-2']);
    await expect(mailer.send({ ...mail, userId: '../u-3' })).rejects.toThrow('Not a user id');
    await expect(mailer.erase('..')).rejects.toThrow('Not a user id');
  });
});
