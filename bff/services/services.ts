import type { EventStore } from '../../domain/ports/eventStore';
import type { Mailer } from '../../domain/ports/mailer';
import type { PushSender } from '../../domain/ports/pushSender';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { adminChatQueries } from '../../projections/queries/adminChatQueries';
import { appealQueries } from '../../projections/queries/appealQueries';
import { commentQueries } from '../../projections/queries/commentQueries';
import { likeQueries } from '../../projections/queries/likeQueries';
import { mailQueries } from '../../projections/queries/mailQueries';
import { conversationQueries } from '../../projections/queries/conversationQueries';
import { exploreQueries } from '../../projections/queries/exploreQueries';
import { FeedPages } from '../../projections/queries/feedPages';
import { followQueries } from '../../projections/queries/followQueries';
import { hashtagQueries } from '../../projections/queries/hashtagQueries';
import { hiddenWordsQueries } from '../../projections/queries/hiddenWordsQueries';
import { insightsQueries } from '../../projections/queries/insightsQueries';
import { mediaFileQueries } from '../../projections/queries/mediaFileQueries';
import { moderationQueries } from '../../projections/queries/moderationQueries';
import { notificationQueries } from '../../projections/queries/notificationQueries';
import { passkeyQueries } from '../../projections/queries/passkeyQueries';
import { postQueries } from '../../projections/queries/postQueries';
import { pushQueries } from '../../projections/queries/pushQueries';
import { reportQueries } from '../../projections/queries/reportQueries';
import { searchQueries } from '../../projections/queries/searchQueries';
import { sessionQueries } from '../../projections/queries/sessionQueries';
import { twoFactorQueries } from '../../projections/queries/twoFactorQueries';
import { storyQueries } from '../../projections/queries/storyQueries';
import { suggestionQueries } from '../../projections/queries/suggestionQueries';
import { userPostQueries } from '../../projections/queries/userPostQueries';
import { userQueries } from '../../projections/queries/userQueries';
import { userSearchQueries } from '../../projections/queries/userSearchQueries';
import { relationQueries } from '../../projections/visibility/relations';
import type { ReadStore } from '../../projections/readStore';
import type { LiveProjections } from '../../projections/liveProjections';
import type { SearchIndex } from '../../projections/searchIndex';
import { LoginThrottle } from '../auth/loginThrottle';
import { passwordConfirmation } from '../auth/passwordConfirmation';
import { sqliteThrottleBook } from '../auth/sqliteThrottleBook';
import { sessionTokens } from '../auth/session';
import { twoFactorChallenges } from '../auth/twoFactorChallenge';
import { type Clock, systemClock } from '../clock';
import { historyReads } from '../dataExport/historyReads';
import { DEFAULT_LIMITS, LOGIN_LIMITS, type Limits } from '../limits';
import type { ClusterLink } from '../cluster/clusterLink';
import type { Projector } from '../../projections/projector';
import { sharedSocketGroup } from '../cluster/sharedSocketGroup';
import { localSocketGroup, socketCounts } from '../socketCounts';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from '../socketLimits';
import { accountService, opaqueNames } from './accounts';
import { adminAccess } from './adminAccess';
import { adminChatService } from './adminChat';
import { appealService } from './appeals';
import { blockService } from './blocks';
import { muteService } from './mutes';
import { commandBus } from './commandBus';
import { commentService } from './comments';
import { conversationNotices } from './conversationNotices';
import { conversationService } from './conversations';
import { dataDownloadService } from './dataDownloads';
import { emailVerificationService } from './emailVerifications';
import { followService } from './follows';
import { hiddenWordsService } from './hiddenWords';
import { languageService } from './languages';
import { likeService } from './likes';
import { commentLikeService } from './commentLikes';
import { mailService } from './mails';
import { projectorRebuildService } from './projectorRebuilds';
import { mascotService } from './mascot';
import { mediaService } from './media';
import { moderationService } from './moderation';
import { ModerationGate } from './moderationGate';
import { moderationGuard } from './moderationGuard';
import { notificationService } from './notifications';
import { passkeyService } from './passkeys';
import { passwordResetService } from './passwordResets';
import { postService } from './posts';
import { pushService } from './pushes';
import { postVersionQueries } from '../../projections/queries/postVersionQueries';
import { profileService } from './profiles';
import { mentionService } from './mentions';
import { type LimiterStore, memoryLimiters } from './limiterStore';
import { RateLimits } from './rateLimits';
import { type ReportableContent, reportService } from './reports';
import { saveService } from './saves';
import { sessionService } from './sessions';
import { storyService } from './stories';
import { twoFactorService } from './twoFactor';
import { typingSignals } from './typing';
import { usernameService } from './usernames';

