import path from 'node:path';
import type { Mailer } from '../../domain/ports/mailer';
import { fileMailer } from './fileMailer';
import { smtpMailer } from './smtpMailer';

/** The mail adapter the configuration names: SMTP when SMTP_URL is set, files in DATA_DIR/mail otherwise. */
export function openMailer(config: { smtpUrl: string | null; mailFrom: string; dataDir: string }): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : fileMailer(path.join(config.dataDir, 'mail'), config.mailFrom);
}
