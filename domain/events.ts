import { z } from 'zod';
import { storedVersionOf, upcast } from './upcasters';

/**
 * Every event Glimpse stores, by type, in its current shape: stored data is upcast to it
 * (domain/upcasters.ts), then parsed with these schemas.
 */
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
  ProfileUpdated: z.object({ userId: z.string(), fullName: z.string(), bio: z.string(), avatar: z.string().optional() }),
  PasswordChanged: z.object({ userId: z.string(), passwordHash: z.string(), at: z.string() }),
  AccountDeleted: z.object({ userId: z.string(), at: z.string() }),
  /** A signed-in session (the `sid` inside its token); it stays valid until ended. */
  SessionStarted: z.object({ userId: z.string(), sessionId: z.string(), at: z.string() }),
  SessionEnded: z.object({ userId: z.string(), sessionId: z.string(), at: z.string() }),
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
    publishedAt: z.string(),
  }),
  PostDeleted: z.object({ postId: z.string(), userId: z.string(), by: z.string(), at: z.string() }),
  PostBanned: z.object({ postId: z.string(), by: z.string(), reason: z.string(), at: z.string() }),
  PostUnbanned: z.object({ postId: z.string(), by: z.string(), at: z.string() }),
  CommentAdded: z.object({ postId: z.string(), commentId: z.string(), userId: z.string(), content: z.string(), at: z.string() }),
  CommentDeleted: z.object({ postId: z.string(), commentId: z.string(), by: z.string(), at: z.string() }),
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
  UserBlocked: z.object({ blockerId: z.string(), blockedId: z.string(), at: z.string() }),
  UserUnblocked: z.object({ blockerId: z.string(), blockedId: z.string(), at: z.string() }),
  UserMuted: z.object({ muterId: z.string(), mutedId: z.string(), at: z.string() }),
  UserUnmuted: z.object({ muterId: z.string(), mutedId: z.string(), at: z.string() }),
  StoryPublished: z.object({ storyId: z.string(), userId: z.string(), mediaUrl: z.string(), at: z.string(), expiresAt: z.string() }),
  /** A file someone uploaded (`{uuid}.{ext}` in the media store); it is theirs to use once. */
  MediaUploaded: z.object({ mediaId: z.string(), userId: z.string(), mediaType: z.enum(['image', 'video']), at: z.string() }),
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
  ConversationStarted: z.object({
    conversationId: z.string(),
    participantIds: z.tuple([z.string(), z.string()]),
    startedBy: z.string(),
    at: z.string(),
  }),
  MessageSent: z.object({ conversationId: z.string(), messageId: z.string(), senderId: z.string(), content: z.string(), at: z.string() }),
  /** `userId` has read every message of the conversation up to and including `upToMessageId`. */
  ConversationRead: z.object({ conversationId: z.string(), userId: z.string(), upToMessageId: z.string(), at: z.string() }),
  // Moderation: `by` is the acting administrator, kept in the event so the audit trail needs nothing else.
  UserTimedOut: z.object({ userId: z.string(), until: z.string(), reason: z.string(), by: z.string(), at: z.string() }),
  UserBanned: z.object({ userId: z.string(), reason: z.string(), by: z.string(), at: z.string() }),
  IpBanned: z.object({ ip: z.string(), reason: z.string(), by: z.string(), at: z.string() }),
  IpUnbanned: z.object({ ip: z.string(), by: z.string(), at: z.string() }),
  ReportSubmitted: z.object({
    reportId: z.string(),
    userId: z.string(),
    reportedUserId: z.string().nullable(),
    text: z.string(),
    imageUrl: z.string().nullable(),
    at: z.string(),
  }),
  ReportStatusChanged: z.object({
    reportId: z.string(),
    from: z.enum(['pending', 'reviewed', 'resolved']),
    to: z.enum(['pending', 'reviewed', 'resolved']),
    by: z.string(),
    at: z.string(),
  }),
  AdminChatMessagePosted: z.object({ messageId: z.string(), userId: z.string(), content: z.string(), at: z.string() }),
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
