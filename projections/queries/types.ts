import type { StoryRef } from '../../domain/events';
import type { Language } from '../../domain/language';
import type { ConversationFolder, PostMediaDoc } from '../readModels';

/** What queries answer: read-model documents shaped for the BFF. */
export type UserView = {
  id: string;
  username: string;
  fullName: string | null;
  bio: string | null;
  avatar: string | null;
  isAdmin: boolean;
  postsCount: number;
  followersCount: number;
  followingCount: number;
  /** A private account's posts, stories and lists are for its approved followers. */
  isPrivate: boolean;
};

/** The signed-in user's own view of themselves. */
/** `language`: chosen in Settings, null for automatic. */
export type MeView = UserView & { email: string; emailVerified: boolean; birthDate: string; age: number; language: Language | null };

export type PostView = {
  id: string;
  userId: string;
  user: UserView;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  posterUrl: string | null;
  /** Its photos and videos in order, the first being `mediaUrl`'s. */
  media: PostMediaDoc[];
  caption: string;
  location: string;
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  isSaved: boolean;
  createdAt: string;
  /** When its author last edited it; null until then. */
  editedAt: string | null;
};

export type CommentView = {
  id: string;
  postId: string;
  /** The top comment it replies to; null for a top comment. */
  parentId: string | null;
  content: string;
  createdAt: string;
  user: UserView;
  /** Replies still shown, whoever wrote them (as the post's commentsCount counts every comment). */
  repliesCount: number;
  likesCount: number;
  isLiked: boolean;
};

/** A post an admin banned, for the moderation screens. */
export type BannedPostView = { post: PostView; reason: string; bannedAt: string; bannedBy: string | null };

export type Page<T> = { items: { cursor: string; node: T }[]; endCursor: string | null; hasNextPage: boolean };

export type MessageView = {
  id: string;
  conversationId: string;
  senderId: string;
  content: string;
  /** The story it replies to, with the media it had then (the conversation shows its thumbnail). */
  story: StoryRef | null;
  createdAt: string;
};

/** A conversation as one participant (the viewer) sees it. */
export type ConversationView = {
  id: string;
  otherUser: UserView;
  unreadCount: number;
  lastMessage: MessageView | null;
  updatedAt: string;
  /** The last message the other participant has read, for 'Seen'. */
  otherReadUpTo: string | null;
  /**
   * Where it is for the viewer (readModels.ts); a request that holds one of their hidden words
   * is 'hidden' to them.
   */
  folder: ConversationFolder;
  /** A message request they have not accepted (in their requests, or deleted from there). */
  isRequest: boolean;
  /** The viewer deleted it at this revision: they see only the messages after it (-1: never). */
  clearedAt: number;
};

export type MessagePage = { messages: MessageView[]; hasOlder: boolean; olderCursor: string | null };
