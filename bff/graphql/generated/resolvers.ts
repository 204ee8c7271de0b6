import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserView, MeView, PostView, CommentView, BannedPostView, MessageView, ConversationView } from '../../../projections/queries/types';
import type { StoryView, StoryGroupView } from '../../../projections/queries/storyQueries';
import type { HashtagView } from '../../../projections/queries/hashtagQueries';
import type { ReportView } from '../../../projections/queries/reportQueries';
import type { NotificationView } from '../../../projections/queries/notificationQueries';
import type { SuggestionView } from '../../../projections/queries/suggestionQueries';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
};

export type AccountStatus =
  | 'active'
  | 'banned'
  | 'timed_out';

/** An account as the Accounts tab lists it, with its standing now. */
export type AdminAccount = {
  __typename?: 'AdminAccount';
  avatar?: Maybe<Scalars['String']['output']>;
  bannedAt?: Maybe<Scalars['DateTime']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  status: AccountStatus;
  /** When the running timeout ends; null when none runs. */
  timedOutUntil?: Maybe<Scalars['DateTime']['output']>;
  username: Scalars['String']['output'];
};

/** An appeal as administrators decide it. */
export type AdminAppeal = {
  __typename?: 'AdminAppeal';
  createdAt: Scalars['DateTime']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decidedBy?: Maybe<UserSummary>;
  decision?: Maybe<AppealDecision>;
  id: Scalars['ID']['output'];
  postId?: Maybe<Scalars['ID']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  sanction: SanctionKind;
  sanctionAt?: Maybe<Scalars['DateTime']['output']>;
  sanctionReason: Scalars['String']['output'];
  status: AppealStatus;
  text: Scalars['String']['output'];
  user: UserSummary;
};

