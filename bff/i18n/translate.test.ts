import { describe, expect, it } from 'vitest';
import { rateLimited, TimedOutError, tooManyFailedAttempts } from '../../domain/errors';
import { LANGUAGES } from '../../domain/language';
import { DEFAULT_LIMITS } from '../limits';
import { blockedMention } from '../services/mentions';
import { messageArguments } from '../../web/src/i18n/messageArguments';
import { acceptedLanguage } from './acceptLanguage';
import { serverMessages, translate } from './translate';
import { translateRefusal } from './translateRefusal';

describe('the server’s messages', () => {
  const english = serverMessages('en');
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`translates every message into ${language}, with the same arguments`, () => {
      const translated = serverMessages(language);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english)) expect(messageArguments(translated[id]), `${language}: ${id}`).toEqual(messageArguments(message));
    });
  }

  it('fills in values and plurals in the language asked for', () => {
    expect(translate('en', 'push.like', { name: 'ana', others: 0 })).toBe('ana liked your post.');
    expect(translate('es', 'push.like', { name: 'ana', others: 0 })).toBe('A ana le gustó tu publicación.');
    expect(translate('en', 'push.like', { name: 'ana', others: 2 })).toBe('ana and 2 others liked your post.');
    expect(translate('ar', 'push.like', { name: 'ana', others: 2 })).toBe('أعجب ana وشخصان آخران بمنشورك.');
    expect(() => translate('en', 'no.such.message')).toThrow();
  });

  it('answers a refusal in the language asked for, by its English text; one it does not know stays English', () => {
    expect(translateRefusal('es', 'User not found')).toBe('No se encontró el usuario');
    expect(translateRefusal('ar', 'Invalid username or password')).toBe('اسم المستخدم أو كلمة السر غير صحيحة');
    expect(translateRefusal('en', 'User not found')).toBe('User not found');
    expect(translateRefusal('es', 'Something no one wrote')).toBe('Something no one wrote');
  });
});

describe('refusals whose words carry values', () => {
  const retries = [1, 30, 59, 60, 61, 3600];

  it('read in the catalogue’s English exactly as the code words them, for every limit and attempt', () => {
    for (const [name, limit] of Object.entries(DEFAULT_LIMITS)) {
      for (const seconds of retries) {
        const refusal = rateLimited(seconds, name, limit.what);
        expect(translate('en', refusal.text.id, refusal.text.values), `${name} ${seconds}`).toBe(refusal.message);
      }
    }
    for (const what of ['signIn', 'password', 'adminCode'] as const) {
      for (const seconds of retries) {
        const refusal = tooManyFailedAttempts(seconds, what);
        expect(translate('en', refusal.text.id, refusal.text.values)).toBe(refusal.message);
      }
    }
    const timedOut = new TimedOutError(new Date('2026-01-03T09:07:00Z'));
    expect(translate('en', timedOut.text.id, timedOut.text.values)).toBe(timedOut.message);
    const mention = blockedMention('ana.b');
    expect(translate('en', mention.text.id, mention.text.values)).toBe(mention.message);
  });

  it('are said in the person’s language with their values', () => {
    const comments = rateLimited(420, 'comment', 'comments');
    expect(translateRefusal('es', comments.message, comments.text)).toBe('Demasiados comentarios en poco tiempo. Vuelve a intentarlo en 7 minutos.');
    expect(translateRefusal('ar', comments.message, comments.text)).toBe('تعليقات كثيرة جدًا في وقت قصير. حاول مرة أخرى بعد 7 دقائق.');
    const password = tooManyFailedAttempts(60, 'password');
    expect(translateRefusal('es', password.message, password.text)).toBe('Demasiados intentos fallidos de contraseña. Vuelve a intentarlo en 1 minuto.');
    const timedOut = new TimedOutError(new Date('2026-11-22T14:05:00Z'));
    expect(translateRefusal('es', timedOut.message, timedOut.text)).toBe('Tu cuenta está suspendida temporalmente hasta las 14:05 UTC del 22 de nov.');
    expect(translateRefusal('en', timedOut.message, timedOut.text)).toBe('You are timed out until 14:05 UTC on 22 Nov.');
  });
});

describe('Accept-Language', () => {
  it('picks the best language Glimpse speaks, by weight, regions aside', () => {
    expect(acceptedLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(acceptedLanguage('fr-FR, ar;q=0.5, en;q=0.4')).toBe('ar');
    expect(acceptedLanguage('en;q=0.2, es;q=0.9')).toBe('es');
    expect(acceptedLanguage('fr, de')).toBeNull();
    expect(acceptedLanguage('es;q=0')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
  });
});