/** Everything GraphQL and the REST shim call: both go through these, never around them. */
export function createServices(deps: {
  events: EventStore;
  readStore: ReadStore;
  projections: LiveProjections;
  media: MediaStore;
  /** The data folder's scratch space for uploads and video work in progress. */
  scratch: string;
  search: SearchIndex;
  jwtSecret: string;
  adminCode: string;
  /** Keys the username and email reservation streams, so their names do not spell either. */
  nameSecret: string;
  /** PUBLIC_URL: passkeys are made for its host (the requested host's when null). */
  publicUrl?: string | null;
  secureCookies: boolean;
  /** Now, for every request's context and the sweeps; tests inject their own. */
  clock?: Clock;
  /** How often a person may write (limits.ts); the defaults unless given. */
  limits?: Limits;
  /** Where rate limits and sign-in throttles count (limiterStore.ts); this process's memory unless given. */
  limiterStore?: LimiterStore;
  /** How many live connections may be open (socketLimits.ts); the defaults unless given. */
  socketLimits?: SocketLimits;
  /** Where mail goes (SMTP or files), and the site's address for the links in mails. */
  mailer: Mailer;
  siteUrl: () => string;
  /** Where pushes go (Web Push with the server's VAPID keys). */
  pushSender: PushSender;
  /** Every projector (a rebuild is asked for by name, and rebuilds the group its read models share). */
  projectors: readonly Projector[];
  /** The other workers (WORKERS=N): typing signals and socket counts go through it. */
  cluster?: ClusterLink | null;
}) {
  const clock = deps.clock ?? systemClock;
  const moderationReads = moderationQueries(deps.readStore);
  // Load it (gate.load) before serving requests.
  const gate = new ModerationGate(moderationReads);
  const limiterStore = deps.limiterStore ?? memoryLimiters;
  const limits = new RateLimits(deps.limits ?? DEFAULT_LIMITS, limiterStore);
  // Each throttle counts apart (a wrong admin code is not a wrong password), in the same store as the limits.
  const throttleOf = (scope: string) =>
    new LoginThrottle(LOGIN_LIMITS, limiterStore.kind === 'sqlite' ? sqliteThrottleBook(limiterStore.db, scope, limiterStore.opaque) : undefined);
  const execute = commandBus(deps.events, deps.projections, moderationGuard(gate), limits);
  const users = userQueries(deps.readStore);
  const posts = postQueries(deps.readStore, new FeedPages((listener) => deps.projections.onChange(listener)));
  const tokens = sessionTokens(deps.jwtSecret);
  const mediaFiles = mediaFileQueries(deps.readStore);
  const media = mediaService(execute, deps.media, mediaFiles);
  // The visibility policy's relations (projections/visibility): every feature's reads and refusals ask them.
  const relations = relationQueries(deps.readStore);
  const mentions = mentionService(users, relations);
  // Why a banned person's sign-in is refused, by password or by passkey.
  const banOf = async (userId: string) => {
    const notice = await appeals.banNotice(userId);
    if (!notice) return null;
    const { appeal } = notice;
    return { ...notice, appeal: appeal && { id: appeal.id, status: appeal.status, decision: appeal.decision, reason: appeal.reason } };
  };
  const isBanned = (userId: string) => gate.isBanned(userId);
  const mails = mailService({ execute, events: deps.events, outbox: mailQueries(deps.readStore), mailer: deps.mailer, clock, languageOf: users.languageOf });
  const mailedLinks = { execute, events: deps.events, users, limits, opaqueName: opaqueNames(deps.nameSecret), siteUrl: deps.siteUrl };
  const emailVerifications = emailVerificationService(mailedLinks);
  // One throttle for every password a signed-in person confirms (deletion, turning two-factor off).
  const confirmPassword = passwordConfirmation(users, throttleOf('password-confirmation'));
  const accounts = accountService(execute, users, deps.media, {
    confirmPassword,
    adminCode: deps.adminCode,
    nameSecret: deps.nameSecret,
    afterErasure: async (userId) => {
      await mails.erase(userId);
      await deps.readStore.flush();
    },
    // The demo's people (the server's own sign-ups, from no address) have no one to read a mail.
    afterSignUp: async (userId, request) => {
      if (request.clientIp) await emailVerifications.afterSignUp(userId, request);
    },
    isBanned,
    banOf,
    limits,
    throttles: { signIn: throttleOf('sign-in'), adminCode: throttleOf('admin-code') },
  });
  const postsService = postService(
    execute,
    deps.media,
    posts,
    userPostQueries(deps.readStore, posts),
    users,
    media,
    mediaFiles,
    relations,
    mentions,
    postVersionQueries(deps.readStore),
  );
  const moderation = moderationService({ execute, queries: moderationReads, users, gate, adminCode: deps.adminCode });
  const comments = commentQueries(deps.readStore);
  const commentsService = commentService(execute, comments, users, posts, hiddenWordsQueries(deps.readStore), mentions);
  const conversations = conversationQueries(deps.readStore);
  const stories = storyQueries(deps.readStore);
  const conversationsService = conversationService({
    execute,
    conversations,
    users,
    follows: followQueries(deps.readStore),
    hiddenWords: hiddenWordsQueries(deps.readStore),
    events: deps.events,
    projections: deps.projections,
    relations,
  });
  const reportable: ReportableContent = {
    async post(postId, viewerId) {
      const post = await posts.byId(postId, viewerId);
      return post && { userId: post.userId, caption: post.caption, mediaUrl: post.mediaUrl };
    },
    async comment(commentId, viewerId) {
      const comment = await comments.byId(commentId, viewerId);
      if (!comment || !(await posts.byId(comment.postId, viewerId))) return null;
      return { postId: comment.postId, userId: comment.user.id, content: comment.content };
    },
    async message(messageId, viewerId) {
      const message = await conversations.message(messageId);
      if (!message || !(await conversations.participants(message.conversationId, viewerId))) return null;
      return { conversationId: message.conversationId, senderId: message.senderId, content: message.content };
    },
    async story(storyId, viewerId, now) {
      const story = await stories.byId(storyId, viewerId, now);
      return story && { userId: story.userId, mediaUrl: story.mediaUrl };
    },
  };
  const appeals = appealService({
    execute,
    appeals: appealQueries(deps.readStore),
    moderation: moderationReads,
    postRecord: (postId) => posts.record(postId),
    accounts,
    moderationService: moderation,
    posts: postsService,
  });
  return {
    // The features, each by its one name: its commands and its reads.
    accounts,
    sessions: sessionService(execute, sessionQueries(deps.readStore), tokens),
    usernames: usernameService(execute, users, opaqueNames(deps.nameSecret)),
    passkeys: passkeyService(execute, passkeyQueries(deps.readStore), users, {
      opaqueName: opaqueNames(deps.nameSecret),
      publicUrl: deps.publicUrl ?? null,
      limits,
      isBanned,
      banOf,
    }),
    passwordResets: passwordResetService(mailedLinks),
    emailVerifications,
    mails,
    twoFactor: twoFactorService({
      execute,
      events: deps.events,
      queries: twoFactorQueries(deps.readStore),
      users,
      challenges: twoFactorChallenges(deps.jwtSecret),
      confirmPassword,
      throttle: throttleOf('two-factor'),
    }),
    profiles: profileService(execute, media, users, relations, mentions),
    posts: postsService,
    comments: commentsService,
    commentLikes: commentLikeService(execute, comments, commentsService, posts, relations),
    likes: likeService(execute, posts, likeQueries(deps.readStore)),
    saves: saveService(execute, posts),
    follows: followService(execute, followQueries(deps.readStore), users, relations),
    languages: languageService(execute),
    blocks: blockService(execute, users, relations),
    mutes: muteService(execute, users, relations),
    stories: storyService({ execute, stories, media, mediaStore: deps.media, files: mediaFiles, relations, conversations: conversationsService }),
    hashtags: hashtagQueries(deps.readStore, posts),
    search: searchQueries(deps.search, posts),
    userSearch: userSearchQueries(deps.readStore),
    suggestions: suggestionQueries(deps.readStore),
    explore: exploreQueries(deps.readStore, posts),
    conversations: conversationsService,
    hiddenWords: hiddenWordsService(execute, hiddenWordsQueries(deps.readStore)),
    notifications: notificationService(execute, notificationQueries(deps.readStore, posts), deps.projections),
    pushes: pushService({
      execute,
      events: deps.events,
      queries: pushQueries(deps.readStore),
      notifications: notificationQueries(deps.readStore, posts),
      users,
      relations,
      sender: deps.pushSender,
      opaqueName: opaqueNames(deps.nameSecret),
      clock,
    }),
    reports: reportService(execute, reportQueries(deps.readStore), users, media, reportable),
    appeals,
    moderation,
    adminChat: adminChatService(execute, adminChatQueries(deps.readStore)),
    insights: insightsQueries(deps.readStore),
    mascot: mascotService(execute, users, opaqueNames(deps.nameSecret), clock),
    media,
    dataDownloads: dataDownloadService({ history: historyReads(deps.events), media: deps.media, users, postExists: async (id) => !!(await posts.record(id)) }),

    // What the features share: people as the read models know them, the live parts of
    // conversations, and the server's own machinery.
    users,
    relations,
    typing: typingSignals(deps.cluster),
    conversationNotices: conversationNotices(deps.projections),
    tokens,
    gate,
    requireAdmin: adminAccess(users, gate),
    clock,
    limits,
    mediaStore: deps.media,
    scratch: deps.scratch,
    projections: deps.projections,
    projectorRebuilds: projectorRebuildService({
      execute,
      projectors: deps.projectors,
      checkAdminCode: accounts.checkAdminCode,
      underWay: () => deps.projections.health().rebuilds ?? [],
    }),
    secureCookies: deps.secureCookies,
    sockets: socketCounts(deps.socketLimits ?? DEFAULT_SOCKET_LIMITS, (kind, max) =>
      deps.cluster ? sharedSocketGroup(deps.cluster, kind, max) : localSocketGroup(max),
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
