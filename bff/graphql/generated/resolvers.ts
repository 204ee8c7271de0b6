import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserView, MeView, PostView, MessageView, ConversationView } from '../../../projections/queries/types';
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

export type AuthPayload = {
  __typename?: 'AuthPayload';
  me: Me;
  /** A signed session token (also set as an httpOnly cookie). */
  token: Scalars['String']['output'];
};

/** A direct conversation as the signed-in viewer sees it. */
export type Conversation = {
  __typename?: 'Conversation';
  id: Scalars['ID']['output'];
  lastMessage?: Maybe<Message>;
  /** The newest `last` messages before the cursor, oldest first. */
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

/** A change to one of the viewer's conversations; `conversation` is null when it is gone. */
export type ConversationUpdate = {
  __typename?: 'ConversationUpdate';
  conversation?: Maybe<Conversation>;
  id: Scalars['ID']['output'];
  /** The viewer's unread messages over all conversations. */
  unreadTotal: Scalars['Int']['output'];
};

export type CreatePostInput = {
  caption?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  /** Id returned by POST /media for the uploaded photo. */
  mediaId: Scalars['ID']['input'];
};

export type FollowResult = {
  __typename?: 'FollowResult';
  following: Scalars['Boolean']['output'];
  user: User;
};

export type LikeResult = {
  __typename?: 'LikeResult';
  liked: Scalars['Boolean']['output'];
  post: Post;
};

export type LogInInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

/** The signed-in user: a User plus what only its owner may see. */
export type Me = {
  __typename?: 'Me';
  age: Scalars['Int']['output'];
  avatar?: Maybe<Scalars['String']['output']>;
  bio?: Maybe<Scalars['String']['output']>;
  birthDate: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  followersCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  postsCount: Scalars['Int']['output'];
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
};

export type MessagePage = {
  __typename?: 'MessagePage';
  hasOlder: Scalars['Boolean']['output'];
  nodes: Array<Message>;
  /** Pass as `before` to load the messages before these. */
  olderCursor?: Maybe<Scalars['String']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  createPost: Post;
  logIn: AuthPayload;
  logOut: Scalars['Boolean']['output'];
  /** Marks every message of the conversation as read by the viewer. */
  markConversationRead: Conversation;
  /** Sends a message as the viewer. `clientId` (a UUID the client chose) makes a resend a no-op. */
  sendMessage: Message;
  /** Sets the signed-in user's profile picture to an uploaded image (POST /media). */
  setAvatar: Me;
  /** Tells the other participant whether the viewer is typing (not stored). */
  setTyping: Scalars['Boolean']['output'];
  signUp: AuthPayload;
  /** Starts a conversation with the user, or opens the one the two of you already have. */
  startConversation: Conversation;
  toggleFollow: FollowResult;
  toggleLike: LikeResult;
};


export type MutationCreatePostArgs = {
  input: CreatePostInput;
};


export type MutationLogInArgs = {
  input: LogInInput;
};


export type MutationMarkConversationReadArgs = {
  conversationId: Scalars['ID']['input'];
};


export type MutationSendMessageArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  conversationId: Scalars['ID']['input'];
};


