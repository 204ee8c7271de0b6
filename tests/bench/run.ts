import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from './childServer';
import { type AlbumFeedFigures, albumFeedRows, benchAlbumFeed, printAlbumFeedNotes } from './albumFeedBench';
import { type AlbumUploadFigures, albumUploadRows, benchAlbumUpload, printAlbumUploadNotes } from './albumUploadBench';
import { datasetSizes, planDataset, withoutAlbums } from './dataset';
import { runEventsCli } from './exportBench';
import { benchDiscovery } from './discoveryBench';
import { fanOutFigures } from './fanOut';
import { benchFinding } from './findingBench';
import { findingRows, printFindingNotes } from './findingReport';
import { measureFirstPageJs } from './firstPageJs';
import { measureLighthouse } from './lighthouse';
import { benchComments, benchFeed, benchLikes, timeFirstFeed } from './httpBench';
import { discoveryRows, httpRows, printFeedDesign, printHttpNotes, worstQueryRows } from './httpReport';
import { benchMessages } from './messagesBench';
import { messageRows } from './messagesReport';
import { benchNotifications } from './notificationsBench';
import { notificationRows } from './notificationsReport';
import { benchPopularPost, popularPostRows } from './popularPostBench';
import { replayInChildProcess } from './replayBench';
import { benchFeedWithRelations } from './relationsBench';
import { printRelationNotes, relationRows } from './relationsReport';
import { replayRows } from './replayReport';
import { fmt, printSummary, printTable, type Row } from './report';
import { seedDataDir } from './seed';
import { serverRows } from './serverReport';
import { benchWorstQueries } from './worstQueryBench';
import { benchAbuse, type AbuseOptions } from './abuse';
import { abuseRows } from './abuseReport';
import { benchSoak, type SoakOptions } from './soak';
import { printSoakWindows, soakRows } from './soakReport';
import { printLighthouseRuns, webRows } from './webReport';
import { benchWorkers } from './workersBench';
import { printWorkersNotes, workersRows } from './workersReport';

/**
 * `npm run bench`: seeds a social graph into a temporary data folder through the event store,
 * then measures replay, restart, the feed (also with issue 20's blocks, mutes and private
 * accounts: relations.ts; and with issue 22's albums beside a second server of the same community
 * without them) and likes, each beside a baseline measured in the same run, so that a busy machine shows in both. The throughput runs start once the server says it
 * has loaded everything it loads behind its first answers (the restart and the first feed page
 * are timed before that), so that they measure the server as it runs, not its start. It runs as
 * `node --import tsx/esm` (npm run bench), not under the tsx command: there, in tsx's child
 * process, the load generator spent about 1.6 times the CPU per request on the two cores it
 * shares with the server. Environment:
 *   BENCH_SCALE=0.1      a tenth of the dataset, for a quick run (default 1: 10k users, 100k
 *                        posts, 1M likes, 100k follows, 200k comments, 20k live stories)
 *   BENCH_DATA_DIR=dir   seed into (or, when it already holds events, reuse) this folder, kept
 *                        (and the community without albums into dir-without-albums)
 *   BENCH_KEEP=true      keep the temporary folders
 *   BENCH_SERVER_NODE_OPTIONS=...  NODE_OPTIONS for the server under test only (profiling)
 *   BENCH_SERVER_LOG=file  everything the server under test writes, appended to `file`
 *   BENCH_SUBSCRIPTIONS=1000, BENCH_SENDERS=200  open chat subscriptions and concurrent senders
 *   BENCH_ONLY=messages  only the direct-messages figures (no replay, restart, feed, likes)
 *   BENCH_ONLY=notifications  only the Activity figures (page, unread count, a like to the live count)
 *   BENCH_ONLY=discovery only search, hashtags, stories, account search, suggested people and Explore
 *   BENCH_ONLY=soak      only the soak
 *   BENCH_ONLY=workers   only the feed and likes with WORKERS=2 beside WORKERS=1
 *   BENCH_SOAK_MINUTES=10  the soak's length (0 leaves it out); BENCH_SOAK_CLIENTS=200,
 *                        BENCH_SOAK_SUBSCRIBERS=100, BENCH_SOAK_THINK_MS=2000 (mean pause
 *                        between one person's requests)
 *   BENCH_ABUSE_SECONDS=60 after the soak, people browsing calmly, then again under attack by
 *                        signed-out clients (0 leaves it out); BENCH_ABUSE_SOCKETS=2000,
 *                        BENCH_ABUSE_UPLOADERS=60, BENCH_ABUSE_RANGES=100
 */
