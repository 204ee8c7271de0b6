import type { EventStore } from '../../domain/ports/eventStore';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { adminChatQueries } from '../../projections/queries/adminChatQueries';
import { commentQueries } from '../../projections/queries/commentQueries';
import { conversationQueries } from '../../projections/queries/conversationQueries';
import { FeedPages } from '../../projections/queries/feedPages';
import { followQueries } from '../../projections/queries/followQueries';
import { hashtagQueries } from '../../projections/queries/hashtagQueries';
import { insightsQueries } from '../../projections/queries/insightsQueries';
import { mediaFileQueries } from '../../projections/queries/mediaFileQueries';
import { moderationQueries } from '../../projections/queries/moderationQueries';
import { postQueries } from '../../projections/queries/postQueries';
import { reportQueries } from '../../projections/queries/reportQueries';
import { searchQueries } from '../../projections/queries/searchQueries';
import { sessionQueries } from '../../projections/queries/sessionQueries';
import { storyQueries } from '../../projections/queries/storyQueries';
import { userPostQueries } from '../../projections/queries/userPostQueries';
import { userQueries } from '../../projections/queries/userQueries';
import { userSearchQueries } from '../../projections/queries/userSearchQueries';
import { relationQueries } from '../../projections/visibility/relations';
import type { ReadStore } from '../../projections/readStore';
import type { ProjectionRunner } from '../../projections/runner';
import type { SearchIndex } from '../../projections/searchIndex';
import { sessionTokens } from '../auth/session';
import { type Clock, systemClock } from '../clock';
import { historyReads } from '../dataExport/historyReads';
import { DEFAULT_LIMITS, type Limits } from '../limits';
import { socketCounts } from '../socketCounts';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from '../socketLimits';
import { accountService, opaqueNames } from './accounts';
import { adminAccess } from './adminAccess';
import { adminChatService } from './adminChat';
import { blockService } from './blocks';
import { muteService } from './mutes';
import { commandBus } from './commandBus';
import { commentService } from './comments';
import { conversationNotices } from './conversationNotices';
import { conversationService } from './conversations';
import { dataDownloadService } from './dataDownloads';
import { followService } from './follows';
import { likeService } from './likes';
import { mascotService } from './mascot';
import { mediaService } from './media';
import { moderationService } from './moderation';
import { ModerationGate } from './moderationGate';
import { moderationGuard } from './moderationGuard';
import { postService } from './posts';
import { profileService } from './profiles';
import { RateLimits } from './rateLimits';
import { reportService } from './reports';
import { saveService } from './saves';
import { sessionService } from './sessions';
import { storyService } from './stories';
import { typingSignals } from './typing';

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
  const tokens = sessionTokens(deps.jwtSecret);
  const mediaFiles = mediaFileQueries(deps.readStore);
  const media = mediaService(execute, deps.media, mediaFiles);
  // The visibility policy's relations (projections/visibility): every feature's reads and refusals ask them.
  const relations = relationQueries(deps.readStore);
  return {
    // The features, each by its one name: its commands and its reads.
    accounts: accountService(execute, users, deps.media, {
      adminCode: deps.adminCode,
      nameSecret: deps.nameSecret,
      afterErasure: () => deps.readStore.flush(),
      isBanned: (userId) => gate.isBanned(userId),
      limits,
    }),
    sessions: sessionService(execute, sessionQueries(deps.readStore), tokens),
    profiles: profileService(execute, media, users, relations),
    posts: postService(execute, deps.media, posts, userPostQueries(deps.readStore, posts), users, media, mediaFiles, relations),
    comments: commentService(execute, commentQueries(deps.readStore), users, posts),
    likes: likeService(execute, posts),
    saves: saveService(execute, posts),
    follows: followService(execute, followQueries(deps.readStore), users, relations),
    blocks: blockService(execute, users, relations),
    mutes: muteService(execute, users, relations),
    stories: storyService(execute, storyQueries(deps.readStore), media),
    hashtags: hashtagQueries(deps.readStore, posts),
    search: searchQueries(deps.search, posts),
    userSearch: userSearchQueries(deps.readStore),
    conversations: conversationService(execute, conversationQueries(deps.readStore), users, deps.events, deps.projections, relations),
    reports: reportService(execute, reportQueries(deps.readStore), users, media),
    moderation: moderationService({ execute, queries: moderationReads, users, gate, adminCode: deps.adminCode }),
    adminChat: adminChatService(execute, adminChatQueries(deps.readStore)),
    insights: insightsQueries(deps.readStore),
    mascot: mascotService(execute, users, opaqueNames(deps.nameSecret), clock),
    media,
    dataDownloads: dataDownloadService({ history: historyReads(deps.events), media: deps.media, users, postExists: async (id) => !!(await posts.record(id)) }),

    // What the features share: people as the read models know them, the live parts of
    // conversations, and the server's own machinery.
    users,
    relations,
    typing: typingSignals(),
    conversationNotices: conversationNotices(deps.projections),
    tokens,
    gate,
    requireAdmin: adminAccess(users, gate),
    clock,
    limits,
    mediaStore: deps.media,
    scratch: deps.scratch,
    projections: deps.projections,
    secureCookies: deps.secureCookies,
    sockets: socketCounts(deps.socketLimits ?? DEFAULT_SOCKET_LIMITS),
  };
}

export type Services = ReturnType<typeof createServices>;
