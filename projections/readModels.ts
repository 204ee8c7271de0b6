/** The read-model documents and the names of their collections. */
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
};

export type CredentialsDoc = { _id: string; usernameLower: string; passwordHash: string };

export type PostDoc = {
  _id: string;
  userId: string;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  caption: string;
  location: string;
  hashtags: string[];
  likesCount: number;
  commentsCount: number;
  createdAt: string;
};

/** One per (post, user) that ever liked; `revision` is the like stream's, so a replayed event is skipped. */
export type LikeDoc = { _id: string; postId: string; userId: string; liked: boolean; revision: number };

export type FollowDoc = { _id: string; followerId: string; followeeId: string; active: boolean; revision: number; since: string };

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

/** A conversation as one participant sees it: how much of it they have read. */
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
};

/** `seq` is the message's revision in its conversation's stream: the order and the paging key. */
export type MessageDoc = { _id: string; conversationId: string; senderId: string; content: string; createdAt: string; seq: number };

export type CheckpointDoc = { _id: string; position: number };

export const collections = {
  users: 'users',
  credentials: 'credentials',
  posts: 'posts',
  likes: 'likes',
  follows: 'follows',
  conversations: 'conversations',
  conversationMembers: 'conversationMembers',
  messages: 'messages',
  checkpoints: 'checkpoints',
} as const;

export const likeKey = (postId: string, userId: string) => `${postId}:${userId}`;
export const followKey = (followerId: string, followeeId: string) => `${followerId}:${followeeId}`;
export const conversationMemberKey = (conversationId: string, userId: string) => `${conversationId}:${userId}`;
