import type { EventType } from './events';

/**
 * Which fields of which events are a person's own data. They are encrypted with that person's
 * key before they reach the event store, so that destroying the key when the account is deleted
 * (crypto-shredding) erases them from a log that is never rewritten. `owner` names the field that
 * holds the person's id.
 */
export type PersonalDataRule = { owner: string; fields: readonly string[] };

export const personalData: Partial<Record<EventType, PersonalDataRule>> = {
  UserRegistered: { owner: 'userId', fields: ['username', 'email', 'passwordHash', 'birthDate'] },
  UsernameReserved: { owner: 'userId', fields: ['username'] },
  UsernameReleased: { owner: 'userId', fields: ['username'] },
  EmailReserved: { owner: 'userId', fields: ['email'] },
  EmailReleased: { owner: 'userId', fields: ['email'] },
  ProfileUpdated: { owner: 'userId', fields: ['fullName', 'bio'] },
  PasswordChanged: { owner: 'userId', fields: ['passwordHash'] },
  // Hashtags come from the caption, so they are the author's words too.
  PostPublished: { owner: 'userId', fields: ['caption', 'location', 'hashtags'] },
};

/** The event that erases a person: once it is stored, their key is destroyed. */
export const erasure: { type: EventType; owner: string } = { type: 'AccountDeleted', owner: 'userId' };
