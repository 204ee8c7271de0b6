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

/** A live session: present from its start until it is ended (log out, password change, deletion). */
export type SessionDoc = { _id: string; userId: string; startedAt: string };

export type CheckpointDoc = { _id: string; position: number };

export const collections = {
  users: 'users',
  credentials: 'credentials',
  posts: 'posts',
  likes: 'likes',
  follows: 'follows',
  sessions: 'sessions',
  checkpoints: 'checkpoints',
} as const;

export const likeKey = (postId: string, userId: string) => `${postId}:${userId}`;
export const followKey = (followerId: string, followeeId: string) => `${followerId}:${followeeId}`;
