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
};

/** The signed-in user's own view of themselves. */
export type MeView = UserView & { email: string; birthDate: string; age: number };

export type PostView = {
  id: string;
  userId: string;
  user: UserView;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  caption: string;
  location: string;
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  createdAt: string;
};

export type Page<T> = { items: { cursor: string; node: T }[]; endCursor: string | null; hasNextPage: boolean };

export type MessageView = { id: string; conversationId: string; senderId: string; content: string; createdAt: string };

/** A conversation as one participant (the viewer) sees it. */
export type ConversationView = {
  id: string;
  otherUser: UserView;
  unreadCount: number;
  lastMessage: MessageView | null;
  updatedAt: string;
  /** The last message the other participant has read, for 'Seen'. */
  otherReadUpTo: string | null;
};

export type MessagePage = { messages: MessageView[]; hasOlder: boolean; olderCursor: string | null };
