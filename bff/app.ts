import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import express, { type ErrorRequestHandler } from 'express';
import type { Config } from '../infra/config';
import { openEngines, type Engines } from '../infra/engines';
import { openMailer } from '../infra/mail/mailers';
import { webPushSender } from '../infra/push/webPushSender';
import { withSearch } from '../projections/projectors';
import { createAdminChatSocket } from './adminChatSocket';
import { clientIpOf } from './auth/httpSession';
import type { Clock } from './clock';
import { runCloseSteps } from './closeSteps';
import { answerError, HttpError } from './errors';
import { acceptedLanguage } from './i18n/acceptLanguage';
import { translateRefusal } from './i18n/translateRefusal';
import { languageRoutes } from './rest/languageRoutes';
import { clientErrors } from './http/clientErrors';
import { createGraphQL } from './graphql/graphqlServer';
import { isJsonGraphQLPost } from './graphql/httpHandler';
import { readLimits } from './limits';
import {
  CLOSE_SERVER_FULL,
  CLOSE_TOO_MANY_SOCKETS,
  readSocketLimits,
  SERVER_FULL_REASON,
  tooManyAnonymousSocketsReason,
  tooManySocketOpensMessage,
} from './socketLimits';
import { socketOpenings } from './socketOpenings';
import { memoryLimiters, sqliteLimiters } from './services/limiterStore';
import { startLimitsSweeper } from './leadership/limitsSweeper';
import { isCrossSiteWrite, refuseCrossSiteWrite } from './http/crossSiteWrites';
import { setSecurityHeaders } from './http/securityHeaders';
import { refuseForeignUpgrade } from './http/socketOrigin';
import { refuseUpgrade } from './http/upgradeRefusal';
import { answersFromReadModels, readYourWrites } from './http/readYourWrites';
import type { ClusterLink } from './cluster/clusterLink';
import { startLeadership } from './leadership/leadership';
import { LeaderProjections } from './roles/leaderProjections';
import { neverLeader, openReadSide } from './roles/readSide';
import { shareCommits } from './cluster/shareCommits';
import { projectWhileLeading } from './roles/projectorDuty';
import { whileLeader } from './leadership/whileLeader';
import { startMailReactor } from './mail/mailReactor';
import { startMascotReactor } from './mascot/mascotReactor';
import { startPushReactor } from './push/pushReactor';
import { isUpload, uploadAdmission } from './media/uploadAdmission';
import { mediaReadOf, serveMedia } from './media/serveMedia';
import { startUnusedUploadSweeper } from './media/unusedUploadSweeper';
import { multipartErrors } from './media/uploadMiddleware';
import { accountRoutes } from './rest/accountRoutes';
import { sessionRoutes } from './rest/sessionRoutes';
import { usernameRoutes } from './rest/usernameRoutes';
import { emailVerificationRoutes } from './rest/emailVerificationRoutes';
import { passwordResetRoutes } from './rest/passwordResetRoutes';
import { twoFactorRoutes } from './rest/twoFactorRoutes';
import { commentLikeRoutes } from './rest/commentLikeRoutes';
import { commentRoutes } from './rest/commentRoutes';
import { conversationRoutes } from './rest/conversationRoutes';
import { exploreRoutes } from './rest/exploreRoutes';
import { hiddenWordsRoutes } from './rest/hiddenWordsRoutes';
import { suggestionRoutes } from './rest/suggestionRoutes';
import { dataDownloadRoutes } from './rest/dataDownloadRoutes';
import { followRoutes } from './rest/followRoutes';
import { blockRoutes } from './rest/blockRoutes';
import { muteRoutes } from './rest/muteRoutes';
import { healthRoutes } from './rest/healthRoutes';
import { projectorRoutes } from './rest/projectorRoutes';
import { hashtagRoutes } from './rest/hashtagRoutes';
import { likeRoutes } from './rest/likeRoutes';
import { notificationRoutes } from './rest/notificationRoutes';
import { passkeyRoutes } from './rest/passkeyRoutes';
import { mediaRoutes } from './rest/mediaRoutes';
import { moderationRoutes } from './rest/moderationRoutes';
import { postRoutes } from './rest/postRoutes';
import { pushRoutes } from './rest/pushRoutes';
import { profileRoutes } from './rest/profileRoutes';
import { appealRoutes } from './rest/appealRoutes';
import { reportRoutes } from './rest/reportRoutes';
import { storyRoutes } from './rest/storyRoutes';
import { userSearchRoutes } from './rest/userSearchRoutes';
import { createServices, type Services } from './services/services';
import { startSnapshotWriter } from './leadership/snapshotWriter';
import { webAppRoutes } from './webApp';

