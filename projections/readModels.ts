import type { StoryRef } from '../domain/events';
import type { Language } from '../domain/language';

/** The read-model documents and the names of their collections. */
import { posterUrlOf } from '../domain/post/poster';

export type UserDoc = {
  _id: string;
  username: string;
  usernameLower: string;
  email: string;
  fullName: string | null;
  bio: string | null;
  avatar: string | null;
  isAdmin: boolean;
  birthDate: string;
  postsCount: number;
  followersCount: number;
  followingCount: number;
  createdAt: string;
  /** A private account's posts, stories and lists are for its approved followers (absent: public). */
  isPrivate?: boolean;
  /** The language chosen in Settings (absent or null: automatic). */
  language?: Language | null;
  /** The person followed a link mailed to `email` (absent: not yet). */
  emailVerified?: boolean;
  /** Account search's prefix keys (searchKeys.ts) of the username, and of the full name and its words. */
  usernameKeys?: string[];
  nameKeys?: string[];
};

export type CredentialsDoc = { _id: string; usernameLower: string; passwordHash: string };

/** One photo or video of a post; `width` and `height` in pixels, null when never measured. */
export type PostMediaDoc = {
  url: string;
  type: 'image' | 'video';
  posterUrl: string | null;
  width: number | null;
  height: number | null;
  alt: string;
};

export type PostDoc = {
  _id: string;
  userId: string;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  /** A video's poster frame (JPEG); null for photos. */
  posterUrl?: string | null;
  /**
   * The album's items in order (the fields above are the first's), each with its alt text ('' for
   * none). Absent in documents written before albums: they read as their one item.
   */
  media?: PostMediaDoc[];
  caption: string;
  location: string;
  hashtags: string[];
  likesCount: number;
  commentsCount: number;
  createdAt: string;
  /** true while an admin's ban hides the post from everyone but admins; absent or null otherwise. */
  banned?: true | null;
  bannedAt?: string | null;
  bannedBy?: string | null;
  banReason?: string | null;
  /** When its author last edited it; absent or null until then. */
  editedAt?: string | null;
};

/**
 * A version of an edited post's words, its first (as published) included; a post never edited has
 * none here, its one version being the post itself. `_id`: the post id and the event's revision.
 */
export type PostVersionDoc = { _id: string; postId: string; userId: string; caption: string; location: string; editedAt: string };

/**
 * A comment still shown; deleted ones are removed, a top comment with its replies. `parentId`: the
 * top comment a reply answers (replies are one level deep), null for a top comment. Documents
 * written before replies lack the three newer fields: they read as a top comment with none.
 */
export type CommentDoc = {
  _id: string;
  postId: string;
  userId: string;
  content: string;
  createdAt: string;
  parentId?: string | null;
  repliesCount?: number;
  likesCount?: number;
};

/** One per (comment, person) that ever liked it (`_id`: commentLikeKey); `revision` is the stream's, so a replayed event is skipped. */
export type CommentLikeDoc = { _id: string; commentId: string; postId: string; userId: string; liked: boolean; revision: number };

/** One per (post, user) that ever saved; `createdAt` is when it was last saved, for the Saved tab's order. */
export type SaveDoc = { _id: string; postId: string; userId: string; saved: boolean; revision: number; createdAt: string };

/**
 * One per (post, user) that ever liked; `revision` is the like stream's, so a replayed event is
 * skipped. `_id` is likeKey(postId, userId), so a viewer's likes among a page of posts are found by
 * id. `postId` is the post's own id string (not a copy of it), indexed: a post's likers, and its
 * likes when it goes, are a lookup rather than a scan of every like. `seq` is the global position
 * of the last like, the likers' order (newest first): a number rather than the like's time, since
 * a small integer is stored in the document and a string beside it.
 */
export type LikeDoc = { _id: string; postId: string; liked: boolean; revision: number; seq: number };

export type FollowDoc = { _id: string; followerId: string; followeeId: string; active: boolean; revision: number; since: string };

/**
 * The people a person followed last (`_id`: the person), newest first, at most
 * RECENT_FOLLOWS_KEPT, for suggested people; `position`: the last event applied.
 */
export type RecentFollowsDoc = { _id: string; ids: string[]; position: number };

/** A request to follow a private account, there while it waits (`_id`: followKey(followerId, followeeId)). */
export type FollowRequestDoc = { _id: string; followerId: string; followeeId: string; since: string };

