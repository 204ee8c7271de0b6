import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { userDecider, type UserCommand } from './decider';

const spec = deciderSpecification(userDecider);
const register = (birthDate: string, at = '2026-06-15T12:00:00.000Z'): UserCommand => ({
  type: 'RegisterUser',
  userId: 'u1',
  username: 'alice',
  email: 'alice@example.com',
  passwordHash: 'hash',
  birthDate,
  avatar: null,
  isAdmin: false,
  at,
});
const registered = {
  type: 'UserRegistered' as const,
  data: {
    userId: 'u1',
    username: 'alice',
    email: 'alice@example.com',
    passwordHash: 'hash',
    birthDate: '2000-01-01T00:00:00.000Z',
    avatar: null,
    isAdmin: false,
    registeredAt: '2026-06-15T12:00:00.000Z',
  },
};

describe('user decider', () => {
  it('registers an adult', () => {
    spec.given([]).when(register('2000-01-01T00:00:00.000Z')).thenEmits([registered]);
  });

  it('accepts the 18th birthday itself and refuses the day before', () => {
    spec
      .given([])
      .when(register('2008-06-15T00:00:00.000Z'))
      .thenEmits([{ ...registered, data: { ...registered.data, birthDate: '2008-06-15T00:00:00.000Z' } }]);
    spec.given([]).when(register('2008-06-16T00:00:00.000Z')).thenRefuses('You must be at least 18 years old to sign up');
  });

  it('refuses to register the same user twice', () => {
    spec.given([registered]).when(register('2000-01-01T00:00:00.000Z')).thenRefuses('This account already exists');
  });

  it('changes the avatar, and changing it to the same picture decides nothing', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeAvatar', userId: 'u1', avatar: '/media/a.jpg' })
      .thenEmits([{ type: 'UserAvatarChanged', data: { userId: 'u1', avatar: '/media/a.jpg' } }]);
    spec
      .given([registered, { type: 'UserAvatarChanged', data: { userId: 'u1', avatar: '/media/a.jpg' } }])
      .when({ type: 'ChangeAvatar', userId: 'u1', avatar: '/media/a.jpg' })
      .thenEmits([]);
  });

  it('refuses an avatar for a user that does not exist', () => {
    spec.given([]).when({ type: 'ChangeAvatar', userId: 'u1', avatar: '/media/a.jpg' }).thenRefuses('User not found');
  });

  describe('UpdateProfile', () => {
    const update = (fullName: string, bio: string, avatar?: string): UserCommand => ({
      type: 'UpdateProfile',
      userId: 'u1',
      fullName,
      bio,
      mentions: [],
      ...(avatar ? { avatar } : {}),
    });

    it('updates the full name and bio, trimmed, with a new picture when one is given', () => {
      spec
        .given([registered])
        .when(update('  Alice Liddell ', ' Down the rabbit hole '))
        .thenEmits([{ type: 'ProfileUpdated', data: { userId: 'u1', fullName: 'Alice Liddell', bio: 'Down the rabbit hole', mentions: [] } }]);
      spec
        .given([registered])
        .when(update('Alice', '', '/media/b.jpg'))
        .thenEmits([{ type: 'ProfileUpdated', data: { userId: 'u1', fullName: 'Alice', bio: '', avatar: '/media/b.jpg', mentions: [] } }]);
    });

    it('refuses a missing or long full name and a long bio with the spec texts', () => {
      spec.given([registered]).when(update('   ', 'hi')).thenRefuses('Full name is required');
      spec
        .given([registered])
        .when(update('a'.repeat(51), 'hi'))
        .thenRefuses('Full name must be less than 50 characters');
      spec
        .given([registered])
        .when(update('Alice', 'b'.repeat(151)))
        .thenRefuses('Bio must be less than 150 characters');
      spec
        .given([registered])
        .when(update('a'.repeat(50), 'b'.repeat(150)))
        .thenEmits([{ type: 'ProfileUpdated', data: { userId: 'u1', fullName: 'a'.repeat(50), bio: 'b'.repeat(150), mentions: [] } }]);
    });

    it('records the people the bio mentions once each, and refuses more than 20', () => {
      spec
        .given([registered])
        .when({ ...update('Alice', 'with @bob and @cy'), mentions: ['u2', 'u3', 'u2'] } as UserCommand)
        .thenEmits([{ type: 'ProfileUpdated', data: { userId: 'u1', fullName: 'Alice', bio: 'with @bob and @cy', mentions: ['u2', 'u3'] } }]);
      const many = Array.from({ length: 21 }, (_, i) => `@u${i}`).join(' ');
      spec.given([registered]).when(update('Alice', many)).thenRefuses('You can mention at most 20 people.');
    });

    it('refuses to update someone who never registered', () => {
      spec.given([]).when(update('Alice', '')).thenRefuses('User not found');
    });
  });
  describe('privacy', () => {
    const at = '2026-06-15T12:00:00.000Z';
    const setPrivacy = (isPrivate: boolean) => ({ type: 'SetPrivacy' as const, userId: 'u1', isPrivate, at });
    const changed = (isPrivate: boolean) => ({ type: 'AccountPrivacyChanged' as const, data: { userId: 'u1', isPrivate, at } });

    it('makes an account private, then public again', () => {
      spec
        .given([registered])
        .when(setPrivacy(true))
        .thenEmits([changed(true)]);
      spec
        .given([registered, changed(true)])
        .when(setPrivacy(false))
        .thenEmits([changed(false)]);
    });

    it('appends nothing when the account already is so', () => {
      spec.given([registered]).when(setPrivacy(false)).thenEmits([]);
      spec
        .given([registered, changed(true)])
        .when(setPrivacy(true))
        .thenEmits([]);
    });

    it('refuses for someone who never registered', () => spec.given([]).when(setPrivacy(true)).thenRefuses('User not found'));
  });

  describe('language', () => {
    const at = '2026-06-15T12:00:00.000Z';
    const setLanguage = (language: 'en' | 'es' | 'ar' | null) => ({ type: 'SetLanguage' as const, userId: 'u1', language, at });
    const changed = (language: 'en' | 'es' | 'ar' | null) => ({ type: 'LanguageChanged' as const, data: { userId: 'u1', language, at } });

    it('keeps the language chosen, and automatic (null) again', () => {
      spec
        .given([registered])
        .when(setLanguage('es'))
        .thenEmits([changed('es')]);
      spec
        .given([registered, changed('es')])
        .when(setLanguage(null))
        .thenEmits([changed(null)]);
    });

    it('appends nothing when the language already is the one asked for', () => {
      spec.given([registered]).when(setLanguage(null)).thenEmits([]);
      spec
        .given([registered, changed('ar')])
        .when(setLanguage('ar'))
        .thenEmits([]);
    });

    it('refuses for someone who never registered', () => spec.given([]).when(setLanguage('es')).thenRefuses('User not found'));
  });
});