const DELIVERIES = 300;
const DISCOVERY_REQUESTS = 1000;
// Per run: 8 clients send 4,000 feed pages in under a second, long enough for a steady share.
const FEED_REQUESTS = 4000;
const FEED_CLIENTS = 8;
// Enough clients to keep two workers busy, for the WORKERS=2 comparison (workersBench.ts).
const SATURATING_CLIENTS = 32;
const LIKE_CLIENTS = 50;
const LIKES_PER_CLIENT = 200;
const COMMENTS_REQUESTS = 1000;
const NOTIFICATION_REQUESTS = 1000;
const WORST_QUERY_REQUESTS = 50;

const log = (line: string) => console.log(line);

async function main(): Promise<void> {
  const scale = Number(process.env.BENCH_SCALE ?? '1');
  if (!(scale > 0)) throw new Error(`BENCH_SCALE must be a positive number, got "${process.env.BENCH_SCALE}"`);
  const sizes = datasetSizes(scale);
  const data = planDataset(sizes, Date.now());
  const keep = process.env.BENCH_KEEP === 'true' || Boolean(process.env.BENCH_DATA_DIR);
  const dataDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : await mkdtemp(path.join(os.tmpdir(), 'glimpse-bench-'));
  const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'glimpse-bench-empty-'));
  // Issue 22's baseline: the same community with every post of one photo, served beside it.
  const noAlbumsDir = process.env.BENCH_DATA_DIR ? `${dataDir}-without-albums` : await mkdtemp(path.join(os.tmpdir(), 'glimpse-bench-no-albums-'));
  log(
    `Glimpse bench: ${fmt.int(sizes.users)} users, ${fmt.int(sizes.posts)} posts, ${fmt.int(sizes.likes)} likes, ${fmt.int(sizes.follows)} follows, ${fmt.int(sizes.comments)} comments, ${fmt.int(sizes.stories)} stories, ${fmt.int(data.relations.privateUsers.length)} private accounts, ${fmt.int(data.relations.blockBlocker.length)} blocks, ${fmt.int(data.relations.muteMuter.length)} mutes in ${dataDir}`,
  );
  try {
    if (existsSync(path.join(dataDir, 'events.sqlite'))) log('Reusing the events already in that folder.');
    else {
      const seeded = await seedDataDir(dataDir, data, log);
      log(`Seeded ${fmt.int(seeded.events)} events in ${seeded.seconds.toFixed(1)} s`);
    }

    const secret = randomBytes(32).toString('base64url');
    const subscriptions = Number(process.env.BENCH_SUBSCRIPTIONS ?? '1000');
    const senders = Number(process.env.BENCH_SENDERS ?? '200');
    const messagesOnly = process.env.BENCH_ONLY === 'messages';
    const soakOptions = soakOptionsOf(process.env);
    const measureSoak = async (server: Awaited<ReturnType<typeof startChildServer>>) => {
      log(`10. Soak: ${soakOptions.clients} people for ${soakOptions.minutes} min, ${soakOptions.subscribers} of them subscribed...`);
      return benchSoak(server, data, secret, soakOptions, log);
    };
    const abuseOptions = abuseOptionsOf(process.env);
    const measureAbuse = async (server: Awaited<ReturnType<typeof startChildServer>>) => {
      if (abuseOptions.seconds <= 0) return undefined;
      log(`11. Abuse: ${abuseOptions.clients} people browsing, calm and then under attack by signed-out clients...`);
      return benchAbuse(server, data, secret, dataDir, abuseOptions, log);
    };
    if (process.env.BENCH_ONLY === 'soak') {
      const server = await startChildServer(dataDir, secret);
      try {
        const soak = soakOptions.minutes > 0 ? await measureSoak(server) : undefined;
        const abuse = await measureAbuse(server);
        if (soak) printSoakWindows(soak);
        const rows = [...(soak ? soakRows(soak) : []), ...(abuse ? abuseRows(abuse, soak) : [])];
        console.log('');
        printTable(rows);
        if (!printSummary(rows)) process.exitCode = 1;
      } finally {
        await server.stop();
      }
      return;
    }
    const measureMessages = async (server: Awaited<ReturnType<typeof startChildServer>>) => {
      log(`7. Direct messages: ${fmt.int(subscriptions)} open subscriptions, then ${senders} senders...`);
      return benchMessages(server, data, secret, subscriptions, senders, DELIVERIES);
    };
    const measureNotifications = async (server: Awaited<ReturnType<typeof startChildServer>>) => {
      log(
        `7c. Activity: the notifications page and unread count, 1 client; then ${fmt.int(subscriptions)} people listening to their unread count, liked one at a time...`,
      );
      return benchNotifications(server, data, secret, NOTIFICATION_REQUESTS, subscriptions, DELIVERIES);
    };
    const measurePopularPost = (server: Awaited<ReturnType<typeof startChildServer>>) => {
      log('7e. One post liked by everyone who may see it, one like after another, 1 client...');
      return benchPopularPost(server.port, data, secret);
    };
    if (process.env.BENCH_ONLY === 'notifications') {
      const server = await startChildServer(dataDir, secret);
      try {
        const rows = [...notificationRows(await measureNotifications(server)), ...popularPostRows(await measurePopularPost(server))];
        console.log('');
        printTable(rows);
        if (!printSummary(rows)) process.exitCode = 1;
      } finally {
        await server.stop();
      }
      return;
    }
    const measureFinding = async (server: Awaited<ReturnType<typeof startChildServer>>) => {
      log('6b. Account search, suggested people and Explore over HTTP: 1 client...');
      return benchFinding(server.port, data, secret, DISCOVERY_REQUESTS);
    };
    if (process.env.BENCH_ONLY === 'discovery') {
      const server = await startChildServer(dataDir, secret);
      try {
        await server.loaded();
        log('6. Search, a hashtag page and the stories row over HTTP: 1 client...');
        const discovery = await benchDiscovery(server.port, data, secret, DISCOVERY_REQUESTS);
        const finding = await measureFinding(server);
        const rows = [...discoveryRows(discovery), ...findingRows(finding)];
        console.log('');
        printTable(rows);
        printFindingNotes(finding);
        if (!printSummary(rows)) process.exitCode = 1;
      } finally {
        await server.stop();
      }
      return;
    }
    const measureWorkers = async () => {
      log(
        `12. WORKERS=2 beside WORKERS=1: the feed with ${FEED_CLIENTS} and ${SATURATING_CLIENTS} clients and likes with ${LIKE_CLIENTS}, and each process's memory...`,
      );
      return benchWorkers(dataDir, data, secret, {
        feedRequests: FEED_REQUESTS,
        feedClients: FEED_CLIENTS,
        saturatingClients: SATURATING_CLIENTS,
        likeClients: LIKE_CLIENTS,
        likesPerClient: LIKES_PER_CLIENT,
      });
    };
    if (process.env.BENCH_ONLY === 'workers') {
      const workers = await measureWorkers();
      const rows = workersRows(workers);
      console.log('');
      printTable(rows);
      printWorkersNotes(workers);
      if (!printSummary(rows)) process.exitCode = 1;
      return;
    }
    if (messagesOnly) {
      const server = await startChildServer(dataDir, secret);
      try {
        const rows = messageRows(await measureMessages(server));
        console.log('');
        printTable(rows);
        printSummary(rows);
      } finally {
        await server.stop();
      }
      return;
    }

    if (!existsSync(path.join(noAlbumsDir, 'read-models.snapshot'))) {
      log("0. The same community without albums, for the album feed's baseline: seeded and replayed...");
      if (!existsSync(path.join(noAlbumsDir, 'events.sqlite'))) await seedDataDir(noAlbumsDir, withoutAlbums(data), () => {});
      await replayInChildProcess(noAlbumsDir);
    }

    log('1. Replay: every read model from event 0, beside reading and parsing alone...');
    const replay = await replayInChildProcess(dataDir);
    log(`   ${fmt.int(replay.replayPerSecond)} events/s (${replay.replaySeconds.toFixed(1)} s), snapshot written in ${replay.snapshotSeconds.toFixed(1)} s`);

    log('1b. Export: npm run events -- export of the whole log, beside the same command with nothing to export...');
    const exported = await runEventsCli(dataDir, ['export'], secret);
    const exportFloor = await runEventsCli(dataDir, ['export', '--from', String(exported.events)], secret);
    log(`   ${fmt.int(exported.perSecond)} events/s, peak RSS ${fmt.mb(exported.peakRssBytes)}`);

    log('2. Restart: the server as a child process, from spawn to its first answer...');
    await (await startChildServer(emptyDir, secret)).stop(); // warm-up: file caches, and a web build if missing
    const empty = await startChildServer(emptyDir, secret);
    const emptyRss = empty.peakRss();
    await empty.stop();
    const server = await startChildServer(dataDir, secret);
    log(`   ready in ${fmt.s(server.readyMs / 1000)} (empty folder: ${fmt.s(empty.readyMs / 1000)})`);
    // Read models come in behind the first answers: the first reader of the feed may wait for them.
    const firstFeedMs = await timeFirstFeed(server.port, data, secret);
    const loadedMs = await server.loaded();
    log(`   everything loaded in the background ${fmt.s(loadedMs / 1000)} after spawn`);

    let feed: Awaited<ReturnType<typeof benchFeed>>;
    let relationFeed: Awaited<ReturnType<typeof benchFeedWithRelations>>;
    let albumFeed: AlbumFeedFigures;
    let likes: Awaited<ReturnType<typeof benchLikes>>;
    let comments: Awaited<ReturnType<typeof benchComments>>;
    let discovery: Awaited<ReturnType<typeof benchDiscovery>>;
    let finding: Awaited<ReturnType<typeof benchFinding>>;
    let messages: Awaited<ReturnType<typeof measureMessages>>;
    let notifications: Awaited<ReturnType<typeof measureNotifications>>;
    let worst: Awaited<ReturnType<typeof benchWorstQueries>>;
    let albumUpload: AlbumUploadFigures;
    let popularPost: Awaited<ReturnType<typeof measurePopularPost>>;
    let soak: Awaited<ReturnType<typeof measureSoak>> | undefined;
    let abuse: Awaited<ReturnType<typeof measureAbuse>>;
    let rss: number;
    try {
      log(`3. Feed over HTTP: 1 client, then ${FEED_CLIENTS}...`);
      feed = await benchFeed(server.port, data, secret, FEED_REQUESTS, FEED_CLIENTS);
      log(`3b. The feed with blocks, mutes and private accounts: viewers with them beside as many without, 1 client, then ${FEED_CLIENTS}...`);
      relationFeed = await benchFeedWithRelations(server.port, data, secret, FEED_REQUESTS, FEED_CLIENTS);
      log(`3c. The feed with albums beside the same community without them, 1 client, then ${FEED_CLIENTS}...`);
      const noAlbums = await startChildServer(noAlbumsDir, secret);
      try {
        await noAlbums.loaded();
        albumFeed = await benchAlbumFeed({ withAlbums: server.port, withoutAlbums: noAlbums.port }, data, secret, FEED_REQUESTS, FEED_CLIENTS);
      } finally {
        await noAlbums.stop();
      }
      log(`4. Likes over HTTP: ${LIKE_CLIENTS} clients...`);
      likes = await benchLikes(server.port, data, secret, LIKE_CLIENTS, LIKES_PER_CLIENT);
      log("5. A post's comments over HTTP: 1 client...");
      comments = await benchComments(server.port, data, secret, COMMENTS_REQUESTS);
      log('6. Search, a hashtag page and the stories row over HTTP: 1 client...');
      discovery = await benchDiscovery(server.port, data, secret, DISCOVERY_REQUESTS);
      finding = await measureFinding(server);
      messages = await measureMessages(server);
      notifications = await measureNotifications(server);
      log('7b. The most expensive requests the GraphQL bounds accept, 1 client...');
      worst = await benchWorstQueries(server.port, data, secret, WORST_QUERY_REQUESTS);
      log('7d. Uploads: a post of one photo and an album of ten, in turn, 1 client...');
      albumUpload = await benchAlbumUpload(server.port, data, secret);
      popularPost = await measurePopularPost(server);
      rss = server.peakRss();
      if (soakOptions.minutes > 0) soak = await measureSoak(server);
      abuse = await measureAbuse(server);
    } finally {
      await server.stop();
    }

    const workers = await measureWorkers();

    log('8. JavaScript of the first page, gzipped, as Chromium loads it...');
    const firstPages = await measureFirstPageJs();
    log('9. Lighthouse, mobile profile: /login signed out and / signed in with posts...');
    const lighthouseScores = await measureLighthouse();

    const http = { feed, likes, comments, discovery, worst };
    const rows: Row[] = [
      ...replayRows(replay, exported, exportFloor),
      ...serverRows({
        readyMs: server.readyMs,
        emptyReadyMs: empty.readyMs,
        loadedMs,
        firstFeedMs,
        feedP50Ms: feed.feed1.p50Ms,
        rssBytes: rss,
        emptyRssBytes: emptyRss,
      }),
      ...httpRows(http),
      ...findingRows(finding),
      ...relationRows(relationFeed),
      ...albumFeedRows(albumFeed),
      ...messageRows(messages),
      ...notificationRows(notifications),
      ...worstQueryRows(worst),
      ...albumUploadRows(albumUpload),
      ...popularPostRows(popularPost),
      ...(soak ? soakRows(soak) : []),
      ...(abuse ? abuseRows(abuse, soak) : []),
      ...webRows(firstPages, lighthouseScores),
      ...workersRows(workers),
    ];
    if (soak) printSoakWindows(soak);
    console.log('');
    printTable(rows);
    printHttpNotes(http);
    printFindingNotes(finding);
    printAlbumFeedNotes(albumFeed);
    printAlbumUploadNotes(albumUpload);
    printLighthouseRuns(lighthouseScores);
    printRelationNotes(data, relationFeed);
    printFeedDesign(fanOutFigures(data), sizes.posts);
    printWorkersNotes(workers);
    printSummary(rows);
  } finally {
    if (!keep) await rm(dataDir, { recursive: true, force: true });
    if (!keep) await rm(noAlbumsDir, { recursive: true, force: true });
    await rm(emptyDir, { recursive: true, force: true });
  }
}

function soakOptionsOf(env: NodeJS.ProcessEnv): SoakOptions {
  const number = (name: string, fallback: number) => numberFrom(env, name, fallback);
  return {
    minutes: number('BENCH_SOAK_MINUTES', 10),
    clients: number('BENCH_SOAK_CLIENTS', 200),
    subscribers: number('BENCH_SOAK_SUBSCRIBERS', 100),
    thinkMs: number('BENCH_SOAK_THINK_MS', 2000),
  };
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!(value >= 0)) throw new Error(`${name} must be a number >= 0, got "${env[name]}"`);
  return value;
}

function abuseOptionsOf(env: NodeJS.ProcessEnv): AbuseOptions {
  const number = (name: string, fallback: number) => numberFrom(env, name, fallback);
  return {
    seconds: number('BENCH_ABUSE_SECONDS', 60),
    clients: 50,
    floodSockets: number('BENCH_ABUSE_SOCKETS', 2000),
    uploaders: number('BENCH_ABUSE_UPLOADERS', 60),
    rangeReaders: number('BENCH_ABUSE_RANGES', 100),
  };
}

main().catch((error) => {
  console.error('Bench failed:', error);
  process.exitCode = 1;
});