export type MutationSetAvatarArgs = {
  mediaId: Scalars['ID']['input'];
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


export type MutationToggleFollowArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationToggleLikeArgs = {
  postId: Scalars['ID']['input'];
};

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type Post = {
  __typename?: 'Post';
  caption?: Maybe<Scalars['String']['output']>;
  commentsCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isLiked: Scalars['Boolean']['output'];
  likesCount: Scalars['Int']['output'];
  location?: Maybe<Scalars['String']['output']>;
  mediaType: MediaType;
  mediaUrl: Scalars['String']['output'];
  user: User;
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

export type Query = {
  __typename?: 'Query';
  /** A conversation of the viewer's; anyone else gets NOT_FOUND. */
  conversation: Conversation;
  /** The viewer's conversations, the one with the newest message first. */
  conversations: Array<Conversation>;
  /** The viewer's own posts and those of the people they follow, newest first. */
  feed: PostConnection;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<Me>;
  post?: Maybe<Post>;
  /** People whose username or full name matches the text (case-insensitive, literal), the viewer excluded. */
  searchUsers: Array<User>;
  /** The viewer's unread messages over all conversations. */
  unreadMessagesCount: Scalars['Int']['output'];
  user?: Maybe<User>;
};


export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFeedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySearchUsersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

export type SignUpInput = {
  /** ISO date of birth (the user must be 18 or older). */
  birthDate: Scalars['String']['input'];
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Any change to the viewer's conversations: a new one, a message, a read mark. */
  conversationUpdated: ConversationUpdate;
  /** New messages of one of the viewer's conversations. */
  messageAdded: Message;
  /** Emits a post whenever its likes or comments change. */
  postChanged: Post;
  /** The other participant started or stopped typing. */
  typing: TypingSignal;
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

export type TypingSignal = {
  __typename?: 'TypingSignal';
  conversationId: Scalars['ID']['output'];
  typing: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
};

export type User = {
  __typename?: 'User';
  avatar?: Maybe<Scalars['String']['output']>;
  bio?: Maybe<Scalars['String']['output']>;
  followersCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  /** Whether the signed-in viewer follows this user. */
  isFollowedByMe: Scalars['Boolean']['output'];
  postsCount: Scalars['Int']['output'];
  username: Scalars['String']['output'];
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
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'me'> & { me: ResolversTypes['Me'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Conversation: ResolverTypeWrapper<ConversationView>;
  ConversationUpdate: ResolverTypeWrapper<Omit<ConversationUpdate, 'conversation'> & { conversation?: Maybe<ResolversTypes['Conversation']> }>;
  CreatePostInput: CreatePostInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FollowResult: ResolverTypeWrapper<Omit<FollowResult, 'user'> & { user: ResolversTypes['User'] }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LikeResult: ResolverTypeWrapper<Omit<LikeResult, 'post'> & { post: ResolversTypes['Post'] }>;
  LogInInput: LogInInput;
  Me: ResolverTypeWrapper<MeView>;
  MediaType: MediaType;
  Message: ResolverTypeWrapper<MessageView>;
  MessagePage: ResolverTypeWrapper<Omit<MessagePage, 'nodes'> & { nodes: Array<ResolversTypes['Message']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Post: ResolverTypeWrapper<PostView>;
  PostConnection: ResolverTypeWrapper<Omit<PostConnection, 'edges'> & { edges: Array<ResolversTypes['PostEdge']> }>;
  PostEdge: ResolverTypeWrapper<Omit<PostEdge, 'node'> & { node: ResolversTypes['Post'] }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TypingSignal: ResolverTypeWrapper<TypingSignal>;
  User: ResolverTypeWrapper<UserView>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: Omit<AuthPayload, 'me'> & { me: ResolversParentTypes['Me'] };
  Boolean: Scalars['Boolean']['output'];
  Conversation: ConversationView;
  ConversationUpdate: Omit<ConversationUpdate, 'conversation'> & { conversation?: Maybe<ResolversParentTypes['Conversation']> };
  CreatePostInput: CreatePostInput;
  DateTime: Scalars['DateTime']['output'];
  FollowResult: Omit<FollowResult, 'user'> & { user: ResolversParentTypes['User'] };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LikeResult: Omit<LikeResult, 'post'> & { post: ResolversParentTypes['Post'] };
  LogInInput: LogInInput;
  Me: MeView;
  Message: MessageView;
  MessagePage: Omit<MessagePage, 'nodes'> & { nodes: Array<ResolversParentTypes['Message']> };
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  Post: PostView;
  PostConnection: Omit<PostConnection, 'edges'> & { edges: Array<ResolversParentTypes['PostEdge']> };
  PostEdge: Omit<PostEdge, 'node'> & { node: ResolversParentTypes['Post'] };
  Query: Record<PropertyKey, never>;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  TypingSignal: TypingSignal;
  User: UserView;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  unreadTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FollowResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FollowResult'] = ResolversParentTypes['FollowResult']> = {
  following?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type LikeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LikeResult'] = ResolversParentTypes['LikeResult']> = {
  liked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  post?: Resolver<ResolversTypes['Post'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  age?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  hasOlder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  olderCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createPost?: Resolver<ResolversTypes['Post'], ParentType, ContextType, RequireFields<MutationCreatePostArgs, 'input'>>;
  logIn?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLogInArgs, 'input'>>;
  logOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markConversationRead?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationMarkConversationReadArgs, 'conversationId'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'content' | 'conversationId'>>;
  setAvatar?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSetAvatarArgs, 'mediaId'>>;
  setTyping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetTypingArgs, 'conversationId' | 'typing'>>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationStartConversationArgs, 'userId'>>;
  toggleFollow?: Resolver<ResolversTypes['FollowResult'], ParentType, ContextType, RequireFields<MutationToggleFollowArgs, 'userId'>>;
  toggleLike?: Resolver<ResolversTypes['LikeResult'], ParentType, ContextType, RequireFields<MutationToggleLikeArgs, 'postId'>>;
};

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Post'] = ResolversParentTypes['Post']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isLiked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  likesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['MediaType'], ParentType, ContextType>;
  mediaUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  conversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<QueryConversationArgs, 'id'>>;
  conversations?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  feed?: Resolver<ResolversTypes['PostConnection'], ParentType, ContextType, RequireFields<QueryFeedArgs, 'first'>>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  post?: Resolver<Maybe<ResolversTypes['Post']>, ParentType, ContextType, RequireFields<QueryPostArgs, 'id'>>;
  searchUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QuerySearchUsersArgs, 'first' | 'query'>>;
  unreadMessagesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  conversationUpdated?: SubscriptionResolver<ResolversTypes['ConversationUpdate'], "conversationUpdated", ParentType, ContextType>;
  messageAdded?: SubscriptionResolver<ResolversTypes['Message'], "messageAdded", ParentType, ContextType, RequireFields<SubscriptionMessageAddedArgs, 'conversationId'>>;
  postChanged?: SubscriptionResolver<ResolversTypes['Post'], "postChanged", ParentType, ContextType, RequireFields<SubscriptionPostChangedArgs, 'ids'>>;
  typing?: SubscriptionResolver<ResolversTypes['TypingSignal'], "typing", ParentType, ContextType, RequireFields<SubscriptionTypingArgs, 'conversationId'>>;
};

export type TypingSignalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TypingSignal'] = ResolversParentTypes['TypingSignal']> = {
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  typing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  followersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFollowedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationUpdate?: ConversationUpdateResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  FollowResult?: FollowResultResolvers<ContextType>;
  LikeResult?: LikeResultResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Post?: PostResolvers<ContextType>;
  PostConnection?: PostConnectionResolvers<ContextType>;
  PostEdge?: PostEdgeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TypingSignal?: TypingSignalResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

