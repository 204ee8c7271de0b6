import type { EventType } from './events';

/**
 * Which fields of which events are a person's own data. They are encrypted with that person's
 * key before they reach the event store, so that destroying the key when the account is deleted
 * (crypto-shredding) erases them from a log that is never rewritten. `owner` names the field that
 * holds the person's id.
 */
export type PersonalDataRule = {
  owner: string;
  fields: readonly string[];
  /**
   * Of those fields, the ones an analyst's export may show while the person exists: labels that
   * say what a post is about without identifying anyone. Being sealed, they go with the person.
   */
  shareable?: readonly string[];
};

/** An event type's rule, or its rules when it holds the words of more than one person (a report's snapshot of what it reports). */
export type PersonalDataRules = PersonalDataRule | readonly PersonalDataRule[];

export const personalData: Partial<Record<EventType, PersonalDataRules>> = {
  UserRegistered: { owner: 'userId', fields: ['username', 'email', 'passwordHash', 'birthDate'] },
  UsernameReserved: { owner: 'userId', fields: ['username'] },
  UsernameReleased: { owner: 'userId', fields: ['username'] },
  EmailReserved: { owner: 'userId', fields: ['email'] },
  EmailReleased: { owner: 'userId', fields: ['email'] },
  ProfileUpdated: { owner: 'userId', fields: ['fullName', 'bio'] },
  PasswordChanged: { owner: 'userId', fields: ['passwordHash'] },
  // The browser and device a person signs in from identify them as much as an address does.
  SessionStarted: { owner: 'userId', fields: ['userAgent'] },
  UsernameChanged: { owner: 'userId', fields: ['username', 'previousUsername'] },
  // A passkey's credential, its name (the person's device) and its count; its id's keyed hash names its stream.
  PasskeyRegistered: { owner: 'userId', fields: ['credentialId', 'publicKey', 'counter', 'transports', 'name'] },
  PasskeyUsed: { owner: 'userId', fields: ['counter'] },
  // The TOTP secret signs a person in; the recovery codes' hashes are as good as the codes to whoever can try them.
  TwoFactorSetUp: { owner: 'userId', fields: ['secret'] },
  TwoFactorEnabled: { owner: 'userId', fields: ['recoveryCodeHashes'] },
  TwoFactorPassed: { owner: 'userId', fields: ['recoveryCodeHash'] },
  // Hashtags come from the caption, so they are the author's words too.
  // Alt texts are the author's words; the files' addresses and sizes are not.
  PostPublished: { owner: 'userId', fields: ['caption', 'location', 'hashtags', 'alts'], shareable: ['hashtags'] },
  PostEdited: { owner: 'userId', fields: ['caption', 'location', 'alt', 'hashtags'], shareable: ['hashtags'] },
  CommentAdded: { owner: 'userId', fields: ['content'] },
  MessageSent: { owner: 'senderId', fields: ['content'] },
  HiddenWordsChanged: { owner: 'userId', fields: ['words'] },
  // The reporter's description is theirs; the snapshot of the reported content is its author's words.
  ReportSubmitted: [
    { owner: 'userId', fields: ['text'] },
    { owner: 'contentAuthorId', fields: ['contentText'] },
  ],
  AppealFiled: { owner: 'userId', fields: ['text'] },
  AdminChatMessagePosted: { owner: 'userId', fields: ['content'] },
  // Addresses and the links mailed to them (a link's token works until it expires or is used).
  EmailVerificationRequested: { owner: 'userId', fields: ['email'] },
  EmailVerified: { owner: 'userId', fields: ['email'] },
  EmailChanged: { owner: 'userId', fields: ['email'] },
  MailRequested: { owner: 'userId', fields: ['to', 'link'] },
  // A push endpoint names the person's browser at their push service; the keys read what is pushed to it.
  PushSubscribed: { owner: 'userId', fields: ['endpoint', 'p256dh', 'auth'] },
};

/** The event that erases a person: once it is stored, their key is destroyed. */
export const erasure: { type: EventType; owner: string } = { type: 'AccountDeleted', owner: 'userId' };

/** The rules of an event type (none, one, or one per person whose words it holds). */
export function rulesOf(type: string, rules: Partial<Record<string, PersonalDataRules>> = personalData): readonly PersonalDataRule[] {
  const rule = rules[type];
  if (!rule) return [];
  return isRuleList(rule) ? rule : [rule];
}

const isRuleList = (rule: PersonalDataRules): rule is readonly PersonalDataRule[] => Array.isArray(rule);
