import type { EventType } from './events';

/**
 * Which fields of which events are a person's own data. They are encrypted with that person's
 * key before they reach the event store, so that destroying the key when the account is deleted
 * (crypto-shredding) erases them from a log that is never rewritten. `owner` names the field that
 * holds the person's id.
 */
export type PersonalDataRule = { owner: string; fields: readonly string[] };

export const personalData: Partial<Record<EventType, PersonalDataRule>> = {
  UserRegistered: { owner: 'userId', fields: ['email', 'passwordHash', 'birthDate'] },
  ProfileUpdated: { owner: 'userId', fields: ['fullName', 'bio'] },
  PostPublished: { owner: 'userId', fields: ['caption', 'location'] },
  CommentAdded: { owner: 'userId', fields: ['content'] },
  MessageSent: { owner: 'senderId', fields: ['content'] },
  ReportSubmitted: { owner: 'userId', fields: ['text'] },
  AdminChatMessagePosted: { owner: 'userId', fields: ['content'] },
};