/**
 * A block between two people, seen from one side (`_id`: blockKey(userId, otherId)): there while
 * either blocks the other, so that one lookup by id answers "blocked either way". Each block
 * writes both sides.
 */
export type BlockDoc = { _id: string; userId: string; otherId: string; blocking: boolean; blockedBy: boolean; since: string };

/** One person muting another (`_id`: muteKey(muterId, mutedId)), there while it lasts. */
export type MuteDoc = { _id: string; muterId: string; mutedId: string; since: string };

/** A photo or video someone uploaded (its URL the id), kept until their account goes, whatever became of it: erasure deletes them all. */
export type MediaFileDoc = { _id: string; userId: string };
/** An upload handed out by id and not (or no longer) in use, since `since`: thrown away once its window has passed. */
export type PendingUploadDoc = { _id: string; userId: string; since: string };
export type StoryDoc = {
  _id: string;
  userId: string;
  mediaUrl: string;
  /** Absent on stories projected before videos could be stories: photos. */
  mediaType?: 'image' | 'video';
  posterUrl?: string | null;
  createdAt: string;
  expiresAt: string;
};

/** One per (story, viewer) that saw it; kept as long as the story. */
export type StoryViewDoc = {
  _id: string;
  storyId: string;
  viewerId: string;
  authorId: string;
  expiresAt: string;
  /** When the viewer first saw it (absent on marks projected before it was recorded). */
  at?: string;
};

/** Housekeeping of a read model (e.g. when expired stories were last swept), by name. */
export type MarkerDoc = { _id: string; at: string };

/** A post under one of its hashtags (`_id`: tag and post), for the hashtag page's newest-first list. */
export type HashtagPostDoc = { _id: string; tag: string; postId: string; userId: string; createdAt: string };

/** A hashtag (lower-cased, without '#'), how many live posts carry it, and its prefix keys for the hashtag search (searchKeys.ts). */
export type HashtagDoc = { _id: string; postsCount: number; prefixes?: string[] };
/**
 * A post's likes and comments of its last week of them (exploreScore.ts: `lastDay`, `recent`),
 * by people other than its author and the mascot, with the score they add up to and its band,
 * for Explore. `position`: the last event counted, so a redelivered one is skipped.
 */
export type ExplorePostDoc = { _id: string; userId: string; lastDay: number; recent: number[]; score: number; band: number; position: number };

/** One per conversation; `revision` is its stream's, so a replayed event is skipped. */
export type ConversationDoc = {
  _id: string;
  participantIds: string[];
  createdAt: string;
  /** When its last message was sent, else when it started: the conversation list's order. */
  updatedAt: string;
  /** The last message, in scalar fields: the in-memory store updates those without mingo. */
  lastMessageId: string | null;
  lastMessageContent: string | null;
  lastMessageSenderId: string | null;
  revision: number;
};

/**
 * Where a conversation is for one participant: their inbox, their message requests, or neither
 * (deleted by them and nothing new since, or nobody wrote in it yet and they did not start it).
 */
export type ConversationFolder = 'inbox' | 'requests' | 'hidden';

/** A conversation as one participant sees it: how much of it they have read, and where it is. */
export type ConversationMemberDoc = {
  _id: string;
  conversationId: string;
  userId: string;
  otherUserId: string;
  unreadCount: number;
  /** The last message they have read, for 'Seen'. */
  readUpTo: string | null;
  updatedAt: string;
  revision: number;
  folder: ConversationFolder;
  /** A message request they have not accepted: it comes back to their requests, not their inbox, after they delete it. */
  request: boolean;
  /** They deleted the conversation at this revision of its stream: they see only the messages after it. */
  clearedAt: number;
};

/** A person's hidden words (`_id`: the person), as they wrote them. */
export type HiddenWordsDoc = { _id: string; words: string[]; revision: number };

/** `seq` is the message's revision in its conversation's stream: the order and the paging key. */
export type MessageDoc = {
  _id: string;
  conversationId: string;
  senderId: string;
  content: string;
  /** The story it replies to (absent on messages projected before replies to stories). */
  story?: StoryRef | null;
  createdAt: string;
  seq: number;
};
/**
 * A live session: present from its start until it is ended (log out, password change, deletion).
 * `userAgent` and `lastSeenAt` are absent in documents projected before they were kept: unknown,
 * and last seen at its start.
 */
export type SessionDoc = { _id: string; userId: string; startedAt: string; userAgent?: string | null; lastSeenAt?: string };

