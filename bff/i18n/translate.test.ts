import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/language';
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
