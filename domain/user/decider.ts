import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import type { Language } from '../language';
import { ageOn, MINIMUM_AGE } from './age';
import { profileInputSchema } from './profileInput';

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      username: string;
      email: string;
      passwordHash: string;
      birthDate: string;
      avatar: string | null;
      isAdmin: boolean;
      at: string;
    }
  | { type: 'ChangeAvatar'; userId: string; avatar: string }
  /** `mentions`: the ids of the people the bio mentions who have accounts (the service looks them up). */
  | { type: 'UpdateProfile'; userId: string; fullName: string; bio: string; mentions: string[]; avatar?: string }
  | { type: 'SetPrivacy'; userId: string; isPrivate: boolean; at: string }
  | { type: 'SetLanguage'; userId: string; language: Language | null; at: string };

export type UserEvent = EventOf<'UserRegistered' | 'UserAvatarChanged' | 'ProfileUpdated' | 'AccountPrivacyChanged' | 'LanguageChanged'>;
export type UserState = { registered: false } | { registered: true; userId: string; avatar: string | null; isPrivate: boolean; language: Language | null };

export const userStream = (userId: string) => `user-${userId}`;

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  eventTypes: { UserRegistered: true, UserAvatarChanged: true, ProfileUpdated: true, AccountPrivacyChanged: true, LanguageChanged: true },
  initialState: () => ({ registered: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { registered: true, userId: event.data.userId, avatar: event.data.avatar, isPrivate: false, language: null };
      case 'UserAvatarChanged':
        return state.registered ? { ...state, avatar: event.data.avatar } : state;
      case 'ProfileUpdated':
        return state.registered && event.data.avatar ? { ...state, avatar: event.data.avatar } : state;
      case 'AccountPrivacyChanged':
        return state.registered ? { ...state, isPrivate: event.data.isPrivate } : state;
      case 'LanguageChanged':
        return state.registered ? { ...state, language: event.data.language } : state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.registered) throw new DomainError('conflict', 'This account already exists');
        const age = ageOn(new Date(command.birthDate), new Date(command.at));
        if (age < MINIMUM_AGE) throw new DomainError('invalid', 'You must be at least 18 years old to sign up', 'birthDate');
        if (age > 120) throw new DomainError('invalid', 'Please enter a valid date of birth', 'birthDate');
        const { type: _type, at, ...data } = command;
        return [{ type: 'UserRegistered', data: { ...data, registeredAt: at } }];
      }
      case 'ChangeAvatar':
        if (!state.registered) throw new DomainError('not_found', 'User not found');
        if (state.avatar === command.avatar) return [];
        return [{ type: 'UserAvatarChanged', data: { userId: command.userId, avatar: command.avatar } }];
      case 'UpdateProfile': {
        if (!state.registered) throw new DomainError('not_found', 'User not found');
        const result = profileInputSchema.safeParse({ fullName: command.fullName, bio: command.bio });
        if (!result.success) throw new DomainError('invalid', result.error.issues[0].message, String(result.error.issues[0].path[0]));
        const { fullName, bio } = result.data;
        const avatar = command.avatar ? { avatar: command.avatar } : {};
        const mentions = [...new Set(command.mentions)];
        return [{ type: 'ProfileUpdated', data: { userId: command.userId, fullName, bio, ...avatar, mentions } }];
      }
      case 'SetPrivacy':
        if (!state.registered) throw new DomainError('not_found', 'User not found');
        if (state.isPrivate === command.isPrivate) return [];
        return [{ type: 'AccountPrivacyChanged', data: { userId: command.userId, isPrivate: command.isPrivate, at: command.at } }];
      case 'SetLanguage':
        if (!state.registered) throw new DomainError('not_found', 'User not found');
        if (state.language === command.language) return [];
        return [{ type: 'LanguageChanged', data: { userId: command.userId, language: command.language, at: command.at } }];
    }
  },
};