/**
 * A passkey (`_id`: its passkeyId, the keyed hash of its credential id, so that a sign-in finds it
 * by the id an authenticator presents), with what a sign-in checks: the public key (base64url COSE)
 * and the signature counter. It goes with the passkey's removal or the account.
 */
export type PasskeyDoc = {
  _id: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** The passkey stream's revision last applied: an event delivered again is skipped. */
  revision: number;
};
/** A person with two-factor sign-in on (`_id`: the person; none while off), and how many recovery codes they have left. */
export type TwoFactorDoc = { _id: string; enabledAt: string; recoveryCodesLeft: number; revision: number };

/** The seven daily figures of the admins' Insights tab. */
export const insightMeasures = ['signUps', 'activeUsers', 'posts', 'likes', 'comments', 'messages', 'reports'] as const;
export type InsightMeasure = (typeof insightMeasures)[number];
/** One UTC day's figures (`_id`: YYYY-MM-DD); `position` is the last event counted in it, so a replayed one is skipped. */
export type InsightsDayDoc = { _id: string; position: number } & Partial<Record<InsightMeasure, number>>;
/** How many live posts published on `day` carry `tag` (`_id`: day and tag); `position` as for a day. */
export type InsightsTagDoc = { _id: string; day: string; tag: string; posts: number; position: number };
/** A post's day and hashtags, kept so that its deletion can be taken off them; they go with the account. */
export type InsightsPostDoc = { _id: string; userId: string; day: string; hashtags: string[] };
/**
 * The days a person was active (`_id`: the person), as 'YYYY-MM-DD ' repeated: one small string
 * per person rather than a document per person and day, a twentieth of the memory.
 */
export type InsightsActiveDoc = { _id: string; days: string };

export const collections = {
  users: 'users',
  credentials: 'credentials',
  posts: 'posts',
  postVersions: 'postVersions',
  likes: 'likes',
  follows: 'follows',
  followRequests: 'followRequests',
  recentFollows: 'recentFollows',
  blocks: 'blocks',
  mutes: 'mutes',
  comments: 'comments',
  commentLikes: 'commentLikes',
  saves: 'saves',
  conversations: 'conversations',
  conversationMembers: 'conversationMembers',
  messages: 'messages',
  hiddenWords: 'hiddenWords',
  sessions: 'sessions',
  passkeys: 'passkeys',
  twoFactor: 'twoFactor',
  checkpoints: 'checkpoints',
  stories: 'stories',
  storyViews: 'storyViews',
  markers: 'markers',
  hashtags: 'hashtags',
  hashtagPosts: 'hashtagPosts',
  explorePosts: 'explorePosts',
  insightsDays: 'insightsDays',
  insightsTags: 'insightsTags',
  insightsPosts: 'insightsPosts',
  insightsActive: 'insightsActive',
  mediaFiles: 'mediaFiles',
  pendingUploads: 'pendingUploads',
} as const;

/** A post's items; a document from before albums reads as its one item, unmeasured and undescribed. */
export const mediaOfPost = (doc: Pick<PostDoc, 'media' | 'mediaUrl' | 'mediaType' | 'posterUrl'>): PostMediaDoc[] =>
  doc.media ?? [
    { url: doc.mediaUrl, type: doc.mediaType, posterUrl: doc.posterUrl ?? posterUrlOf(doc.mediaUrl, doc.mediaType), width: null, height: null, alt: '' },
  ];

export const likeKey = (postId: string, userId: string) => `${postId}:${userId}`;
export const postIdOfLike = (key: string) => key.slice(0, key.indexOf(':'));
/** Filters on likes: those of one post (its `postId` index), or of one person (a scan of the like keys: only an account's deletion asks). */
export const likesOfPost = (postId: string) => ({ postId });
export const likesBy = (userId: string) => ({ _id: { $regex: `:${escapeRegex(userId)}$` } });
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
export const commentLikeKey = (commentId: string, userId: string) => `${commentId}:${userId}`;
export const storyViewKey = (storyId: string, viewerId: string) => `${storyId}:${viewerId}`;
export const hashtagPostKey = (tag: string, postId: string) => `${tag}:${postId}`;
export const followKey = (followerId: string, followeeId: string) => `${followerId}:${followeeId}`;
export const blockKey = (userId: string, otherId: string) => `${userId}:${otherId}`;
export const muteKey = (muterId: string, mutedId: string) => `${muterId}:${mutedId}`;
export const saveKey = (postId: string, userId: string) => `${postId}:${userId}`;
export const conversationMemberKey = (conversationId: string, userId: string) => `${conversationId}:${userId}`;