export type AdminSignUpInput = {
  /** The admin access code configured on the server (ADMIN_CODE). */
  adminCode: Scalars['String']['input'];
  /** ISO date of birth (the user must be 18 or older). */
  birthDate: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type AdminUser = {
  __typename?: 'AdminUser';
  avatar?: Maybe<Scalars['String']['output']>;
  banned: Scalars['Boolean']['output'];
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  /** When the user's last timeout ends (it may be over). */
  timedOutUntil?: Maybe<Scalars['DateTime']['output']>;
  userId: Scalars['ID']['output'];
  username: Scalars['String']['output'];
};

/** An appeal as the person who filed it sees it: the sanction, their words, the decision and its reason. */
export type Appeal = {
  __typename?: 'Appeal';
  createdAt: Scalars['DateTime']['output'];
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  decision?: Maybe<AppealDecision>;
  id: Scalars['ID']['output'];
  postId?: Maybe<Scalars['ID']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  sanction: SanctionKind;
  sanctionAt?: Maybe<Scalars['DateTime']['output']>;
  sanctionReason: Scalars['String']['output'];
  status: AppealStatus;
  text: Scalars['String']['output'];
};

/** A banned person, who cannot sign in, appeals with their username and password. */
export type AppealBanInput = {
  password: Scalars['String']['input'];
  text: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type AppealDecision =
  | 'overturned'
  | 'upheld';

export type AppealStatus =
  | 'open'
  | 'overturned'
  | 'upheld';

export type AuthPayload = {
  __typename?: 'AuthPayload';
  me: Me;
  /** A signed session token (also set as an httpOnly cookie). */
  token: Scalars['String']['output'];
};

/** Why the person of this (banned) session is banned, and where their appeal stands. */
export type BanNotice = {
  __typename?: 'BanNotice';
  appeal?: Maybe<Appeal>;
  bannedAt?: Maybe<Scalars['DateTime']['output']>;
  reason: Scalars['String']['output'];
};

export type BannedIp = {
  __typename?: 'BannedIp';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  ipAddress: Scalars['String']['output'];
  reason: Scalars['String']['output'];
};

export type BannedPost = {
  __typename?: 'BannedPost';
  bannedAt: Scalars['DateTime']['output'];
  post: Post;
  reason: Scalars['String']['output'];
};

export type BlockResult = {
  __typename?: 'BlockResult';
  blocked: Scalars['Boolean']['output'];
  user: User;
};

export type ChangeEmailInput = {
  email: Scalars['String']['input'];
  /** The account's password, which proves it is the person. */
  password: Scalars['String']['input'];
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  /** At least 6 characters. */
  newPassword: Scalars['String']['input'];
};

export type Comment = {
  __typename?: 'Comment';
  /** Plain text, as written (trimmed); never HTML. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Whether the signed-in viewer likes this comment. */
  isLiked: Scalars['Boolean']['output'];
  likesCount: Scalars['Int']['output'];
  /** The top comment this one replies to (replies are one level deep); null for a top comment. */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The post commented on, with its counts as they are now. */
  post: Post;
  /** Its replies as the viewer may see them, oldest first, paged by cursor; a reply has none. */
  replies: CommentConnection;
  /** How many replies it has (a top comment), whoever wrote them; the list may show fewer (blocked people, hidden words). */
  repliesCount: Scalars['Int']['output'];
  user: User;
};


export type CommentRepliesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CommentConnection = {
  __typename?: 'CommentConnection';
  edges: Array<CommentEdge>;
  pageInfo: PageInfo;
};

export type CommentEdge = {
  __typename?: 'CommentEdge';
  cursor: Scalars['String']['output'];
  node: Comment;
};

export type CommentLikeResult = {
  __typename?: 'CommentLikeResult';
  comment: Comment;
  liked: Scalars['Boolean']['output'];
};

/** A change to one post's comments. */
export type CommentUpdate = {
  __typename?: 'CommentUpdate';
  /** A comment or reply added (a reply carries its parentId). */
  added?: Maybe<Comment>;
  /** A comment removed; a top comment's replies are removed with it, each named. */
  removedId?: Maybe<Scalars['ID']['output']>;
  /** A comment whose likes or replies count changed. */
  updated?: Maybe<Comment>;
};

/** A direct conversation as the signed-in viewer sees it. */
export type Conversation = {
  __typename?: 'Conversation';
  /** False once either participant blocks the other: the conversation stays readable, but nobody can send in it. */
  canSend: Scalars['Boolean']['output'];
  folder: ConversationFolder;
  id: Scalars['ID']['output'];
  /** A message request the viewer has not accepted: Accept and Delete instead of the message box. */
  isRequest: Scalars['Boolean']['output'];
  lastMessage?: Maybe<Message>;
  /** The newest `last` messages before the cursor, oldest first; after the viewer deleted it, only those sent since. */
  messages: MessagePage;
  /** The last message the other participant has read: 'Seen' under it when it is the viewer's. */
  otherReadUpTo?: Maybe<Scalars['ID']['output']>;
  otherUser: User;
  /** Messages from the other participant the viewer has not read yet. */
  unreadCount: Scalars['Int']['output'];
  /** When the last message was sent (or the conversation started). */
  updatedAt: Scalars['DateTime']['output'];
};


/** A direct conversation as the signed-in viewer sees it. */
export type ConversationMessagesArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * Where a conversation is for the viewer: their inbox, their message requests (its first message
 * came from someone they did not follow), or neither (they deleted it and nothing came since,
 * nobody wrote in it yet and they did not start it, or it is a request that holds one of their
 * hidden words).
 */
export type ConversationFolder =
  | 'hidden'
  | 'inbox'
  | 'requests';

/** A change to one of the viewer's conversations; `conversation` is null when it is gone. */
export type ConversationUpdate = {
  __typename?: 'ConversationUpdate';
  conversation?: Maybe<Conversation>;
  id: Scalars['ID']['output'];
  /** How many message requests the viewer has. */
  requestsCount: Scalars['Int']['output'];
  /** The viewer's unread messages over the conversations of their inbox. */
  unreadTotal: Scalars['Int']['output'];
};

export type CreatePostInput = {
  caption?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  /** Up to 10 photos and videos in order, each with its alt text; or give mediaId. */
  media?: InputMaybe<Array<PostMediaInput>>;
  /** Id returned by POST /media for a post of one photo or video; or give media. */
  mediaId?: InputMaybe<Scalars['ID']['input']>;
};

export type DecideAppealInput = {
  appealId: Scalars['ID']['input'];
  decision: AppealDecision;
  reason: Scalars['String']['input'];
};

/** What an edit changes; a field left out stays as it is. */
export type EditPostInput = {
  /** One description per item of the post, in order. */
  alt?: InputMaybe<Array<Scalars['String']['input']>>;
  caption?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
};

/** A change to the viewer's feed: a post by someone they follow was published, or a post left feeds. */
export type FeedUpdate = {
  __typename?: 'FeedUpdate';
  /** Set when a followed user published (or a post was unbanned): the client announces it before showing it. */
  newPost?: Maybe<Post>;
  /** Set when a post was deleted or banned: the client drops it at once. */
  removedPostId?: Maybe<Scalars['ID']['output']>;
};

export type FileAppealInput = {
  /** For a banned post: the post. */
  postId?: InputMaybe<Scalars['ID']['input']>;
  text: Scalars['String']['input'];
};

export type FollowResult = {
  __typename?: 'FollowResult';
  following: Scalars['Boolean']['output'];
  /** True when following a private account asked it (the request waits for its owner's answer). */
  requested: Scalars['Boolean']['output'];
  user: User;
};

/** A hashtag (lower case, without '#') and its posts, newest first. */
export type Hashtag = {
  __typename?: 'Hashtag';
  posts: PostConnection;
  /** Every post that carries the tag, whoever may see it (one figure, the same for everyone): private accounts' and blocked people's posts count, banned and deleted posts do not. The posts themselves go through the visibility policy. */
  postsCount: Scalars['Int']['output'];
  tag: Scalars['String']['output'];
};

/** A hashtag the hashtag search found. */
export type HashtagMatch = {
  __typename?: 'HashtagMatch';
  /** Without '#', lower case. */
  name: Scalars['String']['output'];
  /** Every post that carries the tag, as Hashtag.postsCount counts them. */
  postsCount: Scalars['Int']['output'];
};

/** One thing that happened to a user, post, report or address; entries with an admin make the audit log. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  action: Scalars['String']['output'];
  actor?: Maybe<UserSummary>;
  admin?: Maybe<UserSummary>;
  at: Scalars['DateTime']['output'];
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  targetId: Scalars['ID']['output'];
  targetType: Scalars['String']['output'];
  targetUser?: Maybe<UserSummary>;
};

export type Insights = {
  __typename?: 'Insights';
  /** Every day of the window, oldest first; a day with no activity has zeros. */
  days: Array<InsightsDay>;
  /** First and last UTC day of the window (YYYY-MM-DD). */
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  /** The ten hashtags on most posts published in the window. */
  topHashtags: Array<InsightsHashtag>;
};

/** One UTC day's figures on the admins' Insights tab. */
export type InsightsDay = {
  __typename?: 'InsightsDay';
  /** Distinct people who did anything that day (signed in, posted, liked, commented, messaged, followed...). */
  activeUsers: Scalars['Int']['output'];
  /** Comments added less comments deleted that day. */
  comments: Scalars['Int']['output'];
  /** The UTC day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Likes given less likes taken back that day. */
  likes: Scalars['Int']['output'];
  messages: Scalars['Int']['output'];
  /** Posts published that day and not deleted since. */
  posts: Scalars['Int']['output'];
  reports: Scalars['Int']['output'];
  signUps: Scalars['Int']['output'];
};

export type InsightsHashtag = {
  __typename?: 'InsightsHashtag';
  /** Posts published in the window, and not deleted since, that carry it. */
  posts: Scalars['Int']['output'];
  tag: Scalars['String']['output'];
};

export type LiftAction =
  | 'lift_timeout'
  | 'unban';

export type LikeResult = {
  __typename?: 'LikeResult';
  liked: Scalars['Boolean']['output'];
  post: Post;
};

export type LikerConnection = {
  __typename?: 'LikerConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
};

export type LogInInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/**
 * A sign-in's answer: a session (me and token), or, with two-factor sign-in on, a challenge to
 * answer with a code (logInTwoFactor) and no session yet.
 */
export type LogInPayload = {
  __typename?: 'LogInPayload';
  challenge?: Maybe<Scalars['String']['output']>;
  me?: Maybe<Me>;
  /** A signed session token (also set as an httpOnly cookie); null until the second step. */
  token?: Maybe<Scalars['String']['output']>;
  twoFactorRequired: Scalars['Boolean']['output'];
};

/** The signed-in user: a User plus what only its owner may see. */
export type Me = {
  __typename?: 'Me';
  age: Scalars['Int']['output'];
  avatar?: Maybe<Scalars['String']['output']>;
  bio?: Maybe<Scalars['String']['output']>;
  birthDate: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  /** Whether the person followed the link mailed to their address. */
  emailVerified: Scalars['Boolean']['output'];
  followersCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  isPrivate: Scalars['Boolean']['output'];
  /** The language the person chose for the app and the server's messages: en, es or ar; null for automatic (the browser's, then English). */
  language?: Maybe<Scalars['String']['output']>;
  postsCount: Scalars['Int']['output'];
  /** Two-factor sign-in with an authenticator app (TOTP). */
  twoFactor: TwoFactorStatus;
  username: Scalars['String']['output'];
};

export type MediaType =
  | 'image'
  | 'video';

/** A message in a direct conversation. */
export type Message = {
  __typename?: 'Message';
  content: Scalars['String']['output'];
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  sender: User;
  /** The story this message replies to (sent from the story viewer), or null. */
  story?: Maybe<RepliedStory>;
};

export type MessagePage = {
  __typename?: 'MessagePage';
  hasOlder: Scalars['Boolean']['output'];
  nodes: Array<Message>;
  /** Pass as `before` to load the messages before these. */
  olderCursor?: Maybe<Scalars['String']['output']>;
};

export type ModerateUserInput = {
  action: ModerationAction;
  /** Needed to act on another administrator. */
  adminCode?: InputMaybe<Scalars['String']['input']>;
  /** 5m, 15m, 30m, 1h (default), 6h, 12h, 1d, 3d or 1w; for a timeout. */
  duration?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

export type ModerationAction =
  | 'ban'
  | 'timeout';

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts a message request of the viewer's: it moves to their inbox. CONFLICT for a conversation that is no request of theirs. */
  acceptConversation: Conversation;
  /** A comment, or with parentId a reply to that comment (a reply to a reply answers its top comment). */
  addComment: Comment;
  /** Creates an administrator account; refused (and nothing stored) unless the access code is right. */
  adminSignUp: AuthPayload;
  appealBan: Appeal;
  /** Approves a request to follow the viewer: the person now follows them. Answers the person. */
  approveFollowRequest: User;
  banIp: BannedIp;
  /** Admins only. */
  banPost: Post;
  /** Mails a link to a new address (the email changes once it is followed) and tells the current one; answers the message to show. */
  changeEmail: Scalars['String']['output'];
  /** Changes the signed-in user's password; every other session of theirs ends. */
  changePassword: Scalars['Boolean']['output'];
  /** Changes the named push settings and answers them all (PUT /api/push/settings). */
  changePushSettings: PushSettings;
  /**
   * Changes the viewer's username under sign-up's rules (a taken name is a CONFLICT); the old one is
   * free for anyone afterwards (POST /api/auth/change-username).
   */
  changeUsername: Me;
  createPost: Post;
  decideAppeal: AdminAppeal;
  /** Declines a request to follow the viewer. Answers the person. */
  declineFollowRequest: User;
  /** Deletes the signed-in user's account and everything of theirs, once the password confirms it; every session ends. */
  deleteAccount: Scalars['Boolean']['output'];
  /** The comment's author, the post's author or an admin deletes a comment; answers the post with its new counts. */
  deleteComment: Post;
  /** Deletes the conversation for the viewer only: it leaves their lists with its messages so far, and comes back with the next message. */
  deleteConversation: Scalars['Boolean']['output'];
  /** The author or an admin deletes a post, with its likes, comments, bookmarks and media. */
  deletePost: Scalars['Boolean']['output'];
  /** Deletes one of the viewer's own stories: it leaves every row and viewer at once. */
  deleteStory: Scalars['Boolean']['output'];
  /** Turns two-factor sign-in off; the password confirms it. */
  disableTwoFactor: Scalars['Boolean']['output'];
  /** The author changes a post's caption, location or alt text; answers the post as it now reads. */
  editPost: Post;
  /** Turns two-factor sign-in on with a code of the pending secret; answers the recovery codes. */
  enableTwoFactor: TwoFactorRecoveryCodes;
  /** Ends every session of the viewer's but this one; answers how many ended. */
  endOtherSessions: Scalars['Int']['output'];
  /** Ends one of the viewer's own sessions: its token is refused and its live connections close (DELETE /api/auth/sessions/{id}). */
  endSession: Scalars['Boolean']['output'];
  fileAppeal: Appeal;
  /** Lifts a ban (unban) or a running timeout (lift_timeout). */
  liftSanction: AdminAccount;
  logIn: LogInPayload;
  /** The second step of a sign-in with two-factor sign-in on: a code for the challenge logIn answered. */
  logInTwoFactor: AuthPayload;
  /** Signs in with the passkey's answer (AuthenticationResponseJSON, as JSON text), as logIn does; no second step follows. */
  logInWithPasskey: AuthPayload;
  logOut: Scalars['Boolean']['output'];
  /** Marks every message of the conversation as read by the viewer. */
  markConversationRead: Conversation;
  /** Marks every entry of the viewer's Activity read; answers the unread count, 0. */
  markNotificationsRead: Scalars['Int']['output'];
  markStorySeen: Story;
  moderateUser: AdminUser;
  /**
   * Starts a sign-in with a passkey, signed out: the options for startAuthentication
   * (PublicKeyCredentialRequestOptionsJSON), as JSON text, naming no account.
   */
  passkeyLogInOptions: Scalars['String']['output'];
  /**
   * Starts registering a passkey: the options for @simplewebauthn/browser's startRegistration
   * (PublicKeyCredentialCreationOptionsJSON), as JSON text. Their challenge is good once, for this
   * session, for 5 minutes.
   */
  passkeyRegistrationOptions: Scalars['String']['output'];
  /** Publishes an uploaded photo or video (POST /media) as a story for 24 hours; a video longer than 60 seconds is refused. */
  publishStory: Story;
  /** Records the passkey the browser made from those options. */
  registerPasskey: Passkey;
  /** Removes one of the viewer's passkeys: it signs no one in any more. */
  removePasskey: Scalars['Boolean']['output'];
  /** Replies to a story with a direct message to its author, under the conversations' rules (a message request if they do not follow the viewer). */
  replyToStory: Message;
  /**
   * Mails a link that resets the password of the account using this address, if any; the answer
   * (the message to show) is the same either way.
   */
  requestPasswordReset: Scalars['String']['output'];
  /** Mails a new link to the signed-in person's address; answers the message to show. */
  resendEmailVerification: Scalars['String']['output'];
  /** Sets a new password from a mailed link (once, within an hour) and ends every session of the account; answers the message to show. */
  resetPassword: Scalars['String']['output'];
  /** Sends a message as the viewer. `clientId` (a UUID the client chose) makes a resend a no-op. */
  sendMessage: Message;
  /** Makes the viewer's account private or public; going public approves every waiting request. */
  setAccountPrivacy: Me;
  /** Sets the signed-in user's profile picture to an uploaded image (POST /media). */
  setAvatar: Me;
  /** Replaces the viewer's hidden words (at most 100, each at most 50 characters); answers the list as kept, repeats left out. */
  setHiddenWords: Array<Scalars['String']['output']>;
  /** Sets the viewer's language (en, es, ar, or null for automatic). Answers the viewer. */
  setLanguage: Me;
  setReportStatus: Report;
  /** Tells the other participant whether the viewer is typing (not stored). */
  setTyping: Scalars['Boolean']['output'];
  /** Makes a new secret for the viewer's authenticator app (refused while two-factor sign-in is on). */
  setUpTwoFactor: TwoFactorSetup;
  signUp: AuthPayload;
  /** Starts a conversation with the user, or opens the one the two of you already have. */
  startConversation: Conversation;
  submitReport: Report;
  /** Pushes notifications to this browser for the viewer until their session ends (POST /api/push/subscriptions). */
  subscribeToPush: Scalars['Boolean']['output'];
  /** Blocks the person, or unblocks them. A block ends the follows and follow requests between the two, both ways; unblocking gives none back. */
  toggleBlock: BlockResult;
  /** Likes the comment, or takes the like back. */
  toggleCommentLike: CommentLikeResult;
  /** Follows the person, or stops; a private account is asked first (again: the request is withdrawn). */
  toggleFollow: FollowResult;
  toggleLike: LikeResult;
  /** Mutes the person, or unmutes them; they are not told. */
  toggleMute: MuteResult;
  toggleSave: SaveResult;
  unbanIp: Scalars['Boolean']['output'];
  /** Admins only. */
  unbanPost: Post;
  /** Stops pushing to this browser: one of the viewer's own subscriptions (DELETE /api/push/subscriptions). */
  unsubscribeFromPush: Scalars['Boolean']['output'];
  /** Edits the signed-in user's own profile. */
  updateProfile: Me;
  /** Follows a mailed link: verifies the account's address, or makes a new address the account's. */
  verifyEmail: VerifyEmailResult;
};


export type MutationAcceptConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


export type MutationAddCommentArgs = {
  content: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
  postId: Scalars['ID']['input'];
};


export type MutationAdminSignUpArgs = {
  input: AdminSignUpInput;
};


export type MutationAppealBanArgs = {
  input: AppealBanInput;
};


export type MutationApproveFollowRequestArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationBanIpArgs = {
  ipAddress: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationBanPostArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangeEmailArgs = {
  input: ChangeEmailInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangePushSettingsArgs = {
  input: PushSettingsInput;
};


export type MutationChangeUsernameArgs = {
  username: Scalars['String']['input'];
};


export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


export type MutationDecideAppealArgs = {
  input: DecideAppealInput;
};


export type MutationDeclineFollowRequestArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteCommentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteConversationArgs = {
  conversationId: Scalars['ID']['input'];
};


export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableTwoFactorArgs = {
  password: Scalars['String']['input'];
};


export type MutationEditPostArgs = {
  id: Scalars['ID']['input'];
  input: EditPostInput;
};


export type MutationEnableTwoFactorArgs = {
  code: Scalars['String']['input'];
};


export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFileAppealArgs = {
  input: FileAppealInput;
};


export type MutationLiftSanctionArgs = {
  action: LiftAction;
  reason?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationLogInArgs = {
  input: LogInInput;
};


export type MutationLogInTwoFactorArgs = {
  input: TwoFactorLogInInput;
};


export type MutationLogInWithPasskeyArgs = {
  response: Scalars['String']['input'];
};


export type MutationMarkConversationReadArgs = {
  conversationId: Scalars['ID']['input'];
};


export type MutationMarkStorySeenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationModerateUserArgs = {
  input: ModerateUserInput;
};


export type MutationPublishStoryArgs = {
  mediaId: Scalars['ID']['input'];
};


export type MutationRegisterPasskeyArgs = {
  input: RegisterPasskeyInput;
};


export type MutationRemovePasskeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReplyToStoryArgs = {
  content: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSendMessageArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  conversationId: Scalars['ID']['input'];
};


export type MutationSetAccountPrivacyArgs = {
  isPrivate: Scalars['Boolean']['input'];
};


export type MutationSetAvatarArgs = {
  mediaId: Scalars['ID']['input'];
};


export type MutationSetHiddenWordsArgs = {
  words: Array<Scalars['String']['input']>;
};


export type MutationSetLanguageArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetReportStatusArgs = {
  reportId: Scalars['ID']['input'];
  status: ReportStatus;
};


export type MutationSetTypingArgs = {
  conversationId: Scalars['ID']['input'];
  typing: Scalars['Boolean']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationStartConversationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationSubmitReportArgs = {
  input: SubmitReportInput;
};


export type MutationSubscribeToPushArgs = {
  input: PushSubscriptionInput;
};


export type MutationToggleBlockArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationToggleCommentLikeArgs = {
  commentId: Scalars['ID']['input'];
};


export type MutationToggleFollowArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationToggleLikeArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationToggleMuteArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationToggleSaveArgs = {
  postId: Scalars['ID']['input'];
};


export type MutationUnbanIpArgs = {
  ip: Scalars['String']['input'];
};


export type MutationUnbanPostArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUnsubscribeFromPushArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

export type MuteResult = {
  __typename?: 'MuteResult';
  muted: Scalars['Boolean']['output'];
  user: User;
};

/** A report as its reporter follows it. */
export type MyReport = {
  __typename?: 'MyReport';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  status: ReportStatus;
  statusHistory: Array<ReportStatusChange>;
  target?: Maybe<MyReportTarget>;
};

/** What one's own report named: content (with its author's username) or a person. */
export type MyReportTarget = {
  __typename?: 'MyReportTarget';
  id: Scalars['ID']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  type: ReportTargetType;
  username?: Maybe<Scalars['String']['output']>;
};

/** One entry of the viewer's Activity; likes of one post (or comment) within a day are one entry. */
export type Notification = {
  __typename?: 'Notification';
  /** The most recent people it is about that the viewer may see, the first `first` of them (at most 3); none for report_update and appeal_decision. */
  actors: Array<User>;
  /** How many people it is about: 'alice and 3 others' for 4. */
  actorsCount: Scalars['Int']['output'];
  /** The comment it is about (comment, reply, mention in a comment, comment_like). */
  comment?: Maybe<NotificationComment>;
  /** When the latest of its people acted. */
  createdAt: Scalars['DateTime']['output'];
  /** report_update: the report's status now (reviewed, resolved); appeal_decision: the decision (upheld, overturned). */
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The post it is about, when there is one. */
  post?: Maybe<Post>;
  read: Scalars['Boolean']['output'];
  type: NotificationType;
};


/** One entry of the viewer's Activity; likes of one post (or comment) within a day are one entry. */
export type NotificationActorsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A comment as an Activity entry quotes it. */
export type NotificationComment = {
  __typename?: 'NotificationComment';
  /** Plain text, as written; never HTML. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  edges: Array<NotificationEdge>;
  pageInfo: PageInfo;
};

export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  cursor: Scalars['String']['output'];
  node: Notification;
};

/** What an Activity entry tells. */
export type NotificationType =
  | 'appeal_decision'
  | 'comment'
  | 'comment_like'
  | 'follow'
  | 'follow_accept'
  | 'follow_request'
  | 'like'
  | 'mention'
  | 'reply'
  | 'report_update';

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

/** A passkey that signs its owner in (a WebAuthn credential), as they see it in settings. */
export type Passkey = {
  __typename?: 'Passkey';
  createdAt: Scalars['DateTime']['output'];
  /** A keyed hash of the credential id: the id to remove it by. */
  id: Scalars['ID']['output'];
  /** Its latest sign-in; null before the first. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
};

export type Post = {
  __typename?: 'Post';
  caption?: Maybe<Scalars['String']['output']>;
  /** The post's top comments (their replies are Comment.replies), oldest first (newest last), paged by cursor. */
  comments: CommentConnection;
  /** Every comment, replies included. */
  commentsCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** When its author last edited it; null until then. */
  editedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Its versions, oldest first: the first as published (its editedAt the publish time), then each edit. */
  history: Array<PostVersion>;
  id: Scalars['ID']['output'];
  isLiked: Scalars['Boolean']['output'];
  /** Whether the signed-in viewer bookmarked this post. */
  isSaved: Scalars['Boolean']['output'];
  /** The people who like the post, the latest like first, as the viewer may see them (blocked and banned people left out). */
  likers: LikerConnection;
  likesCount: Scalars['Int']['output'];
  location?: Maybe<Scalars['String']['output']>;
  /** Its photos and videos in order (an album has up to 10); the first is mediaUrl's. */
  media: Array<PostMedia>;
  mediaType: MediaType;
  mediaUrl: Scalars['String']['output'];
  /** A video's poster frame (JPEG), for grids and before playback; null for photos. */
  posterUrl?: Maybe<Scalars['String']['output']>;
  user: User;
};


export type PostCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type PostLikersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type PostConnection = {
  __typename?: 'PostConnection';
  edges: Array<PostEdge>;
  pageInfo: PageInfo;
};

export type PostEdge = {
  __typename?: 'PostEdge';
  cursor: Scalars['String']['output'];
  node: Post;
};

/** One photo or video of a post, in the album's order. */
export type PostMedia = {
  __typename?: 'PostMedia';
  /** What it shows, for people who cannot see it; empty when the author wrote none. */
  alt: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  /** A video's poster frame (JPEG); null for photos. */
  posterUrl?: Maybe<Scalars['String']['output']>;
  type: MediaType;
  url: Scalars['String']['output'];
  /** Its size in pixels as shown, to reserve its place before it loads; null for posts from before sizes were recorded. */
  width?: Maybe<Scalars['Int']['output']>;
};

export type PostMediaInput = {
  /** At most 1,000 characters; empty or absent for none. */
  alt?: InputMaybe<Scalars['String']['input']>;
  /** Id returned by POST /media for the uploaded photo or video. */
  mediaId: Scalars['ID']['input'];
};

/** One version of a post's words. */
export type PostVersion = {
  __typename?: 'PostVersion';
  caption: Scalars['String']['output'];
  editedAt: Scalars['DateTime']['output'];
  location: Scalars['String']['output'];
};

/** Which notifications the viewer wants pushed to their browsers; all on until changed. */
export type PushSettings = {
  __typename?: 'PushSettings';
  /** Comments on their posts and replies to their comments. */
  comments: Scalars['Boolean']['output'];
  /** New followers, follow requests and accepted requests. */
  follows: Scalars['Boolean']['output'];
  /** Likes of their posts and comments. */
  likes: Scalars['Boolean']['output'];
  /** Mentions in posts, comments and bios. */
  mentions: Scalars['Boolean']['output'];
  /** Direct messages, when the chat is not open. */
  messages: Scalars['Boolean']['output'];
};

/** Any of the settings; those left out stay as they are. */
export type PushSettingsInput = {
  comments?: InputMaybe<Scalars['Boolean']['input']>;
  follows?: InputMaybe<Scalars['Boolean']['input']>;
  likes?: InputMaybe<Scalars['Boolean']['input']>;
  mentions?: InputMaybe<Scalars['Boolean']['input']>;
  messages?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A browser's PushSubscription, as `PushSubscription.toJSON()` gives it. */
export type PushSubscriptionInput = {
  /** The browser's 16-byte auth secret (base64url). */
  auth: Scalars['String']['input'];
  /** The push service's https address for this browser. */
  endpoint: Scalars['String']['input'];
  /** The browser's P-256 public key (base64url). */
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** Why this session's person is banned; null when they are not. */
  accountBan?: Maybe<BanNotice>;
  /** Accounts whose username or full name contains q (all when empty), for administrators. */
  adminAccounts: Array<AdminAccount>;
  /** Every appeal, open ones first, for administrators. */
  adminAppeals: Array<AdminAppeal>;
  /** Every user, for administrators. */
  adminUsers: Array<AdminUser>;
  /** Administrators' actions, newest first. */
  auditLog: Array<HistoryEntry>;
  bannedIps: Array<BannedIp>;
  /** Admins only: every banned post, most recently banned first. */
  bannedPosts: Array<BannedPost>;
  /** The people the viewer blocked, most recent first. */
  blockedUsers: Array<User>;
  /** A comment as the viewer may see it (its post too); null otherwise. */
  comment?: Maybe<Comment>;
  /** A post's top comments, as Post.comments. */
  comments: CommentConnection;
  /** A conversation of the viewer's, wherever it is for them; anyone else gets NOT_FOUND. */
  conversation: Conversation;
  /** The viewer's message requests, newest first (but those that hold one of their hidden words). */
  conversationRequests: Array<Conversation>;
  /** How many message requests the viewer has. */
  conversationRequestsCount: Scalars['Int']['output'];
  /** The viewer's inbox: their conversations but message requests and deleted ones, the one with the newest message first. */
  conversations: Array<Conversation>;
  /** Posts of people the viewer does not follow, best recent engagement first: likes and comments of the last 7 days, each weighted 0.5^(age in days / 2). Paged by an opaque cursor (a cursor that is not one is refused: BAD_USER_INPUT). */
  explore: PostConnection;
  /** The viewer's own posts and those of the people they follow, newest first. */
  feed: PostConnection;
  /** The people waiting for the viewer to answer their request to follow, most recent first. */
  followRequests: Array<User>;
  /** A hashtag's page; an unknown hashtag has no posts. */
  hashtag: Hashtag;
  /**
   * The viewer's hidden words and phrases: comments on their posts that hold one are shown to their
   * author only, and message requests that hold one are left out of the viewer's requests.
   */
  hiddenWords: Array<Scalars['String']['output']>;
  /** Daily activity over the last `days` UTC days, today included (1 to 365); administrators only. */
  insights: Insights;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<Me>;
  /** The viewer's appeals (a banned session's too), newest first. */
  myAppeals: Array<Appeal>;
  /** The viewer's own banned posts, to appeal. */
  myBannedPosts: Array<BannedPost>;
  /** The viewer's own reports, newest first. */
  myReports: Array<MyReport>;
  /** The viewer's Activity, newest first, paged by cursor. */
  notifications: NotificationConnection;
  /** The viewer's passkeys, the oldest first. */
  passkeys: Array<Passkey>;
  post?: Maybe<Post>;
  /** The server's VAPID public key (base64url), to subscribe with (GET /api/push/public-key). */
  pushPublicKey: Scalars['String']['output'];
  /** The viewer's push settings (GET /api/push/settings). */
  pushSettings: PushSettings;
  reports: Array<Report>;
  /** The signed-in viewer's bookmarked posts, most recently saved first. */
  savedPosts: PostConnection;
  /** Hashtags that start with the text (a leading '#' aside, case-insensitive), most used first; at most 20. Text no hashtag could start with is refused (BAD_USER_INPUT). */
  searchHashtags: Array<HashtagMatch>;
  /** Posts whose author's username, caption or location contains the text (case-insensitive, literal), newest first. At most 100 characters. */
  searchPosts: PostConnection;
  /** People whose username or full name matches the text (case-insensitive, literal), the viewer excluded. */
  searchUsers: Array<User>;
  /** Where the viewer is signed in: their live sessions, newest first (GET /api/auth/sessions). */
  sessions: Array<Session>;
  /** The live stories of the viewer and the people they follow: the viewer's own group first, then unseen ones. */
  stories: Array<StoryGroup>;
  /** Who saw one of the viewer's own stories, most recent first; others' stories are refused. */
  storyViewers: Array<User>;
  /** Up to 30 people the viewer does not follow nor asked to follow, best first: those followed by the most of the people the viewer follows, then the most followed accounts. Nobody blocked either way, no banned person. */
  suggestedUsers: Array<SuggestedUser>;
  /** Everything that happened to one user, post, report or address, oldest first. */
  timeline: Array<HistoryEntry>;
  /** The viewer's unread messages over the conversations of their inbox (message requests are not counted). */
  unreadMessagesCount: Scalars['Int']['output'];
  /** How many of the viewer's Activity entries are unread. */
  unreadNotificationsCount: Scalars['Int']['output'];
  user?: Maybe<User>;
  /** The person who holds this username (any case), as a mention names them; null when nobody does or either blocks the other. */
  userByUsername?: Maybe<User>;
};


export type QueryAdminAccountsArgs = {
  q?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAuditLogArgs = {
  action?: InputMaybe<Scalars['String']['input']>;
  adminId?: InputMaybe<Scalars['ID']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  targetId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCommentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  postId: Scalars['ID']['input'];
};


export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryExploreArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHashtagArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  tag: Scalars['String']['input'];
};


export type QueryInsightsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySavedPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchHashtagsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySearchPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySearchUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryStoryViewersArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySuggestedUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTimelineArgs = {
  targetId: Scalars['ID']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserByUsernameArgs = {
  username: Scalars['String']['input'];
};

export type RegisterPasskeyInput = {
  /** How the passkey is listed ('Chrome on Android'); 'Passkey' when empty. At most 64 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** What @simplewebauthn/browser's startRegistration answered (RegistrationResponseJSON), as JSON text. */
  response: Scalars['String']['input'];
};

/** The story a direct message replies to, as the viewer may see it now. */
export type RepliedStory = {
  __typename?: 'RepliedStory';
  /** Whether the story can still be seen (neither expired nor deleted, and its author visible to the viewer); if not, the thread says it is no longer available. */
  available: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  mediaType: MediaType;
  /** The story's photo or video while it is available, else null. */
  mediaUrl?: Maybe<Scalars['String']['output']>;
  /** A video's first frame while it is available (null for photos): the thumbnail to show. */
  posterUrl?: Maybe<Scalars['String']['output']>;
};

export type Report = {
  __typename?: 'Report';
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The screenshot, if one was attached. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  reportedUser?: Maybe<UserSummary>;
  reportedUserId?: Maybe<Scalars['ID']['output']>;
  reporter: UserSummary;
  /** The id's last 8 characters, as the Reports tab shows it. */
  shortId: Scalars['String']['output'];
  status: ReportStatus;
  statusHistory: Array<ReportStatusChange>;
  /** The reported content as it was when reported, whatever became of it since. */
  target?: Maybe<ReportedContent>;
  userId: Scalars['ID']['output'];
};

export type ReportStatus =
  | 'pending'
  | 'resolved'
  | 'reviewed';

export type ReportStatusChange = {
  __typename?: 'ReportStatusChange';
  at: Scalars['DateTime']['output'];
  status: ReportStatus;
};

export type ReportTargetType =
  | 'comment'
  | 'message'
  | 'post'
  | 'story'
  | 'user';

/** A post, comment, message or story as it was when reported (only administrators see it). */
export type ReportedContent = {
  __typename?: 'ReportedContent';
  author?: Maybe<UserSummary>;
  id: Scalars['ID']['output'];
  mediaUrl?: Maybe<Scalars['String']['output']>;
  /** The post a comment is under, the conversation a message is in. */
  parentId?: Maybe<Scalars['ID']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  type: ReportTargetType;
};

export type ResetPasswordInput = {
  /** Sign-up's rules: at least 6 characters. */
  newPassword: Scalars['String']['input'];
  /** The token of the link mailed by requestPasswordReset. */
  token: Scalars['String']['input'];
};

export type SanctionKind =
  | 'ban'
  | 'post_ban'
  | 'timeout';

export type SaveResult = {
  __typename?: 'SaveResult';
  post: Post;
  saved: Scalars['Boolean']['output'];
};

/** One of the signed-in person's live sessions: a browser or app they signed in from. */
export type Session = {
  __typename?: 'Session';
  createdAt: Scalars['DateTime']['output'];
  /** Whether it is the session this request was made with. */
  current: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** When it was last used, to within ten minutes (its start until then). */
  lastSeenAt: Scalars['DateTime']['output'];
  /** The User-Agent it was started with; null when unknown. */
  userAgent?: Maybe<Scalars['String']['output']>;
};

export type SignUpInput = {
  /** ISO date of birth (the user must be 18 or older). */
  birthDate: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type Story = {
  __typename?: 'Story';
  createdAt: Scalars['DateTime']['output'];
  /** When it stops showing: 24 hours after it was posted. */
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** A photo, or a video of at most 60 seconds. */
  mediaType: MediaType;
  mediaUrl: Scalars['String']['output'];
  /** A video's first frame (null for photos). */
  posterUrl?: Maybe<Scalars['String']['output']>;
  /** Whether the signed-in viewer has seen it. */
  seen: Scalars['Boolean']['output'];
  user: User;
  /** How many people saw it ('Seen by 12'): for its author only, null to others. */
  viewersCount?: Maybe<Scalars['Int']['output']>;
};

/** One person's live stories, oldest first. */
export type StoryGroup = {
  __typename?: 'StoryGroup';
  hasUnseen: Scalars['Boolean']['output'];
  stories: Array<Story>;
  user: User;
};

export type SubmitReportInput = {
  commentId?: InputMaybe<Scalars['ID']['input']>;
  /** Id returned by POST /media for the screenshot. */
  mediaId?: InputMaybe<Scalars['ID']['input']>;
  messageId?: InputMaybe<Scalars['ID']['input']>;
  postId?: InputMaybe<Scalars['ID']['input']>;
  /** The person reported; the reported content's author when not given. */
  reportedUserId?: InputMaybe<Scalars['ID']['input']>;
  storyId?: InputMaybe<Scalars['ID']['input']>;
  text: Scalars['String']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Comments added to or removed from a post, live (signed in only). */
  commentsChanged: CommentUpdate;
  /** Any change to the viewer's conversations: a new one, a message, a read mark, an accepted or deleted one. */
  conversationUpdated: ConversationUpdate;
  /** New posts from the people the viewer follows, and posts leaving feeds. */
  feedUpdated: FeedUpdate;
  /** Fires (at most every 2 seconds) when the Insights figures change; administrators only. */
  insightsChanged: Scalars['Boolean']['output'];
  /** New messages of one of the viewer's conversations. */
  messageAdded: Message;
  /** Emits a post whenever its likes or comments change, or its author edits it (signed in only; at most 200 ids). */
  postChanged: Post;
  /** The id of each story deleted from now on (signed in only): a client drops it if it shows it, and ignores it otherwise. */
  storyDeleted: Scalars['ID']['output'];
  /** The other participant started or stopped typing. */
  typing: TypingSignal;
  /** The viewer's unread Activity count, each time it changes. */
  unreadNotificationsCount: Scalars['Int']['output'];
};


export type SubscriptionCommentsChangedArgs = {
  postId: Scalars['ID']['input'];
};


export type SubscriptionMessageAddedArgs = {
  conversationId: Scalars['ID']['input'];
};


export type SubscriptionPostChangedArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type SubscriptionTypingArgs = {
  conversationId: Scalars['ID']['input'];
};

/** Someone the viewer might follow, and why. */
export type SuggestedUser = {
  __typename?: 'SuggestedUser';
  /** Up to 2 of the people the viewer follows who follow this person, the most recent follow first ('Followed by alice + 2 more'). */
  followedBy: Array<User>;
  /** How many of the people the viewer follows follow this person, counted over the most recent follows of the 100 people the viewer followed last; 0 for a popular account that fills the list up. */
  followedByCount: Scalars['Int']['output'];
  user: User;
};

export type TwoFactorLogInInput = {
  /** The challenge that logIn answered (valid for 5 minutes, once). */
  challenge: Scalars['String']['input'];
  /** A 6-digit code from the authenticator app, or a recovery code. */
  code: Scalars['String']['input'];
};

export type TwoFactorRecoveryCodes = {
  __typename?: 'TwoFactorRecoveryCodes';
  /** 10 single-use codes that sign in without the app; shown this once. */
  recoveryCodes: Array<Scalars['String']['output']>;
};

/** A new TOTP secret, pending until a code of it turns two-factor sign-in on. */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  /** The otpauth:// address the QR code carries. */
  otpauthUrl: Scalars['String']['output'];
  /** The secret (base32), for typing into an authenticator app. */
  secret: Scalars['String']['output'];
};

/** Where the viewer's two-factor sign-in stands. */
export type TwoFactorStatus = {
  __typename?: 'TwoFactorStatus';
  enabled: Scalars['Boolean']['output'];
  /** Recovery codes not used yet; null while it is off. */
  recoveryCodesLeft?: Maybe<Scalars['Int']['output']>;
};

export type TypingSignal = {
  __typename?: 'TypingSignal';
  conversationId: Scalars['ID']['output'];
  typing: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
};

export type UpdateProfileInput = {
  /** Id returned by POST /media for a new profile picture (an image). */
  avatarMediaId?: InputMaybe<Scalars['ID']['input']>;
  /** At most 150 characters. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Required, at most 50 characters. */
  fullName: Scalars['String']['input'];
};

export type User = {
  __typename?: 'User';
  avatar?: Maybe<Scalars['String']['output']>;
  bio?: Maybe<Scalars['String']['output']>;
  /** Whether the viewer may see this account's posts, stories and lists: false for a private account the viewer does not follow. */
  canSeeContent: Scalars['Boolean']['output'];
  /** People who follow this user, most recent first; `filter` matches username, full name or bio across all of them. Empty when canSeeContent is false. */
  followers: UserConnection;
  followersCount: Scalars['Int']['output'];
  /** People this user follows, most recent first; `filter` as for followers. */
  following: UserConnection;
  followingCount: Scalars['Int']['output'];
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  /** Whether the signed-in viewer blocks this person. */
  isBlockedByMe: Scalars['Boolean']['output'];
  /** Whether the signed-in viewer follows this user. */
  isFollowedByMe: Scalars['Boolean']['output'];
  /** The mascot account, which comments on new posts (shown with a 'mascot' badge). */
  isMascot: Scalars['Boolean']['output'];
  /** Whether the signed-in viewer muted this person (their posts and stories stay out of the viewer's feed and stories row). */
  isMutedByMe: Scalars['Boolean']['output'];
  /** A private account's posts, stories and lists are for its approved followers. */
  isPrivate: Scalars['Boolean']['output'];
  /** Whether the signed-in viewer asked to follow this private account and waits for an answer. */
  isRequestedByMe: Scalars['Boolean']['output'];
  /** This person's posts, newest first (the profile grid). */
  posts: PostConnection;
  postsCount: Scalars['Int']['output'];
  username: Scalars['String']['output'];
};


export type UserFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserFollowingArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type UserPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type UserConnection = {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  pageInfo: PageInfo;
  /** How many people the whole list (after the filter) holds. */
  totalCount: Scalars['Int']['output'];
};

export type UserEdge = {
  __typename?: 'UserEdge';
  cursor: Scalars['String']['output'];
  node: User;
};

/** A person as admin screens name them; an account that is gone is a deleted user. */
export type UserSummary = {
  __typename?: 'UserSummary';
  avatar?: Maybe<Scalars['String']['output']>;
  deleted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  username: Scalars['String']['output'];
};

export type VerifyEmailResult = {
  __typename?: 'VerifyEmailResult';
  /** True when the link moved the account to a new address. */
  emailChanged: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountStatus: AccountStatus;
  AdminAccount: ResolverTypeWrapper<AdminAccount>;
  AdminAppeal: ResolverTypeWrapper<AdminAppeal>;
  AdminSignUpInput: AdminSignUpInput;
  AdminUser: ResolverTypeWrapper<AdminUser>;
  Appeal: ResolverTypeWrapper<Appeal>;
  AppealBanInput: AppealBanInput;
  AppealDecision: AppealDecision;
  AppealStatus: AppealStatus;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'me'> & { me: ResolversTypes['Me'] }>;
  BanNotice: ResolverTypeWrapper<BanNotice>;
  BannedIp: ResolverTypeWrapper<BannedIp>;
  BannedPost: ResolverTypeWrapper<BannedPostView>;
  BlockResult: ResolverTypeWrapper<Omit<BlockResult, 'user'> & { user: ResolversTypes['User'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  Comment: ResolverTypeWrapper<CommentView>;
  CommentConnection: ResolverTypeWrapper<Omit<CommentConnection, 'edges'> & { edges: Array<ResolversTypes['CommentEdge']> }>;
  CommentEdge: ResolverTypeWrapper<Omit<CommentEdge, 'node'> & { node: ResolversTypes['Comment'] }>;
  CommentLikeResult: ResolverTypeWrapper<Omit<CommentLikeResult, 'comment'> & { comment: ResolversTypes['Comment'] }>;
  CommentUpdate: ResolverTypeWrapper<Omit<CommentUpdate, 'added' | 'updated'> & { added?: Maybe<ResolversTypes['Comment']>, updated?: Maybe<ResolversTypes['Comment']> }>;
  Conversation: ResolverTypeWrapper<ConversationView>;
  ConversationFolder: ConversationFolder;
  ConversationUpdate: ResolverTypeWrapper<Omit<ConversationUpdate, 'conversation'> & { conversation?: Maybe<ResolversTypes['Conversation']> }>;
  CreatePostInput: CreatePostInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DecideAppealInput: DecideAppealInput;
  EditPostInput: EditPostInput;
  FeedUpdate: ResolverTypeWrapper<Omit<FeedUpdate, 'newPost'> & { newPost?: Maybe<ResolversTypes['Post']> }>;
  FileAppealInput: FileAppealInput;
  FollowResult: ResolverTypeWrapper<Omit<FollowResult, 'user'> & { user: ResolversTypes['User'] }>;
  Hashtag: ResolverTypeWrapper<HashtagView>;
  HashtagMatch: ResolverTypeWrapper<HashtagMatch>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntry>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Insights: ResolverTypeWrapper<Insights>;
  InsightsDay: ResolverTypeWrapper<InsightsDay>;
  InsightsHashtag: ResolverTypeWrapper<InsightsHashtag>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LiftAction: LiftAction;
  LikeResult: ResolverTypeWrapper<Omit<LikeResult, 'post'> & { post: ResolversTypes['Post'] }>;
  LikerConnection: ResolverTypeWrapper<Omit<LikerConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  LogInInput: LogInInput;
  LogInPayload: ResolverTypeWrapper<Omit<LogInPayload, 'me'> & { me?: Maybe<ResolversTypes['Me']> }>;
  Me: ResolverTypeWrapper<MeView>;
  MediaType: MediaType;
  Message: ResolverTypeWrapper<MessageView>;
  MessagePage: ResolverTypeWrapper<Omit<MessagePage, 'nodes'> & { nodes: Array<ResolversTypes['Message']> }>;
  ModerateUserInput: ModerateUserInput;
  ModerationAction: ModerationAction;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MuteResult: ResolverTypeWrapper<Omit<MuteResult, 'user'> & { user: ResolversTypes['User'] }>;
  MyReport: ResolverTypeWrapper<MyReport>;
  MyReportTarget: ResolverTypeWrapper<MyReportTarget>;
  Notification: ResolverTypeWrapper<NotificationView>;
  NotificationComment: ResolverTypeWrapper<NotificationComment>;
  NotificationConnection: ResolverTypeWrapper<Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversTypes['NotificationEdge']> }>;
  NotificationEdge: ResolverTypeWrapper<Omit<NotificationEdge, 'node'> & { node: ResolversTypes['Notification'] }>;
  NotificationType: NotificationType;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Passkey: ResolverTypeWrapper<Passkey>;
  Post: ResolverTypeWrapper<PostView>;
  PostConnection: ResolverTypeWrapper<Omit<PostConnection, 'edges'> & { edges: Array<ResolversTypes['PostEdge']> }>;
  PostEdge: ResolverTypeWrapper<Omit<PostEdge, 'node'> & { node: ResolversTypes['Post'] }>;
  PostMedia: ResolverTypeWrapper<PostMedia>;
  PostMediaInput: PostMediaInput;
  PostVersion: ResolverTypeWrapper<PostVersion>;
  PushSettings: ResolverTypeWrapper<PushSettings>;
  PushSettingsInput: PushSettingsInput;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterPasskeyInput: RegisterPasskeyInput;
  RepliedStory: ResolverTypeWrapper<RepliedStory>;
  Report: ResolverTypeWrapper<ReportView>;
  ReportStatus: ReportStatus;
  ReportStatusChange: ResolverTypeWrapper<ReportStatusChange>;
  ReportTargetType: ReportTargetType;
  ReportedContent: ResolverTypeWrapper<ReportedContent>;
  ResetPasswordInput: ResetPasswordInput;
  SanctionKind: SanctionKind;
  SaveResult: ResolverTypeWrapper<Omit<SaveResult, 'post'> & { post: ResolversTypes['Post'] }>;
  Session: ResolverTypeWrapper<Session>;
  SignUpInput: SignUpInput;
  Story: ResolverTypeWrapper<StoryView>;
  StoryGroup: ResolverTypeWrapper<StoryGroupView>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitReportInput: SubmitReportInput;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SuggestedUser: ResolverTypeWrapper<SuggestionView>;
  TwoFactorLogInInput: TwoFactorLogInInput;
  TwoFactorRecoveryCodes: ResolverTypeWrapper<TwoFactorRecoveryCodes>;
  TwoFactorSetup: ResolverTypeWrapper<TwoFactorSetup>;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  TypingSignal: ResolverTypeWrapper<TypingSignal>;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<UserView>;
  UserConnection: ResolverTypeWrapper<Omit<UserConnection, 'edges'> & { edges: Array<ResolversTypes['UserEdge']> }>;
  UserEdge: ResolverTypeWrapper<Omit<UserEdge, 'node'> & { node: ResolversTypes['User'] }>;
  UserSummary: ResolverTypeWrapper<UserSummary>;
  VerifyEmailResult: ResolverTypeWrapper<VerifyEmailResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminAccount: AdminAccount;
  AdminAppeal: AdminAppeal;
  AdminSignUpInput: AdminSignUpInput;
  AdminUser: AdminUser;
  Appeal: Appeal;
  AppealBanInput: AppealBanInput;
  AuthPayload: Omit<AuthPayload, 'me'> & { me: ResolversParentTypes['Me'] };
  BanNotice: BanNotice;
  BannedIp: BannedIp;
  BannedPost: BannedPostView;
  BlockResult: Omit<BlockResult, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  Comment: CommentView;
  CommentConnection: Omit<CommentConnection, 'edges'> & { edges: Array<ResolversParentTypes['CommentEdge']> };
  CommentEdge: Omit<CommentEdge, 'node'> & { node: ResolversParentTypes['Comment'] };
  CommentLikeResult: Omit<CommentLikeResult, 'comment'> & { comment: ResolversParentTypes['Comment'] };
  CommentUpdate: Omit<CommentUpdate, 'added' | 'updated'> & { added?: Maybe<ResolversParentTypes['Comment']>, updated?: Maybe<ResolversParentTypes['Comment']> };
  Conversation: ConversationView;
  ConversationUpdate: Omit<ConversationUpdate, 'conversation'> & { conversation?: Maybe<ResolversParentTypes['Conversation']> };
  CreatePostInput: CreatePostInput;
  DateTime: Scalars['DateTime']['output'];
  DecideAppealInput: DecideAppealInput;
  EditPostInput: EditPostInput;
  FeedUpdate: Omit<FeedUpdate, 'newPost'> & { newPost?: Maybe<ResolversParentTypes['Post']> };
  FileAppealInput: FileAppealInput;
  FollowResult: Omit<FollowResult, 'user'> & { user: ResolversParentTypes['User'] };
  Hashtag: HashtagView;
  HashtagMatch: HashtagMatch;
  HistoryEntry: HistoryEntry;
  ID: Scalars['ID']['output'];
  Insights: Insights;
  InsightsDay: InsightsDay;
  InsightsHashtag: InsightsHashtag;
  Int: Scalars['Int']['output'];
  LikeResult: Omit<LikeResult, 'post'> & { post: ResolversParentTypes['Post'] };
  LikerConnection: Omit<LikerConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  LogInInput: LogInInput;
  LogInPayload: Omit<LogInPayload, 'me'> & { me?: Maybe<ResolversParentTypes['Me']> };
  Me: MeView;
  Message: MessageView;
  MessagePage: Omit<MessagePage, 'nodes'> & { nodes: Array<ResolversParentTypes['Message']> };
  ModerateUserInput: ModerateUserInput;
  Mutation: Record<PropertyKey, never>;
  MuteResult: Omit<MuteResult, 'user'> & { user: ResolversParentTypes['User'] };
  MyReport: MyReport;
  MyReportTarget: MyReportTarget;
  Notification: NotificationView;
  NotificationComment: NotificationComment;
  NotificationConnection: Omit<NotificationConnection, 'edges'> & { edges: Array<ResolversParentTypes['NotificationEdge']> };
  NotificationEdge: Omit<NotificationEdge, 'node'> & { node: ResolversParentTypes['Notification'] };
  PageInfo: PageInfo;
  Passkey: Passkey;
  Post: PostView;
  PostConnection: Omit<PostConnection, 'edges'> & { edges: Array<ResolversParentTypes['PostEdge']> };
  PostEdge: Omit<PostEdge, 'node'> & { node: ResolversParentTypes['Post'] };
  PostMedia: PostMedia;
  PostMediaInput: PostMediaInput;
  PostVersion: PostVersion;
  PushSettings: PushSettings;
  PushSettingsInput: PushSettingsInput;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: Record<PropertyKey, never>;
  RegisterPasskeyInput: RegisterPasskeyInput;
  RepliedStory: RepliedStory;
  Report: ReportView;
  ReportStatusChange: ReportStatusChange;
  ReportedContent: ReportedContent;
  ResetPasswordInput: ResetPasswordInput;
  SaveResult: Omit<SaveResult, 'post'> & { post: ResolversParentTypes['Post'] };
  Session: Session;
  SignUpInput: SignUpInput;
  Story: StoryView;
  StoryGroup: StoryGroupView;
  String: Scalars['String']['output'];
  SubmitReportInput: SubmitReportInput;
  Subscription: Record<PropertyKey, never>;
  SuggestedUser: SuggestionView;
  TwoFactorLogInInput: TwoFactorLogInInput;
  TwoFactorRecoveryCodes: TwoFactorRecoveryCodes;
  TwoFactorSetup: TwoFactorSetup;
  TwoFactorStatus: TwoFactorStatus;
  TypingSignal: TypingSignal;
  UpdateProfileInput: UpdateProfileInput;
  User: UserView;
  UserConnection: Omit<UserConnection, 'edges'> & { edges: Array<ResolversParentTypes['UserEdge']> };
  UserEdge: Omit<UserEdge, 'node'> & { node: ResolversParentTypes['User'] };
  UserSummary: UserSummary;
  VerifyEmailResult: VerifyEmailResult;
};

export type AdminAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAccount'] = ResolversParentTypes['AdminAccount']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bannedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  timedOutUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminAppealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAppeal'] = ResolversParentTypes['AdminAppeal']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['AppealDecision']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sanction?: Resolver<ResolversTypes['SanctionKind'], ParentType, ContextType>;
  sanctionAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sanctionReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['UserSummary'], ParentType, ContextType>;
};

export type AdminUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  banned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timedOutUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Appeal'] = ResolversParentTypes['Appeal']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['AppealDecision']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sanction?: Resolver<ResolversTypes['SanctionKind'], ParentType, ContextType>;
  sanctionAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sanctionReason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppealStatus'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BanNoticeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BanNotice'] = ResolversParentTypes['BanNotice']> = {
  appeal?: Resolver<Maybe<ResolversTypes['Appeal']>, ParentType, ContextType>;
  bannedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannedIpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BannedIp'] = ResolversParentTypes['BannedIp']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BannedPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BannedPost'] = ResolversParentTypes['BannedPost']> = {
  bannedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BlockResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlockResult'] = ResolversParentTypes['BlockResult']> = {
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  replies?: Resolver<ResolversTypes['CommentConnection'], ParentType, ContextType, RequireFields<CommentRepliesArgs, 'first'>>;
  repliesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CommentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentConnection'] = ResolversParentTypes['CommentConnection']> = {
  edges?: Resolver<Array<ResolversTypes['CommentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CommentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentEdge'] = ResolversParentTypes['CommentEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
};

export type CommentLikeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentLikeResult'] = ResolversParentTypes['CommentLikeResult']> = {
  comment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType>;
  liked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CommentUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommentUpdate'] = ResolversParentTypes['CommentUpdate']> = {
  added?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
  removedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updated?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  canSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['ConversationFolder'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<ConversationMessagesArgs, 'last'>>;
  otherReadUpTo?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  otherUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ConversationUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConversationUpdate'] = ResolversParentTypes['ConversationUpdate']> = {
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FeedUpdateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeedUpdate'] = ResolversParentTypes['FeedUpdate']> = {
  newPost?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  removedPostId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type FollowResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowResult'] = ResolversParentTypes['FollowResult']> = {
  following?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type HashtagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Hashtag'] = ResolversParentTypes['Hashtag']> = {
  posts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HashtagMatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HashtagMatch'] = ResolversParentTypes['HashtagMatch']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  admin?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetUser?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType>;
};

export type InsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Insights'] = ResolversParentTypes['Insights']> = {
  days?: Resolver<Array<ResolversTypes['InsightsDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topHashtags?: Resolver<Array<ResolversTypes['InsightsHashtag']>, ParentType, ContextType>;
};

export type InsightsDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InsightsDay'] = ResolversParentTypes['InsightsDay']> = {
  activeUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  likes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reports?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signUps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InsightsHashtagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InsightsHashtag'] = ResolversParentTypes['InsightsHashtag']> = {
  posts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LikeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LikeResult'] = ResolversParentTypes['LikeResult']> = {
  liked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type LikerConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LikerConnection'] = ResolversParentTypes['LikerConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type LogInPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogInPayload'] = ResolversParentTypes['LogInPayload']> = {
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  followersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  twoFactor?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  story?: Resolver<Maybe<ResolversTypes['RepliedStory']>, ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  hasOlder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  olderCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationAcceptConversationArgs, 'conversationId'>>;
  addComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationAddCommentArgs, 'content' | 'postId'>>;
  adminSignUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationAdminSignUpArgs, 'input'>>;
  appealBan?: Resolver<ResolversTypes['Appeal'], ParentType, ContextType, RequireFields<MutationAppealBanArgs, 'input'>>;
  approveFollowRequest?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationApproveFollowRequestArgs, 'userId'>>;
  banIp?: Resolver<ResolversTypes['BannedIp'], ParentType, ContextType, RequireFields<MutationBanIpArgs, 'ipAddress'>>;
  banPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationBanPostArgs, 'id'>>;
  changeEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changePushSettings?: Resolver<ResolversTypes['PushSettings'], ParentType, ContextType, RequireFields<MutationChangePushSettingsArgs, 'input'>>;
  changeUsername?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationChangeUsernameArgs, 'username'>>;
  createPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  decideAppeal?: Resolver<ResolversTypes['AdminAppeal'], ParentType, ContextType, RequireFields<MutationDecideAppealArgs, 'input'>>;
  declineFollowRequest?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeclineFollowRequestArgs, 'userId'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'password'>>;
  deleteComment?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationDeleteCommentArgs, 'id'>>;
  deleteConversation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteConversationArgs, 'conversationId'>>;
  deletePost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePostArgs, 'id'>>;
  deleteStory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteStoryArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'password'>>;
  editPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationEditPostArgs, 'id' | 'input'>>;
  enableTwoFactor?: Resolver<ResolversTypes['TwoFactorRecoveryCodes'], ParentType, ContextType, RequireFields<MutationEnableTwoFactorArgs, 'code'>>;
  endOtherSessions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  fileAppeal?: Resolver<ResolversTypes['Appeal'], ParentType, ContextType, RequireFields<MutationFileAppealArgs, 'input'>>;
  liftSanction?: Resolver<ResolversTypes['AdminAccount'], ParentType, ContextType, RequireFields<MutationLiftSanctionArgs, 'action' | 'userId'>>;
  logIn?: Resolver<ResolversTypes['LogInPayload'], ParentType, ContextType, RequireFields<MutationLogInArgs, 'input'>>;
  logInTwoFactor?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLogInTwoFactorArgs, 'input'>>;
  logInWithPasskey?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLogInWithPasskeyArgs, 'response'>>;
  logOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markConversationRead?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationMarkConversationReadArgs, 'conversationId'>>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markStorySeen?: Resolver<ResolversTypes['Story'], ParentType, ContextType, RequireFields<MutationMarkStorySeenArgs, 'id'>>;
  moderateUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationModerateUserArgs, 'input'>>;
  passkeyLogInOptions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passkeyRegistrationOptions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishStory?: Resolver<ResolversTypes['Story'], ParentType, ContextType, RequireFields<MutationPublishStoryArgs, 'mediaId'>>;
  registerPasskey?: Resolver<ResolversTypes['Passkey'], ParentType, ContextType, RequireFields<MutationRegisterPasskeyArgs, 'input'>>;
  removePasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePasskeyArgs, 'id'>>;
  replyToStory?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationReplyToStoryArgs, 'content' | 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendEmailVerification?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'content' | 'conversationId'>>;
  setAccountPrivacy?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSetAccountPrivacyArgs, 'isPrivate'>>;
  setAvatar?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSetAvatarArgs, 'mediaId'>>;
  setHiddenWords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSetHiddenWordsArgs, 'words'>>;
  setLanguage?: Resolver<ResolversTypes['Me'], ParentType, ContextType, Partial<MutationSetLanguageArgs>>;
  setReportStatus?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<MutationSetReportStatusArgs, 'reportId' | 'status'>>;
  setTyping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetTypingArgs, 'conversationId' | 'typing'>>;
  setUpTwoFactor?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationStartConversationArgs, 'userId'>>;
  submitReport?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<MutationSubmitReportArgs, 'input'>>;
  subscribeToPush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribeToPushArgs, 'input'>>;
  toggleBlock?: Resolver<ResolversTypes['BlockResult'], ParentType, ContextType, RequireFields<MutationToggleBlockArgs, 'userId'>>;
  toggleCommentLike?: Resolver<ResolversTypes['CommentLikeResult'], ParentType, ContextType, RequireFields<MutationToggleCommentLikeArgs, 'commentId'>>;
  toggleFollow?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationToggleFollowArgs, 'userId'>>;
  toggleLike?: Resolver<ResolversTypes['LikeResult'], ParentType, ContextType, RequireFields<MutationToggleLikeArgs, 'postId'>>;
  toggleMute?: Resolver<ResolversTypes['MuteResult'], ParentType, ContextType, RequireFields<MutationToggleMuteArgs, 'userId'>>;
  toggleSave?: Resolver<ResolversTypes['SaveResult'], ParentType, ContextType, RequireFields<MutationToggleSaveArgs, 'postId'>>;
  unbanIp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnbanIpArgs, 'ip'>>;
  unbanPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationUnbanPostArgs, 'id'>>;
  unsubscribeFromPush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeFromPushArgs, 'endpoint'>>;
  updateProfile?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['VerifyEmailResult'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'token'>>;
};

export type MuteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MuteResult'] = ResolversParentTypes['MuteResult']> = {
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MyReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyReport'] = ResolversParentTypes['MyReport']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['ReportStatusChange']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['MyReportTarget']>, ParentType, ContextType>;
};

export type MyReportTargetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MyReportTarget'] = ResolversParentTypes['MyReportTarget']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReportTargetType'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  actors?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<NotificationActorsArgs, 'first'>>;
  actorsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['NotificationComment']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationComment'] = ResolversParentTypes['NotificationComment']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NotificationConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationConnection'] = ResolversParentTypes['NotificationConnection']> = {
  edges?: Resolver<Array<ResolversTypes['NotificationEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type NotificationEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationEdge'] = ResolversParentTypes['NotificationEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PasskeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comments?: Resolver<ResolversTypes['CommentConnection'], ParentType, ContextType, RequireFields<PostCommentsArgs, 'first'>>;
  commentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['PostVersion']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likers?: Resolver<ResolversTypes['LikerConnection'], ParentType, ContextType, RequireFields<PostLikersArgs, 'first'>>;
  likesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['PostMedia']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['MediaType'], ParentType, ContextType>;
  mediaUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type PostConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostConnection'] = ResolversParentTypes['PostConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PostEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PostEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostEdge'] = ResolversParentTypes['PostEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type PostMediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostMedia'] = ResolversParentTypes['PostMedia']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MediaType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PostVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostVersion'] = ResolversParentTypes['PostVersion']> = {
  caption?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PushSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PushSettings'] = ResolversParentTypes['PushSettings']> = {
  comments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  follows?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mentions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountBan?: Resolver<Maybe<ResolversTypes['BanNotice']>, ParentType, ContextType>;
  adminAccounts?: Resolver<Array<ResolversTypes['AdminAccount']>, ParentType, ContextType, Partial<QueryAdminAccountsArgs>>;
  adminAppeals?: Resolver<Array<ResolversTypes['AdminAppeal']>, ParentType, ContextType>;
  adminUsers?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  auditLog?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'first'>>;
  bannedIps?: Resolver<Array<ResolversTypes['BannedIp']>, ParentType, ContextType>;
  bannedPosts?: Resolver<Array<ResolversTypes['BannedPost']>, ParentType, ContextType>;
  blockedUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['Comment']>, ParentType, ContextType, RequireFields<QueryCommentArgs, 'id'>>;
  comments?: Resolver<ResolversTypes['CommentConnection'], ParentType, ContextType, RequireFields<QueryCommentsArgs, 'first' | 'postId'>>;
  conversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<QueryConversationArgs, 'id'>>;
  conversationRequests?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  conversationRequestsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversations?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  explore?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<QueryExploreArgs, 'first'>>;
  feed?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<QueryFeedArgs, 'first'>>;
  followRequests?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  hashtag?: Resolver<ResolversTypes['Hashtag'], ParentType, ContextType, RequireFields<QueryHashtagArgs, 'first' | 'tag'>>;
  hiddenWords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  insights?: Resolver<ResolversTypes['Insights'], ParentType, ContextType, RequireFields<QueryInsightsArgs, 'days'>>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  myAppeals?: Resolver<Array<ResolversTypes['Appeal']>, ParentType, ContextType>;
  myBannedPosts?: Resolver<Array<ResolversTypes['BannedPost']>, ParentType, ContextType>;
  myReports?: Resolver<Array<ResolversTypes['MyReport']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationConnection'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'first'>>;
  passkeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  pushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pushSettings?: Resolver<ResolversTypes['PushSettings'], ParentType, ContextType>;
  reports?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
  savedPosts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<QuerySavedPostsArgs, 'first'>>;
  searchHashtags?: Resolver<Array<ResolversTypes['HashtagMatch']>, ParentType, ContextType, RequireFields<QuerySearchHashtagsArgs, 'first' | 'query'>>;
  searchPosts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<QuerySearchPostsArgs, 'first' | 'query'>>;
  searchUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QuerySearchUsersArgs, 'first' | 'query'>>;
  sessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['StoryGroup']>, ParentType, ContextType>;
  storyViewers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryStoryViewersArgs, 'id'>>;
  suggestedUsers?: Resolver<Array<ResolversTypes['SuggestedUser']>, ParentType, ContextType, RequireFields<QuerySuggestedUsersArgs, 'first'>>;
  timeline?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType, RequireFields<QueryTimelineArgs, 'targetId'>>;
  unreadMessagesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadNotificationsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userByUsername?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserByUsernameArgs, 'username'>>;
};

export type RepliedStoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RepliedStory'] = ResolversParentTypes['RepliedStory']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['MediaType'], ParentType, ContextType>;
  mediaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportedUser?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  reportedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reporter?: Resolver<ResolversTypes['UserSummary'], ParentType, ContextType>;
  shortId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['ReportStatusChange']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['ReportedContent']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReportStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportStatusChange'] = ResolversParentTypes['ReportStatusChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
};

export type ReportedContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportedContent'] = ResolversParentTypes['ReportedContent']> = {
  author?: Resolver<Maybe<ResolversTypes['UserSummary']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReportTargetType'], ParentType, ContextType>;
};

export type SaveResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveResult'] = ResolversParentTypes['SaveResult']> = {
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Story'] = ResolversParentTypes['Story']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['MediaType'], ParentType, ContextType>;
  mediaUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posterUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  viewersCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StoryGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoryGroup'] = ResolversParentTypes['StoryGroup']> = {
  hasUnseen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stories?: Resolver<Array<ResolversTypes['Story']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  commentsChanged?: SubscriptionResolver<ResolversTypes['CommentUpdate'], "commentsChanged", ParentType, ContextType, RequireFields<SubscriptionCommentsChangedArgs, 'postId'>>;
  conversationUpdated?: SubscriptionResolver<ResolversTypes['ConversationUpdate'], "conversationUpdated", ParentType, ContextType>;
  feedUpdated?: SubscriptionResolver<ResolversTypes['FeedUpdate'], "feedUpdated", ParentType, ContextType>;
  insightsChanged?: SubscriptionResolver<ResolversTypes['Boolean'], "insightsChanged", ParentType, ContextType>;
  messageAdded?: SubscriptionResolver<ResolversTypes['Message'], "messageAdded", ParentType, ContextType, RequireFields<SubscriptionMessageAddedArgs, 'conversationId'>>;
  postChanged?: SubscriptionResolver<ResolversTypes['Post'], "postChanged", ParentType, ContextType, RequireFields<SubscriptionPostChangedArgs, 'ids'>>;
  storyDeleted?: SubscriptionResolver<ResolversTypes['ID'], "storyDeleted", ParentType, ContextType>;
  typing?: SubscriptionResolver<ResolversTypes['TypingSignal'], "typing", ParentType, ContextType, RequireFields<SubscriptionTypingArgs, 'conversationId'>>;
  unreadNotificationsCount?: SubscriptionResolver<ResolversTypes['Int'], "unreadNotificationsCount", ParentType, ContextType>;
};

export type SuggestedUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SuggestedUser'] = ResolversParentTypes['SuggestedUser']> = {
  followedBy?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  followedByCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type TwoFactorRecoveryCodesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorRecoveryCodes'] = ResolversParentTypes['TwoFactorRecoveryCodes']> = {
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TwoFactorSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = {
  otpauthUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TwoFactorStatus'] = ResolversParentTypes['TwoFactorStatus']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TypingSignalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TypingSignal'] = ResolversParentTypes['TypingSignal']> = {
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  typing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canSeeContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  followers?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowersArgs, 'first'>>;
  followersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  following?: Resolver<ResolversTypes['UserConnection'], ParentType, ContextType, RequireFields<UserFollowingArgs, 'first'>>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBlockedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFollowedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMascot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMutedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPrivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isRequestedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  posts?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<UserPostsArgs, 'first'>>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserConnection'] = ResolversParentTypes['UserConnection']> = {
  edges?: Resolver<Array<ResolversTypes['UserEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEdge'] = ResolversParentTypes['UserEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type UserSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSummary'] = ResolversParentTypes['UserSummary']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerifyEmailResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VerifyEmailResult'] = ResolversParentTypes['VerifyEmailResult']> = {
  emailChanged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminAccount?: AdminAccountResolvers<ContextType>;
  AdminAppeal?: AdminAppealResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  Appeal?: AppealResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BanNotice?: BanNoticeResolvers<ContextType>;
  BannedIp?: BannedIpResolvers<ContextType>;
  BannedPost?: BannedPostResolvers<ContextType>;
  BlockResult?: BlockResultResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentConnection?: CommentConnectionResolvers<ContextType>;
  CommentEdge?: CommentEdgeResolvers<ContextType>;
  CommentLikeResult?: CommentLikeResultResolvers<ContextType>;
  CommentUpdate?: CommentUpdateResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationUpdate?: ConversationUpdateResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FeedUpdate?: FeedUpdateResolvers<ContextType>;
  FollowResult?: FollowResultResolvers<ContextType>;
  Hashtag?: HashtagResolvers<ContextType>;
  HashtagMatch?: HashtagMatchResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  Insights?: InsightsResolvers<ContextType>;
  InsightsDay?: InsightsDayResolvers<ContextType>;
  InsightsHashtag?: InsightsHashtagResolvers<ContextType>;
  LikeResult?: LikeResultResolvers<ContextType>;
  LikerConnection?: LikerConnectionResolvers<ContextType>;
  LogInPayload?: LogInPayloadResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MuteResult?: MuteResultResolvers<ContextType>;
  MyReport?: MyReportResolvers<ContextType>;
  MyReportTarget?: MyReportTargetResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationComment?: NotificationCommentResolvers<ContextType>;
  NotificationConnection?: NotificationConnectionResolvers<ContextType>;
  NotificationEdge?: NotificationEdgeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Passkey?: PasskeyResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostEdge?: PostEdgeResolvers<ContextType>;
  PostMedia?: PostMediaResolvers<ContextType>;
  PostVersion?: PostVersionResolvers<ContextType>;
  PushSettings?: PushSettingsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RepliedStory?: RepliedStoryResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportStatusChange?: ReportStatusChangeResolvers<ContextType>;
  ReportedContent?: ReportedContentResolvers<ContextType>;
  SaveResult?: SaveResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Story?: StoryResolvers<ContextType>;
  StoryGroup?: StoryGroupResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SuggestedUser?: SuggestedUserResolvers<ContextType>;
  TwoFactorRecoveryCodes?: TwoFactorRecoveryCodesResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  TypingSignal?: TypingSignalResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserConnection?: UserConnectionResolvers<ContextType>;
  UserEdge?: UserEdgeResolvers<ContextType>;
  UserSummary?: UserSummaryResolvers<ContextType>;
  VerifyEmailResult?: VerifyEmailResultResolvers<ContextType>;
};