export type Glimpse = {
  server: Server;
  url: string;
  services: Services;
  engines: Engines;
  /** True when the event store was empty as this start opened it (before the mascot wrote anything). */
  firstStart: boolean;
  /** Settles once the read models and the search index have loaded what they load behind the first answers. */
  loaded: Promise<void>;
  /** Settles once the password resets asked for are recorded and the mail reactor (when this process sends mail) has no mail due and none under way: their appends are done. */
  mailsSettled(): Promise<void>;
  /** Settles once the push reactor (when this process sends pushes) has no push due and none under way. */
  pushesSettled(): Promise<void>;
  /** Whether this process does the once-only work now (holds the lease; a projector, once it has caught up too). */
  leads(): boolean;
  /** Subscriptions ever started over /graphql: it only grows, so a count taken before subscribing tells when one is live. */
  subscriptionsStarted(): number;
  close(): Promise<void>;
};

const BANNED_ADDRESS_MESSAGE = 'Your IP address has been banned.';

/**
 * How long an idle keep-alive connection stays open (Node's own default, stated here because a
 * proxy depends on it). A proxy that keeps its connections to Glimpse open longer may send a
 * request on one as Glimpse closes it, and answer that request 502: nginx does not retry a POST.
 * So deploy/nginx.conf lets go of an idle connection sooner (its upstream `keepalive_timeout`).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/** Every request from a banned address, whatever it asks for (REST, GraphQL, sockets, pages). */
const isAppeal = (req: IncomingMessage) => req.method === 'POST' && req.url === '/api/appeals';

/** In the language the request asks for: no account is looked up for an address refused whole. */
function refuseBannedAddress(req: IncomingMessage, res: ServerResponse) {
  const message = translateRefusal(acceptedLanguage(req.headers['accept-language']) ?? 'en', BANNED_ADDRESS_MESSAGE);
  res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message }));
}

const answerErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const known =
    error?.type === 'entity.parse.failed'
      ? new HttpError(400, 'The request body is not valid JSON.')
      : error?.type === 'entity.too.large'
        ? new HttpError(413, 'The request body is too large (at most 1 MB).')
        : error;
  answerError(res, known, acceptedLanguage(req.get('accept-language')) ?? 'en');
};

/**
 * Composes engines, projections, services, GraphQL, the REST shim and the web app on one port.
 * `engines` given (tests running an API instance and a projector side by side on one store) are
 * the caller's: used, not closed.
 */
