import type { EventStore } from '../../domain/ports/eventStore';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { commentQueries } from '../../projections/queries/commentQueries';
import { followQueries } from '../../projections/queries/followQueries';
import { conversationQueries } from '../../projections/queries/conversationQueries';
import { FeedPages } from '../../projections/queries/feedPages';
import { hashtagQueries } from '../../projections/queries/hashtagQueries';
import { insightsQueries } from '../../projections/queries/insightsQueries';
import { mediaFileQueries } from '../../projections/queries/mediaFileQueries';
import { moderationQueries } from '../../projections/queries/moderationQueries';
import { postQueries } from '../../projections/queries/postQueries';
import { userPostQueries } from '../../projections/queries/userPostQueries';
import { searchQueries } from '../../projections/queries/searchQueries';
import { storyQueries } from '../../projections/queries/storyQueries';
import { sessionQueries } from '../../projections/queries/sessionQueries';
import { userQueries } from '../../projections/queries/userQueries';
import { userSearch } from '../../projections/queries/userSearch';
import type { ReadStore } from '../../projections/readStore';
import type { SearchIndex } from '../../projections/searchIndex';
import type { ProjectionRunner } from '../../projections/runner';
import { sessionTokens } from '../auth/session';
import { type Clock, systemClock } from '../clock';
import { DEFAULT_LIMITS, type Limits } from '../limits';
import { accountService, opaqueNames } from './accounts';
import { adminAccess } from './adminAccess';
import { commandBus } from './commandBus';
import { commentService } from './comments';
import { conversationNotices } from './conversationNotices';
import { conversationService } from './conversations';
import { dataDownloads } from '../dataExport/dataDownloads';
import { historyReads } from '../dataExport/historyReads';
import { followService } from './follows';
import { mascotService } from '../mascot/mascot';
import { mediaUploadService } from './mediaUploads';
import { moderationService } from './moderation';
import { ModerationGate } from './moderationGate';
import { moderationGuard } from './moderationGuard';
import { postService } from './posts';
import { profileService } from './profiles';
import { RateLimits } from './rateLimits';
import { saveService } from './saves';
import { storyService } from './stories';
import { typingSignals } from './typing';
import { sessionService } from './sessions';
import { socketCounts } from '../socketCounts';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from '../socketLimits';

/** Everything GraphQL and the REST shim call: both go through these, never around them. */
export function createServices(deps: {
  events: EventStore;
  readStore: ReadStore;
  projections: ProjectionRunner;
  media: MediaStore;
  /** The data folder's scratch space for uploads and video work in progress. */
  scratch: string;
  search: SearchIndex;
  jwtSecret: string;
  adminCode: string;
  /** Keys the username and email reservation streams, so their names do not spell either. */
  nameSecret: string;
  secureCookies: boolean;
  /** Now, for every request's context and the sweeps; tests inject their own. */
  clock?: Clock;
  /** How often a person may write (limits.ts); the defaults unless given. */
  limits?: Limits;
  /** How many live connections may be open (socketLimits.ts); the defaults unless given. */
  socketLimits?: SocketLimits;
}) {
  const clock = deps.clock ?? systemClock;
  const moderationReads = moderationQueries(deps.readStore);
  // Load it (gate.load) before serving requests.
  const gate = new ModerationGate(moderationReads);
  const limits = new RateLimits(deps.limits ?? DEFAULT_LIMITS);
  const execute = commandBus(deps.events, deps.projections, moderationGuard(gate), limits);
  const users = userQueries(deps.readStore);
  const posts = postQueries(deps.readStore, new FeedPages((listener) => deps.projections.onChange(listener)));
  const comments = commentQueries(deps.readStore);
  const stories = storyQueries(deps.readStore);
  const conversations = conversationQueries(deps.readStore);
  const tokens = sessionTokens(deps.jwtSecret);
  const mediaFiles = mediaFileQueries(deps.readStore);
  const mediaUploads = mediaUploadService(execute, deps.media, mediaFiles);
  return {
    users,
    searchUsers: userSearch(deps.readStore),
    stories,
    hashtags: hashtagQueries(deps.readStore, posts),
    userPosts: userPostQueries(deps.readStore, posts),
    search: searchQueries(deps.search, posts),
    storyPublishing: storyService(execute, stories, mediaUploads),
    posts,
    comments,
    accounts: accountService(execute, users, deps.media, mediaUploads, {
      adminCode: deps.adminCode,
      nameSecret: deps.nameSecret,
      afterErasure: () => deps.readStore.flush(),
      isBanned: (userId) => gate.isBanned(userId),
      limits,
    }),
    publishing: postService(execute, deps.media, posts, users, mediaUploads, mediaFiles),
    commenting: commentService(execute, comments, users),
    saving: saveService(execute, posts),
    follows: followService(execute, users),
    followLists: followQueries(deps.readStore),
    profiles: profileService(execute, mediaUploads),
    conversations,
    messaging: conversationService(execute, conversations, users, deps.events, deps.projections),
    typing: typingSignals(),
    conversationNotices: conversationNotices(deps.projections),
    dataDownloads: dataDownloads({ history: historyReads(deps.events), media: deps.media, users, postExists: async (id) => !!(await posts.record(id)) }),
    tokens,
    sessions: sessionService(execute, sessionQueries(deps.readStore), tokens),
    gate,
    requireAdmin: adminAccess(users, gate),
    moderationReads,
    insights: insightsQueries(deps.readStore),
    moderation: moderationService({ execute, queries: moderationReads, users, gate, adminCode: deps.adminCode, uploads: mediaUploads }),
    clock,
    limits,
    mascot: mascotService(execute, users, opaqueNames(deps.nameSecret), clock),
    media: deps.media,
    mediaUploads,
    scratch: deps.scratch,
    projections: deps.projections,
    secureCookies: deps.secureCookies,
    sockets: socketCounts(deps.socketLimits ?? DEFAULT_SOCKET_LIMITS),
  };
}

export type Services = ReturnType<typeof createServices>;
