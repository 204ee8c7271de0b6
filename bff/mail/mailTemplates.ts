import type { MailKind } from '../../domain/mail/decider';

type Content = { subject: string; lead: string; action: string | null; ifNotYou: string };

/** What each mail says; every one says what to do when the person did not ask for it. */
const CONTENT: Record<MailKind, Content> = {
  passwordReset: {
    subject: 'Reset your Glimpse password',
    lead: 'Someone asked to reset the password of your Glimpse account. The link works once, for one hour.',
    action: 'Reset your password',
    ifNotYou: "If you didn't ask, ignore this email: your password stays as it is.",
  },
  emailVerification: {
    subject: 'Confirm your email address for Glimpse',
    lead: 'Confirm that this is the email address of your Glimpse account. The link works once, for 24 hours.',
    action: 'Confirm your email address',
    ifNotYou: "If you didn't sign up for Glimpse, ignore this email: no account will use this address once it is confirmed by someone else.",
  },
  emailChange: {
    subject: 'Confirm your new email address for Glimpse',
    lead: 'Someone asked to use this address as the email of their Glimpse account. It changes only once you follow the link, which works once, for 24 hours.',
    action: 'Use this email address',
    ifNotYou: "If you didn't ask, ignore this email: nothing changes.",
  },
  emailChangeNotice: {
    subject: 'Your Glimpse email address is about to change',
    lead: 'Someone signed in to your Glimpse account asked to change its email address. It changes only if the link sent to the new address is followed.',
    action: 'Reset your password',
    ifNotYou: "If it wasn't you, reset your password with the link: a new password stops the change and signs everyone out of your account.",
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail's subject and its plain-text and HTML parts. */
export function renderMail(kind: MailKind, link: string | null): { subject: string; text: string; html: string } {
  const { subject, lead, action, ifNotYou } = CONTENT[kind];
  const call = action && link ? { action, link } : null;
  const text = [lead, call ? `${call.action}: ${call.link}` : null, ifNotYou, '— Glimpse'].filter(Boolean).join('\n\n');
  const button = call
    ? `<p><a href="${escapeHtml(call.link)}" style="display:inline-block;padding:10px 16px;background:#0095f6;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(call.action)}</a></p><p style="color:#555">Or open this link: ${escapeHtml(call.link)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5"><p>${escapeHtml(lead)}</p>${button}<p>${escapeHtml(ifNotYou)}</p><p>— Glimpse</p></body></html>`;
  return { subject, text, html };
}
