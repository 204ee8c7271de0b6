import type { Language } from '../../domain/language';
import type { MailKind } from '../../domain/mail/decider';
import { translate } from '../i18n/translate';

/** Which mails have a button (each says what to do when the person did not ask for it). */
const HAS_ACTION: Record<MailKind, boolean> = {
  passwordReset: true,
  emailVerification: true,
  emailChange: true,
  emailChangeNotice: true,
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail's subject and its plain-text and HTML parts, in the person's language (bff/i18n/messages, ids mail.<kind>.*). */
export function renderMail(kind: MailKind, link: string | null, language: Language = 'en'): { subject: string; text: string; html: string } {
  const say = (part: string) => translate(language, `mail.${kind}.${part}`);
  const [subject, lead, ifNotYou, signature] = [say('subject'), say('lead'), say('ifNotYou'), translate(language, 'mail.signature')];
  const call = HAS_ACTION[kind] && link ? { action: say('action'), link } : null;
  const text = [lead, call ? `${call.action}: ${call.link}` : null, ifNotYou, signature].filter(Boolean).join('\n\n');
  const orOpen = call ? escapeHtml(translate(language, 'mail.orOpenLink', { link: call.link })) : '';
  const button = call
    ? `<p><a href="${escapeHtml(call.link)}" style="display:inline-block;padding:10px 16px;background:#0095f6;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(call.action)}</a></p><p style="color:#555">${orOpen}</p>`
    : '';
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${language}" dir="${direction}"><body style="font-family:sans-serif;line-height:1.5"><p>${escapeHtml(lead)}</p>${button}<p>${escapeHtml(ifNotYou)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return { subject, text, html };
}
