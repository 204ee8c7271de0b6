import { describe, expect, it } from 'vitest';
import { HttpClient } from '../support/httpClient';
import { useMailedServer } from '../support/mailedServer';

const birthDate = '1990-01-01';

describe('mails in the person’s language', () => {
  const server = useMailedServer({ RATE_LIMIT_MAIL: '8/1h' });
  const speaking = (language: string) => ({ 'accept-language': language });

  it('writes in the language the person chose, else in the one their request asked in, else in English', async () => {
    const sofia = new HttpClient(server.url);
    const signedUp = await sofia.request('/api/auth/signup', {
      method: 'POST',
      headers: speaking('es-MX,es;q=0.9'),
      body: formOf({ username: 'sofia', email: 'sofia@example.com', password: 'first-pass', birthDate }),
    });
    expect(signedUp.status).toBe(201);
    const welcome = await server.smtp.waitFor('sofia@example.com', /Confirma tu correo electrónico para Glimpse/);
    expect(welcome.text).toContain('El enlace funciona una sola vez durante 24 horas.');

    // Asked by someone whose browser speaks Arabic, for a person who chose nothing: Arabic, and the answer too.
    const asked = await new HttpClient(server.url).json('/api/auth/forgot-password', 'POST', { email: 'sofia@example.com' }, speaking('ar'));
    expect(asked).toMatchObject({
      status: 202,
      body: { message: 'إذا كان هناك حساب يستخدم هذا البريد الإلكتروني، فقد أرسلنا رابطًا لإعادة تعيين كلمة السر الخاصة به.' },
    });
    const arabic = await server.smtp.waitFor('sofia@example.com', /إعادة تعيين كلمة السر لحسابك على Glimpse/);
    expect(arabic.html).toContain('dir="rtl"');

    // Once she chose Spanish, her choice wins over the asker's language.
    expect((await sofia.json('/api/account/language', 'PUT', { language: 'es' })).status).toBe(200);
    await new HttpClient(server.url).json('/api/auth/forgot-password', 'POST', { email: 'sofia@example.com' }, speaking('ar'));
    await server.smtp.waitFor('sofia@example.com', /Restablece tu contraseña de Glimpse/);

    // Automatic again, asked with no language: the spec's English.
    await sofia.json('/api/account/language', 'PUT', { language: null });
    await fetch(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': '' },
      body: JSON.stringify({ email: 'sofia@example.com' }),
    });
    await server.smtp.waitFor('sofia@example.com', /Reset your Glimpse password/);
  });
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
