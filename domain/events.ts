import { z } from 'zod';
import { storedVersionOf, upcast } from './upcasters';

/**
 * Every event Glimpse stores, by type, in its current shape: stored data is upcast to it
 * (domain/upcasters.ts), then parsed with these schemas.
 */
/** A story a message replies to: its id, and its media as it was when the reply was sent. */
export const storyRefSchema = z.object({ storyId: z.string(), mediaUrl: z.string(), mediaType: z.enum(['image', 'video']), posterUrl: z.string().nullable() });
export type StoryRef = z.infer<typeof storyRefSchema>;

export const eventSchemas = {
  UsernameReserved: z.object({ username: z.string(), userId: z.string() }),
  UsernameReleased: z.object({ username: z.string(), userId: z.string() }),
  EmailReserved: z.object({ email: z.string(), userId: z.string() }),
  EmailReleased: z.object({ email: z.string(), userId: z.string() }),
  UserRegistered: z.object({
    userId: z.string(),
    username: z.string(),
    email: z.string(),
    passwordHash: z.string(),
    birthDate: z.string(),
    avatar: z.string().nullable(),
    isAdmin: z.boolean(),
    registeredAt: z.string(),
  }),
  UserAvatarChanged: z.object({ userId: z.string(), avatar: z.string() }),
  /** `mentions`: the people the bio names with '@', by id (since version 2: domain/user/profileUpdatedUpcasters.ts). */
  ProfileUpdated: z.object({
    userId: z.string(),
    fullName: z.string(),
    bio: z.string(),
    avatar: z.string().optional(),
    mentions: z.array(z.string()),
  }),
  PasswordChanged: z.object({ userId: z.string(), passwordHash: z.string(), at: z.string() }),
  AccountDeleted: z.object({ userId: z.string(), at: z.string() }),
  /**
   * A signed-in session (the `sid` inside its token); it stays valid until ended. `userAgent`: the
   * browser or app it was started from, as it named itself (null when it did not); since version 2
   * (domain/session/sessionStartedUpcasters.ts).
   */
  SessionStarted: z.object({ userId: z.string(), sessionId: z.string(), at: z.string(), userAgent: z.string().nullable() }),
  SessionEnded: z.object({ userId: z.string(), sessionId: z.string(), at: z.string() }),
  /** A session was used again, at most once per SEEN_INTERVAL_MS (domain/session/decider.ts), on the session's own stream. */
  SessionSeen: z.object({ userId: z.string(), sessionId: z.string(), at: z.string() }),
  /** A person took a new username; `previousUsername` is released for anyone to take. */
  UsernameChanged: z.object({ userId: z.string(), username: z.string(), previousUsername: z.string(), at: z.string() }),
  /**
   * Passkeys (WebAuthn), each on its `passkey-{passkeyId}` stream, `passkeyId` being a keyed hash of
   * its credential id (so a credential belongs to one account, and no stream name spells it).
   * `publicKey`: the COSE key, base64url; `counter`: the authenticator's signature count.
   */
  PasskeyRegistered: z.object({
    passkeyId: z.string(),
    userId: z.string(),
    credentialId: z.string(),
    publicKey: z.string(),
    counter: z.number(),
    transports: z.array(z.string()),
    deviceType: z.enum(['singleDevice', 'multiDevice']),
    backedUp: z.boolean(),
    name: z.string(),
    at: z.string(),
  }),
  /** A sign-in with the passkey; `counter`: the count its authenticator signed. */
  PasskeyUsed: z.object({ passkeyId: z.string(), userId: z.string(), counter: z.number(), at: z.string() }),
  PasskeyRemoved: z.object({ passkeyId: z.string(), userId: z.string(), at: z.string() }),
  /**
   * A WebAuthn challenge handed out, on `passkeychallenge-{challengeId}` (`challengeId`: its SHA-256),
   * good once until `expiresAt`: to register a passkey from one session of `userId`, or to sign in
   * (`userId` and `sessionId` null).
   */
  PasskeyChallengeIssued: z.object({
    challengeId: z.string(),
    purpose: z.enum(['registration', 'signIn']),
    userId: z.string().nullable(),
    sessionId: z.string().nullable(),
    expiresAt: z.string(),
    at: z.string(),
  }),
  PasskeyChallengeUsed: z.object({ challengeId: z.string(), at: z.string() }),
  /** A TOTP secret made for the person, waiting for a first code to turn two-factor sign-in on; a new one replaces it. */
  TwoFactorSetUp: z.object({ userId: z.string(), secret: z.string(), at: z.string() }),
  /** Turned on with a code of the pending secret (its time step used); the hashes of the 10 single-use recovery codes. */
  TwoFactorEnabled: z.object({ userId: z.string(), timeStep: z.number(), recoveryCodeHashes: z.array(z.string()), at: z.string() }),
  TwoFactorDisabled: z.object({ userId: z.string(), at: z.string() }),
  /**
   * A sign-in's second step passed: the challenge it answered (used once), and the TOTP time step
   * (never accepted again) or the recovery code's hash (spent).
   */
  TwoFactorPassed: z.object({
    userId: z.string(),
    challengeId: z.string(),
    challengeExpiresAt: z.string(),
    timeStep: z.number().nullable(),
    recoveryCodeHash: z.string().nullable(),
    at: z.string(),
  }),
  PostPublished: z.object({
    postId: z.string(),
    userId: z.string(),
    mediaUrl: z.string(),
    mediaType: z.enum(['image', 'video']),
    /** A video's poster frame; null for a photo. Since version 2 (domain/post/postPublishedUpcasters.ts). */
    posterUrl: z.string().nullable(),
    caption: z.string(),
    location: z.string(),
    hashtags: z.array(z.string()),
    /** The people the caption names with '@' who had accounts then, by id. Since version 3. */
    mentions: z.array(z.string()),
    publishedAt: z.string(),
    /**
     * The album's items in order, 1 to 10 (`mediaUrl`, `mediaType` and `posterUrl` above are the
     * first's); `width` and `height` in pixels as stored, null for posts from before version 4.
     */
    media: z.array(
      z.object({
        url: z.string(),
        type: z.enum(['image', 'video']),
        posterUrl: z.string().nullable(),
        width: z.number().nullable(),
        height: z.number().nullable(),
      }),
    ),
    /**
     * Each item's alt text, in the same order: apart from `media` because they are the author's
     * words, sealed with their key (domain/personalData.ts), while the files stay addressable.
     */
    alts: z.array(z.string()),
  }),
  /**
   * The author changed a post's words: what it reads now, whole. `userId`: the author; `alt`: one
   * description per item; `mentions`: everyone the caption names now, by id; `newMentions`: those of
   * them it did not name before, who are told.
   */
  PostEdited: z.object({
    postId: z.string(),
    userId: z.string(),
    caption: z.string(),
    location: z.string(),
    alt: z.array(z.string()),
    hashtags: z.array(z.string()),
    mentions: z.array(z.string()),
    newMentions: z.array(z.string()),
    editedAt: z.string(),
  }),
  PostDeleted: z.object({ postId: z.string(), userId: z.string(), by: z.string(), at: z.string() }),
  PostBanned: z.object({ postId: z.string(), by: z.string(), reason: z.string(), at: z.string() }),
  PostUnbanned: z.object({ postId: z.string(), by: z.string(), at: z.string() }),
  /**
   * `parentId`: the top comment a reply answers (replies are one level deep), null for a top
   * comment; `mentions`: the people it names with '@', by id. Both since version 2
   * (domain/post/commentAddedUpcasters.ts).
   */
  CommentAdded: z.object({
    postId: z.string(),
    commentId: z.string(),
    userId: z.string(),
    content: z.string(),
    parentId: z.string().nullable(),
    mentions: z.array(z.string()),
    at: z.string(),
  }),
  CommentDeleted: z.object({ postId: z.string(), commentId: z.string(), by: z.string(), at: z.string() }),
  /** On the pair's `commentlike-{commentId}-{userId}` stream: a toggle, like a post's like. */
  CommentLiked: z.object({ postId: z.string(), commentId: z.string(), userId: z.string(), at: z.string() }),
  CommentUnliked: z.object({ postId: z.string(), commentId: z.string(), userId: z.string(), at: z.string() }),
  PostSaved: z.object({ postId: z.string(), userId: z.string(), at: z.string() }),
  PostUnsaved: z.object({ postId: z.string(), userId: z.string(), at: z.string() }),
  PostLiked: z.object({ postId: z.string(), userId: z.string(), at: z.string() }),
  PostUnliked: z.object({ postId: z.string(), userId: z.string(), at: z.string() }),
  UserFollowed: z.object({ followerId: z.string(), followeeId: z.string(), at: z.string() }),
  UserUnfollowed: z.object({ followerId: z.string(), followeeId: z.string(), at: z.string() }),
  // Follow requests, on the pair's follow stream: asking to follow a private account, and its answers.
  FollowRequested: z.object({ followerId: z.string(), followeeId: z.string(), at: z.string() }),
  FollowRequestWithdrawn: z.object({ followerId: z.string(), followeeId: z.string(), at: z.string() }),
  /** Always followed, in the same append, by the UserFollowed it grants. */
  FollowRequestApproved: z.object({ followerId: z.string(), followeeId: z.string(), at: z.string() }),
  FollowRequestDeclined: z.object({ followerId: z.string(), followeeId: z.string(), at: z.string() }),
  /** A private account's posts, stories and lists are for its approved followers only. */
  AccountPrivacyChanged: z.object({ userId: z.string(), isPrivate: z.boolean(), at: z.string() }),
  /** The language the app and the server speak to the person; null: automatic (the browser's, then English). */
  LanguageChanged: z.object({ userId: z.string(), language: z.enum(['en', 'es', 'ar']).nullable(), at: z.string() }),
  UserBlocked: z.object({ blockerId: z.string(), blockedId: z.string(), at: z.string() }),
  UserUnblocked: z.object({ blockerId: z.string(), blockedId: z.string(), at: z.string() }),
  UserMuted: z.object({ muterId: z.string(), mutedId: z.string(), at: z.string() }),
  UserUnmuted: z.object({ muterId: z.string(), mutedId: z.string(), at: z.string() }),
  /** Version 2: a photo or a video (at most 60 seconds), with a video's poster frame. */
  StoryPublished: z.object({
    storyId: z.string(),
    userId: z.string(),
    mediaUrl: z.string(),
    mediaType: z.enum(['image', 'video']),
    posterUrl: z.string().nullable(),
    at: z.string(),
    expiresAt: z.string(),
  }),
  /** A file someone uploaded (`{uuid}.{ext}` in the media store); it is theirs to use once. */
  /** `width` and `height`: the stored file's, as shown; null for uploads from before version 2 (domain/media/mediaUploadedUpcasters.ts). */
  MediaUploaded: z.object({
    mediaId: z.string(),
    userId: z.string(),
    mediaType: z.enum(['image', 'video']),
    width: z.number().nullable(),
    height: z.number().nullable(),
    at: z.string(),
  }),
  MediaAttached: z.object({
    mediaId: z.string(),
    userId: z.string(),
    usedAs: z.enum(['post', 'story', 'avatar', 'report']),
    targetId: z.string(),
    at: z.string(),
  }),
  MediaReleased: z.object({ mediaId: z.string(), userId: z.string(), targetId: z.string(), at: z.string() }),
  MediaDiscarded: z.object({ mediaId: z.string(), userId: z.string(), at: z.string() }),
  StorySeen: z.object({ storyId: z.string(), viewerId: z.string(), at: z.string() }),
  /** The author took the story down: it leaves every row and viewer, with who saw it. */
  StoryDeleted: z.object({ storyId: z.string(), userId: z.string(), at: z.string() }),
  ConversationStarted: z.object({
    conversationId: z.string(),
    participantIds: z.tuple([z.string(), z.string()]),
    startedBy: z.string(),
    at: z.string(),
  }),
  /** Version 2: `story` is the story it replies to, as it was then (its media for the conversation's thumbnail), or null. */
  MessageSent: z.object({
    conversationId: z.string(),
    messageId: z.string(),
    senderId: z.string(),
    content: z.string(),
    story: storyRefSchema.nullable(),
    at: z.string(),
  }),
  /** `userId` has read every message of the conversation up to and including `upToMessageId`. */
  ConversationRead: z.object({ conversationId: z.string(), userId: z.string(), upToMessageId: z.string(), at: z.string() }),
  /**
   * With the first message of a conversation: `userId`, its recipient, did not follow `requesterId`
   * (its sender) then, so the conversation is a message request for them until they accept it.
   */
  ConversationRequested: z.object({ conversationId: z.string(), userId: z.string(), requesterId: z.string(), at: z.string() }),
  /** `userId` accepted the message request (or replied to it): it moves to their inbox. */
  ConversationAccepted: z.object({ conversationId: z.string(), userId: z.string(), at: z.string() }),
  /**
   * `userId` deleted the conversation for themselves only: it leaves their lists with the messages
   * sent so far, and comes back with the next message. The other participant sees no change.
   */
  ConversationHidden: z.object({ conversationId: z.string(), userId: z.string(), at: z.string() }),
  /** The words and phrases `userId` hides from comments on their posts and from message requests, the whole list. */
  HiddenWordsChanged: z.object({ userId: z.string(), words: z.array(z.string()), at: z.string() }),
  // Moderation: `by` is the acting administrator, kept in the event so the audit trail needs nothing else.
  UserTimedOut: z.object({ userId: z.string(), until: z.string(), reason: z.string(), by: z.string(), at: z.string() }),
  UserBanned: z.object({ userId: z.string(), reason: z.string(), by: z.string(), at: z.string() }),
  /** A ban or timeout lifted by an administrator, by hand or by overturning an appeal (`appealId`). */
  UserUnbanned: z.object({ userId: z.string(), reason: z.string(), by: z.string(), appealId: z.string().nullable(), at: z.string() }),
  UserTimeoutLifted: z.object({ userId: z.string(), reason: z.string(), by: z.string(), appealId: z.string().nullable(), at: z.string() }),
  IpBanned: z.object({ ip: z.string(), reason: z.string(), by: z.string(), at: z.string() }),
  IpUnbanned: z.object({ ip: z.string(), by: z.string(), at: z.string() }),
  ReportSubmitted: z.object({
    reportId: z.string(),
    userId: z.string(),
    reportedUserId: z.string().nullable(),
    text: z.string(),
    imageUrl: z.string().nullable(),
    at: z.string(),
    /** What was reported, when it was a post, comment, message or story (since version 2: domain/report/reportSubmittedUpcasters.ts). */
    targetType: z.enum(['post', 'comment', 'message', 'story']).nullable(),
    targetId: z.string().nullable(),
    /** The post a reported comment is under, the conversation a reported message is in. */
    targetParentId: z.string().nullable(),
    /** Who wrote or posted the reported content: its snapshot's text is theirs (domain/personalData.ts). */
    contentAuthorId: z.string().nullable(),
    /** The content as it was when reported: its text (a caption, comment or message) and its media. */
    contentText: z.string().nullable(),
    contentMediaUrl: z.string().nullable(),
  }),
  ReportStatusChanged: z.object({
    reportId: z.string(),
    from: z.enum(['pending', 'reviewed', 'resolved']),
    to: z.enum(['pending', 'reviewed', 'resolved']),
    by: z.string(),
    at: z.string(),
  }),
  /**
   * A sanctioned person asks for a second look, once per sanction: `sanctionId` names it (the
   * timeout, ban or post ban, by its target and time), and the appeal's stream is keyed by it.
   */
  AppealFiled: z.object({
    appealId: z.string(),
    userId: z.string(),
    sanction: z.enum(['timeout', 'ban', 'post_ban']),
    sanctionId: z.string(),
    postId: z.string().nullable(),
    sanctionReason: z.string(),
    sanctionAt: z.string(),
    text: z.string(),
    at: z.string(),
  }),
  AppealDecided: z.object({
    appealId: z.string(),
    userId: z.string(),
    decision: z.enum(['upheld', 'overturned']),
    reason: z.string(),
    by: z.string(),
    at: z.string(),
  }),
  /**
   * A link that resets the password was asked for: `tokenHash` is the SHA-256 of the link's token
   * (the token itself only travels in the mail), good until `expiresAt` and once.
   */
  PasswordResetRequested: z.object({ userId: z.string(), tokenHash: z.string(), expiresAt: z.string(), at: z.string() }),
  /** The link was followed: appended with the new password (PasswordChanged) and the end of every session. */
  PasswordResetCompleted: z.object({ userId: z.string(), tokenHash: z.string(), at: z.string() }),
  /**
   * A link that proves `email` is the person's was sent: their current address (a sign-up, a
   * resend) or a new one (a change, which takes effect only when the link is followed).
   */
  EmailVerificationRequested: z.object({ userId: z.string(), email: z.string(), tokenHash: z.string(), expiresAt: z.string(), at: z.string() }),
  EmailVerified: z.object({ userId: z.string(), email: z.string(), at: z.string() }),
  /** The link sent to a new address was followed: it is the account's email from now on, verified. */
  EmailChanged: z.object({ userId: z.string(), email: z.string(), at: z.string() }),
  /**
   * The outbox: a mail is due to `to` (the account's own address, or the one it asked to move
   * to), sent by the mail reactor (bff/mail/mailReactor.ts) and recorded as sent on `mail-{mailId}`.
   * `link` is null for a mail that only tells.
   */
  MailRequested: z.object({
    mailId: z.string(),
    userId: z.string(),
    kind: z.enum(['passwordReset', 'emailVerification', 'emailChange', 'emailChangeNotice']),
    to: z.string(),
    link: z.string().nullable(),
    at: z.string(),
    /** The language of the request that asked for it, for a person who chose none (absent: English). */
    language: z.enum(['en', 'es', 'ar']).optional(),
  }),
  MailSent: z.object({ mailId: z.string(), userId: z.string(), at: z.string() }),
  /** A try failed: `retryAt` is when the next one is due, null when the reactor gave up. */
  MailSendFailed: z.object({ mailId: z.string(), userId: z.string(), attempts: z.number(), retryAt: z.string().nullable(), at: z.string() }),
  /** `userId` opened their notifications: every one of them up to `at` is read (on their `notifications-{userId}` stream). */
  NotificationsRead: z.object({ userId: z.string(), at: z.string() }),
  AdminChatMessagePosted: z.object({ messageId: z.string(), userId: z.string(), content: z.string(), at: z.string() }),
  /**
   * A browser's push subscription (`pushsubscription-{subscriptionId}`, the id a keyed hash of the
   * endpoint) belongs to `userId` for as long as `sessionId` lives; the endpoint and keys are sealed.
   */
  PushSubscribed: z.object({
    subscriptionId: z.string(),
    userId: z.string(),
    sessionId: z.string(),
    endpoint: z.string(),
    p256dh: z.string(),
    auth: z.string(),
    at: z.string(),
  }),
  /** Removed by its person, given up by the push service (404, 410), or taken by another person signing in on that browser. */
  PushUnsubscribed: z.object({ subscriptionId: z.string(), userId: z.string(), reason: z.enum(['removed', 'gone', 'replaced']), at: z.string() }),
  /** Which notifications the person wants pushed (the whole set, on `pushsettings-{userId}`). */
  PushSettingsChanged: z.object({
    userId: z.string(),
    likes: z.boolean(),
    comments: z.boolean(),
    follows: z.boolean(),
    mentions: z.boolean(),
    messages: z.boolean(),
    at: z.string(),
  }),
  /** The push service took one push (`push-{pushId}`, the id derived from the notification and the subscription). */
  PushSent: z.object({ pushId: z.string(), subscriptionId: z.string(), userId: z.string(), at: z.string() }),
  /** A try failed (`status`: the push service's answer, null when none came); `retryAt` null: given up. */
  PushSendFailed: z.object({
    pushId: z.string(),
    subscriptionId: z.string(),
    userId: z.string(),
    status: z.number().nullable(),
    attempts: z.number(),
    retryAt: z.string().nullable(),
    at: z.string(),
  }),
  /** Nothing to push any more: the chat was read (`read`), the notification taken back or hidden by the policy since, or a message request (`hidden`), or too old to matter (`expired`). */
  PushSkipped: z.object({
    pushId: z.string(),
    subscriptionId: z.string(),
    userId: z.string(),
    reason: z.enum(['read', 'hidden', 'expired']),
    at: z.string(),
  }),
  /**
   * An operator asked to rebuild a projector (with those sharing its collections) into new
   * collections, swapped in once caught up (`projections`; see projections/rebuild.ts). Every
   * process projecting the log rebuilds its own read models; its position names the generation.
   */
  ProjectorRebuildRequested: z.object({ projector: z.string(), at: z.string() }),
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(eventSchemas, type);
}

/** What a reader needs of a stored event to parse it: `metadata.schemaVersion` says its shape. */
export type StoredEventShape = { type: string; data: unknown; metadata?: { schemaVersion?: unknown } };

/**
 * A stored event in its type's current shape: upcast from the version it was written in
 * (domain/upcasters.ts), then validated against its schema. Yields null for what this code
 * cannot read and must skip: a type it does not know or a version newer than its own, both
 * written by a newer version of Glimpse.
 */
export function parseEvent(stored: StoredEventShape): DomainEvent | null {
  const { type } = stored;
  if (!isKnownEventType(type)) return null;
  const data = upcast(type, stored.data, storedVersionOf(stored.metadata));
  if (data === undefined) return null;
  return { type, data: eventSchemas[type].parse(data) } as DomainEvent;
}