export async function startGlimpse(config: Config, options: { clock?: Clock; cluster?: ClusterLink | null; engines?: Engines } = {}): Promise<Glimpse> {
  const cluster = options.cluster ?? null;
  const limits = readLimits(config.rateLimitSettings);
  const socketLimits = readSocketLimits(config.socketLimitSettings);
  const engines = options.engines ?? (await openEngines(config, { worker: cluster !== null }));
  const ownsEngines = !options.engines;
  if (cluster && engines.commits) shareCommits(cluster, engines.commits);
  const firstStart = (await engines.events.headPosition()) === 0;
  const limiterStore = engines.sharedState && config.limitsStore === 'database' ? sqliteLimiters(engines.sharedState, config.nameSecret) : memoryLimiters;
  const projections = await openReadSide(config, engines);
  // Links in mails lead to the site as people open it; this server's own address once it listens.
  let ownUrl = `http://localhost:${config.port}`;
  const services = createServices({
    ...engines,
    projections,
    jwtSecret: config.jwtSecret,
    adminCode: config.adminCode,
    nameSecret: config.nameSecret,
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
    clock: options.clock,
    limits,
    limiterStore,
    socketLimits,
    mailer: openMailer(config),
    siteUrl: () => config.publicUrl ?? ownUrl,
    pushSender: webPushSender({ vapid: config.vapid, allowPrivateEndpoints: config.pushAllowPrivateEndpoints, extraCaFile: config.extraCaFile }),
    cluster,
    projectors: withSearch(engines.search),
  });
  await services.gate.load(projections);
  // Once-only work (reactors, snapshots, sweeps) runs in the process holding the leader's lease;
  // a lone process takes it here, before any of that work starts.
  const leadership = config.role === 'api' ? neverLeader : await startLeadership({ leases: engines.leases, clock: services.clock });
  const startMascot = config.mascot
    ? () => startMascotReactor({ events: engines.events, readStore: engines.readStore, mascot: services.mascot, clock: services.clock })
    : null;
  // A projector leads once it has caught up: the mascot is started with its projections, and the senders and sweeps wait for them.
  const projectorDuty = projections instanceof LeaderProjections ? projectWhileLeading({ leadership, side: projections, engines, mascot: startMascot }) : null;
  const leads = projectorDuty ? () => leadership.isLeader() && (projections as LeaderProjections).active : () => leadership.isLeader();
  if (cluster) {
    const tell = (leader: boolean) =>
      console.log(leader ? `Worker ${process.pid} leads (reactors, snapshots, sweeps).` : `Worker ${process.pid} no longer leads.`);
    if (leads()) tell(true);
    leadership.onChange(tell);
  }
  const mascot = startMascot && !projectorDuty ? whileLeader(leadership, 'mascot', startMascot) : null;
  await mascot?.settled();
  await projectorDuty?.settled();
  // Mail and pushes leave the machine, where no event's revision can refuse a second copy: the
  // lease is asked again before each round, not taken from the last renewal, so that a leader
  // frozen past its lease (while another took over) sends nothing once it wakes.
  const confirmsLead = async () => leads() && (await leadership.renew()) && leads();
  const mailReactor = config.sendMail && config.role !== 'api' ? startMailReactor(services.mails, confirmsLead) : null;
  const pushReactor = config.sendPush && config.role !== 'api' ? startPushReactor(services.pushes, confirmsLead) : null;
  // A projector serves its health only: no API, no sockets.
  const graphql = config.role === 'projector' ? null : await createGraphQL(services, config);
  const adminChatSocket = config.role === 'projector' ? null : createAdminChatSocket(services, cluster);
  const about = config.role === 'all' ? undefined : () => ({ role: config.role, ...(config.role === 'projector' ? { leader: leads() } : {}) });
  const consistency = readYourWrites(projections, () => engines.events.headPosition(), { cookie: cluster !== null, secureCookies: config.secureCookies });

  const app = express();
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json({ limit: '1mb' }));
  // A projector answers its health and nothing else: no API, no pages, no sockets.
  if (!graphql) app.use(healthRoutes(services, about), (_req, res) => void res.status(404).json({ message: 'Not found' }));
  else app.use('/graphql', graphql.middleware);
  app.use(
    healthRoutes(services, about),
    projectorRoutes(services),
    accountRoutes(services),
    sessionRoutes(services),
    usernameRoutes(services),
    passkeyRoutes(services),
    passwordResetRoutes(services),
    emailVerificationRoutes(services),
    twoFactorRoutes(services),
    postRoutes(services),
    likeRoutes(services),
    commentRoutes(services),
    commentLikeRoutes(services),
    storyRoutes(services),
    hashtagRoutes(services),
    // Before profileRoutes, whose /api/users/:id would take 'search', 'suggested' (or 'blocked') for an id.
    userSearchRoutes(services),
    suggestionRoutes(services),
    exploreRoutes(services),
    blockRoutes(services),
    muteRoutes(services),
    profileRoutes(services),
    followRoutes(services),
    languageRoutes(services),
    conversationRoutes(services),
    hiddenWordsRoutes(services),
    notificationRoutes(services),
    pushRoutes(services),
    mediaRoutes(services),
    reportRoutes(services),
    appealRoutes(services),
    moderationRoutes(services),
    dataDownloadRoutes(services, { stallMs: config.dataDownloadStallMs }),
  );
  app.use('/api', (_req, res) => res.status(404).json({ message: 'Not found' }));
  app.use(webAppRoutes());
  app.use(multipartErrors, clientErrors, answerErrors);

  const openings = socketOpenings(socketLimits, limiterStore);
  const sendMedia = serveMedia(services);
  const admitUpload = uploadAdmission(services);
  const server = createServer((req, res) => {
    setSecurityHeaders(req, res);
    // A banned address may still appeal (a banned person's addresses are banned with them): the password is the proof.
    if (services.gate.isIpBanned(clientIpOf(req)) && !isAppeal(req)) return refuseBannedAddress(req, res);
    if (isCrossSiteWrite(req, config.allowedOrigins)) return refuseCrossSiteWrite(res);
    // What most requests are (GraphQL, media) and refused uploads are answered beside Express (a projector has neither).
    const answer = () => {
      if (!graphql) return app(req, res);
      if (isJsonGraphQLPost(req)) return void graphql.handleJsonPost(req, res);
      const mediaRead = mediaReadOf(req);
      if (mediaRead) return void sendMedia(req, res, mediaRead);
      if (isUpload(req)) return void admitUpload(req, res).then((admitted) => admitted && app(req, res));
      app(req, res);
    };
    if (!answersFromReadModels(req.url)) return answer();
    consistency.stamp(req, res);
    const catchingUp = consistency.caughtUp(req);
    return catchingUp ? void catchingUp.then(answer) : answer();
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on('upgrade', (request, socket, head) => {
    if (services.gate.isIpBanned(clientIpOf(request))) {
      refuseUpgrade(socket, '403 Forbidden', BANNED_ADDRESS_MESSAGE);
      return;
    }
    if (refuseForeignUpgrade(request, socket, config.allowedOrigins)) return;
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const target = pathname === '/graphql' ? graphql?.webSockets : pathname === '/admin-ws' ? adminChatSocket : null;
    if (!target) return socket.destroy();
    // The server's own error handler is gone once a request upgrades; one is needed until ws adds its own.
    socket.on('error', () => socket.destroy());
    void openings.admit(clientIpOf(request) ?? '').then((refused) => {
      if (refused)
        return refuseUpgrade(socket, '429 Too Many Requests', tooManySocketOpensMessage(refused.retryAfterSeconds), {
          'retry-after': refused.retryAfterSeconds,
        });
      upgrade(target, request, socket, head);
    });
  });
  const upgrade = (target: WebSocketServer, request: IncomingMessage, socket: Duplex, head: Buffer) =>
    target.handleUpgrade(request, socket, head, (ws) => {
      const { sockets } = services;
      if (!sockets.admitSocket(ws)) return ws.close(CLOSE_SERVER_FULL, SERVER_FULL_REASON);
      // Nothing is read until the socket is admitted (the count may be the primary's): frames before 'connection' would be lost.
      ws.pause();
      // Until it signs in, a socket is its address's: one address cannot hold the server's places with sockets that never will.
      void sockets.admitAnonymous(clientIpOf(request) ?? '', ws).then((admitted) => {
        if (admitted) target.emit('connection', ws, request);
        ws.resume();
        if (!admitted) ws.close(CLOSE_TOO_MANY_SOCKETS, tooManyAnonymousSocketsReason(sockets.limits));
      });
    });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  ownUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
  const snapshots = startSnapshotWriter(projections, () => engines.readStore.flush(), leads);
  const unusedUploads = startUnusedUploadSweeper(services, leads);
  const limitsSweeper = startLimitsSweeper(limiterStore, services.clock, leads);

  return {
    server,
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    services,
    engines,
    firstStart,
    loaded: Promise.all([engines.restored, engines.search.loaded()]).then(() => undefined),
    leads,
    subscriptionsStarted: graphql?.subscriptionsStarted ?? (() => 0),
    pushesSettled: async () => {
      await pushReactor?.settled();
    },
    mailsSettled: async () => {
      await services.passwordResets.settled();
      await mailReactor?.settled();
    },
    // Every step is attempted whatever the ones before it did (runCloseSteps); what failed is logged and thrown.
    async close() {
      snapshots.stop();
      unusedUploads.stop();
      limitsSweeper.stop();
      await runCloseSteps([
        ['stop the mascot', () => mascot?.close()],
        ['stop projecting (a projector that leads)', () => projectorDuty?.close()],
        ['record the password resets asked for', () => services.passwordResets.settled()],
        ['stop the mail reactor', () => mailReactor?.close()],
        ['stop the push reactor', () => pushReactor?.close()],
        [
          'close the sockets',
          () => {
            for (const client of [...(graphql?.webSockets.clients ?? []), ...(adminChatSocket?.clients ?? [])]) client.terminate();
          },
        ],
        ['stop GraphQL', () => graphql?.stop()],
        [
          'close the HTTP server',
          () => {
            server.closeAllConnections();
            return new Promise<void>((resolve) => server.close(() => resolve()));
          },
        ],
        ['stop the projections', () => projections.stop()],
        // A snapshot that cannot be written (a full disk) only costs a longer catch-up on the next start.
        // Among workers, the leader's alone: theirs in turn would only replace each other's. A lone
        // process saves whether or not it holds the lease yet (after a crash, the dead one's runs
        // on for up to 10 s).
        [
          'save the read models (the next start catches up from the events)',
          () => (ownsEngines ? engines.readStore.close({ save: cluster === null || leads() }) : undefined),
        ],
        // Released, so that another process leads at once rather than when the lease runs out.
        ['give up the leader lease', () => leadership.stop({ release: true })],
        ["close the change notices and the lease's connection", () => (ownsEngines ? engines.notices?.close() : undefined)],
        ['close the event and key stores', () => (ownsEngines ? engines.events.close() : undefined)],
      ]);
    },
  };
}
