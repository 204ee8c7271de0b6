import { describe, expect, it } from 'vitest';
import { renderMail } from './mailTemplates';

describe('mail templates', () => {
  it('gives every mail a plain-text and an HTML part that carry its link and say what to do if you did not ask', () => {
    for (const kind of ['passwordReset', 'emailVerification', 'emailChange', 'emailChangeNotice'] as const) {
      const link = `http://site/page?token=t-${kind}`;
      const { subject, text, html } = renderMail(kind, link);
      expect(subject, kind).not.toBe('');
      expect(text, kind).toContain(link);
      expect(html, kind).toContain(`href="${link}"`);
      expect(text, kind).toMatch(/If (you didn't|it wasn't you)/);
      expect(html, kind).toMatch(/If (you didn&#39;t|it wasn&#39;t you)/);
    }
  });

  it('escapes the link in the HTML part', () => {
    expect(renderMail('passwordReset', 'http://site/x?a="b"&c=<d>').html).toContain('http://site/x?a=&#34;b&#34;&#38;c=&#60;d&#62;');
  });

  it('speaks the person’s language, the link and the page direction kept', () => {
    const spanish = renderMail('passwordReset', 'http://site/reset?token=t', 'es');
    expect(spanish.subject).toBe('Restablece tu contraseña de Glimpse');
    expect(spanish.text).toContain('Restablecer tu contraseña: http://site/reset?token=t');
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    const arabic = renderMail('emailVerification', 'http://site/verify?token=t', 'ar');
    expect(arabic.subject).toBe('تأكيد عنوان بريدك الإلكتروني على Glimpse');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('http://site/verify?token=t');
    expect(renderMail('passwordReset', 'http://x').subject).toBe('Reset your Glimpse password');
  });
});
