import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startChildServer } from './childServer';
import { datasetSizes, planDataset } from './dataset';
import { runEventsCli } from './exportBench';
import { benchDiscovery } from './discoveryBench';
import { fanOutFigures } from './fanOut';
import { FIRST_PAGE_JS_BUDGET, measureFirstPageJs } from './firstPageJs';
import { LIGHTHOUSE_TARGETS, measureLighthouse } from './lighthouse';
import { benchComments, benchFeed, benchLikes, timeFirstFeed } from './httpBench';
import { benchMessages, type MessageFigures } from './messagesBench';
import { replayInChildProcess } from './replayBench';
import { fmt, printSummary, printTable, type Row } from './report';
import { seedDataDir } from './seed';
import { benchWorstQueries } from './worstQueryBench';
import { benchAbuse, type AbuseOptions } from './abuse';
import { abuseRows } from './abuseReport';
import { benchSoak, type SoakOptions } from './soak';
import { printSoakWindows, soakRows } from './soakReport';

/**
 * `npm run bench`: seeds a social graph into a temporary data folder through the event store,
 * then measures replay, restart, the feed and likes, each beside a baseline measured in the same
 * run, so that a busy machine shows in both. The throughput runs start once the server says it
 * has loaded everything it loads behind its first answers (the restart and the first feed page
 * are timed before that), so that they measure the server as it runs, not its start. It runs as
 * `node --import tsx/esm` (npm run bench), not under the tsx command: there, in tsx's child
 * process, the load generator spent about 1.6 times the CPU per request on the two cores it
 * shares with the server. Environment:
 *   BENCH_SCALE=0.1      a tenth of the dataset, for a quick run (default 1: 10k users, 100k
 *                        posts, 1M likes, 100k follows, 200k comments, 20k live stories)
 *   BENCH_DATA_DIR=dir   seed into (or, when it already holds events, reuse) this folder, kept
 *   BENCH_KEEP=true      keep the temporary folders
 *   BENCH_SERVER_NODE_OPTIONS=...  NODE_OPTIONS for the server under test only (profiling)
 *   BENCH_SERVER_LOG=file  everything the server under test writes, appended to `file`
 *   BENCH_SUBSCRIPTIONS=1000, BENCH_SENDERS=200  open chat subscriptions and concurrent senders
 *   BENCH_ONLY=messages  only the direct-messages figures (no replay, restart, feed, likes)
 *   BENCH_ONLY=soak      only the soak
 *   BENCH_SOAK_MINUTES=10  the soak's length (0 leaves it out); BENCH_SOAK_CLIENTS=200,
 *                        BENCH_SOAK_SUBSCRIBERS=100, BENCH_SOAK_THINK_MS=2000 (mean pause
 *                        between one person's requests)
 *   BENCH_ABUSE_SECONDS=60 after the soak, people browsing calmly, then again under attack by
 *                        signed-out clients (0 leaves it out); BENCH_ABUSE_SOCKETS=2000,
 *                        BENCH_ABUSE_UPLOADERS=60, BENCH_ABUSE_RANGES=100
 */
const TARGETS = {
  exportPerSecond: 100_000,
  replayPerSecond: 50_000,
  restartSeconds: 5,
  rssBytes: 1.5 * 2 ** 30,
  feedP99Ms: 15,
  feedShare: 0.4,
  likesPerSecond: 1000,
  likeP99Ms: 50,
  commentsP99Ms: 10,
  searchP99Ms: 30,
  hashtagP99Ms: 15,
  storiesP99Ms: 10,
  deliveryP99Ms: 100,
  sendsPerSecond: 1000,
};
const DELIVERIES = 300;
const DISCOVERY_REQUESTS = 1000;
// Per run: 8 clients send 4,000 feed pages in under a second, long enough for a steady share.
const FEED_REQUESTS = 4000;
const FEED_CLIENTS = 8;
const LIKE_CLIENTS = 50;
const LIKES_PER_CLIENT = 200;
const COMMENTS_REQUESTS = 1000;
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
  log(
    `Glimpse bench: ${fmt.int(sizes.users)} users, ${fmt.int(sizes.posts)} posts, ${fmt.int(sizes.likes)} likes, ${fmt.int(sizes.follows)} follows, ${fmt.int(sizes.comments)} comments, ${fmt.int(sizes.stories)} stories in ${dataDir}`,
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
    let likes: Awaited<ReturnType<typeof benchLikes>>;
    let comments: Awaited<ReturnType<typeof benchComments>>;
    let discovery: Awaited<ReturnType<typeof benchDiscovery>>;
    let messages: Awaited<ReturnType<typeof measureMessages>>;
    let worst: Awaited<ReturnType<typeof benchWorstQueries>>;
    let soak: Awaited<ReturnType<typeof measureSoak>> | undefined;
    let abuse: Awaited<ReturnType<typeof measureAbuse>>;
    let rss: number;
    try {
      log(`3. Feed over HTTP: 1 client, then ${FEED_CLIENTS}...`);
      feed = await benchFeed(server.port, data, secret, FEED_REQUESTS, FEED_CLIENTS);
      log(`4. Likes over HTTP: ${LIKE_CLIENTS} clients...`);
      likes = await benchLikes(server.port, data, secret, LIKE_CLIENTS, LIKES_PER_CLIENT);
      log("5. A post's comments over HTTP: 1 client...");
      comments = await benchComments(server.port, data, secret, COMMENTS_REQUESTS);
      log('6. Search, a hashtag page and the stories row over HTTP: 1 client...');
      discovery = await benchDiscovery(server.port, data, secret, DISCOVERY_REQUESTS);
      messages = await measureMessages(server);
      log('7b. The most expensive requests the GraphQL bounds accept, 1 client...');
      worst = await benchWorstQueries(server.port, data, secret, WORST_QUERY_REQUESTS);
      rss = server.peakRss();
      if (soakOptions.minutes > 0) soak = await measureSoak(server);
      abuse = await measureAbuse(server);
    } finally {
      await server.stop();
    }

    log('8. JavaScript of the first page, gzipped, as Chromium loads it...');
    const firstPages = await measureFirstPageJs();
    log('9. Lighthouse, mobile profile: /login signed out and / signed in...');
    const lighthouseScores = await measureLighthouse();

    const fanOut = fanOutFigures(data);
    const feedShare = feed.feedN.perSecond / feed.trivialN.perSecond;
    const rows: Row[] = [
      {
        measure: 'replay, events/s (baseline: read + parse)',
        value: fmt.int(replay.replayPerSecond),
        baseline: fmt.int(replay.readPerSecond),
        ratio: fmt.pct(replay.replayPerSecond, replay.readPerSecond),
        target: `>= ${fmt.int(TARGETS.replayPerSecond)}`,
        pass: replay.replayPerSecond >= TARGETS.replayPerSecond,
      },
      {
        measure: 'export, events/s (baseline: read + parse)',
        value: fmt.int(exported.perSecond),
        baseline: fmt.int(replay.readPerSecond),
        ratio: fmt.pct(exported.perSecond, replay.readPerSecond),
        target: `>= ${fmt.int(TARGETS.exportPerSecond)}`,
        pass: exported.perSecond >= TARGETS.exportPerSecond,
      },
      {
        measure: 'export peak RSS (baseline: nothing to export)',
        value: fmt.mb(exported.peakRssBytes),
        baseline: fmt.mb(exportFloor.peakRssBytes),
        ratio: fmt.ratio(exported.peakRssBytes, exportFloor.peakRssBytes),
      },
      {
        measure: 'restart to first answer (baseline: empty folder)',
        value: fmt.s(server.readyMs / 1000),
        baseline: fmt.s(empty.readyMs / 1000),
        ratio: fmt.ratio(server.readyMs, empty.readyMs),
        target: `<= ${TARGETS.restartSeconds} s`,
        pass: server.readyMs <= TARGETS.restartSeconds * 1000,
      },
      {
        measure: 'everything loaded in the background (baseline: first answer)',
        value: fmt.s(loadedMs / 1000),
        baseline: fmt.s(server.readyMs / 1000),
        ratio: fmt.ratio(loadedMs, server.readyMs),
      },
      {
        measure: 'first feed page, asked as soon as the server answers (baseline: feed p50 later)',
        value: fmt.ms(firstFeedMs),
        baseline: fmt.ms(feed.feed1.p50Ms),
        ratio: fmt.ratio(firstFeedMs, feed.feed1.p50Ms),
      },
      {
        measure: 'server peak RSS, whole run (baseline: empty)',
        value: fmt.mb(rss),
        baseline: fmt.mb(emptyRss),
        ratio: fmt.ratio(rss, emptyRss),
        target: `<= ${fmt.mb(TARGETS.rssBytes)}`,
        pass: rss <= TARGETS.rssBytes,
      },
      {
        measure: 'feed p50, 1 client (baseline: __typename)',
        value: fmt.ms(feed.feed1.p50Ms),
        baseline: fmt.ms(feed.trivial1.p50Ms),
        ratio: fmt.ratio(feed.feed1.p50Ms, feed.trivial1.p50Ms),
      },
      {
        measure: 'feed p99, 1 client',
        value: fmt.ms(feed.feed1.p99Ms),
        baseline: fmt.ms(feed.trivial1.p99Ms),
        ratio: fmt.ratio(feed.feed1.p99Ms, feed.trivial1.p99Ms),
        target: `<= ${TARGETS.feedP99Ms} ms`,
        pass: feed.feed1.p99Ms <= TARGETS.feedP99Ms,
      },
      {
        measure: 'feed req/s, 1 client',
        value: fmt.int(feed.feed1.perSecond),
        baseline: fmt.int(feed.trivial1.perSecond),
        ratio: fmt.pct(feed.feed1.perSecond, feed.trivial1.perSecond),
      },
      {
        measure: `feed req/s, ${feed.clients} clients`,
        value: fmt.int(feed.feedN.perSecond),
        baseline: fmt.int(feed.trivialN.perSecond),
        ratio: fmt.pct(feed.feedN.perSecond, feed.trivialN.perSecond),
        target: `>= ${TARGETS.feedShare * 100}% of baseline`,
        pass: feedShare >= TARGETS.feedShare,
      },
      {
        measure: `feed p99, ${feed.clients} clients`,
        value: fmt.ms(feed.feedN.p99Ms),
        baseline: fmt.ms(feed.trivialN.p99Ms),
        ratio: fmt.ratio(feed.feedN.p99Ms, feed.trivialN.p99Ms),
      },
      {
        measure: `toggleLike/s, ${likes.clients} clients (baseline: __typename)`,
        value: fmt.int(likes.likes.perSecond),
        baseline: fmt.int(likes.trivial.perSecond),
        ratio: fmt.pct(likes.likes.perSecond, likes.trivial.perSecond),
        target: `>= ${fmt.int(TARGETS.likesPerSecond)}`,
        pass: likes.likes.perSecond >= TARGETS.likesPerSecond,
      },
      {
        measure: 'toggleLike p50',
        value: fmt.ms(likes.likes.p50Ms),
        baseline: fmt.ms(likes.trivial.p50Ms),
        ratio: fmt.ratio(likes.likes.p50Ms, likes.trivial.p50Ms),
      },
      {
        measure: 'toggleLike p99',
        value: fmt.ms(likes.likes.p99Ms),
        baseline: fmt.ms(likes.trivial.p99Ms),
        ratio: fmt.ratio(likes.likes.p99Ms, likes.trivial.p99Ms),
        target: `<= ${TARGETS.likeP99Ms} ms`,
        pass: likes.likes.p99Ms <= TARGETS.likeP99Ms,
      },
      {
        measure: "a post's comments p50 (baseline: __typename)",
        value: fmt.ms(comments.comments.p50Ms),
        baseline: fmt.ms(comments.trivial.p50Ms),
        ratio: fmt.ratio(comments.comments.p50Ms, comments.trivial.p50Ms),
      },
      {
        measure: "a post's comments p99",
        value: fmt.ms(comments.comments.p99Ms),
        baseline: fmt.ms(comments.trivial.p99Ms),
        ratio: fmt.ratio(comments.comments.p99Ms, comments.trivial.p99Ms),
        target: `<= ${TARGETS.commentsP99Ms} ms`,
        pass: comments.comments.p99Ms <= TARGETS.commentsP99Ms && comments.comments.errors === 0,
      },
      {
        measure: 'toggleLike errors (incl. read-your-writes)',
        value: `${likes.likes.errors} / ${fmt.int(likes.likes.requests)}`,
        baseline: `${likes.trivial.errors} / ${fmt.int(likes.trivial.requests)}`,
        ratio: '',
        target: '0',
        pass: likes.likes.errors === 0 && likes.likes.requests > 0,
      },
      ...(
        [
          ['search p99, a page of 24 (baseline: __typename)', discovery.search, TARGETS.searchP99Ms],
          ['hashtag page p99, 12 posts', discovery.hashtag, TARGETS.hashtagP99Ms],
          ['stories row p99', discovery.stories, TARGETS.storiesP99Ms],
        ] as const
      ).flatMap(([measure, run, target]): Row[] => [
        {
          measure,
          value: fmt.ms(run.p99Ms),
          baseline: fmt.ms(discovery.trivial.p99Ms),
          ratio: fmt.ratio(run.p99Ms, discovery.trivial.p99Ms),
          target: `<= ${target} ms`,
          pass: run.p99Ms <= target && run.errors === 0,
        },
        {
          measure: `${measure.split(' p99')[0]} p50`,
          value: fmt.ms(run.p50Ms),
          baseline: fmt.ms(discovery.trivial.p50Ms),
          ratio: fmt.ratio(run.p50Ms, discovery.trivial.p50Ms),
        },
      ]),
      ...messageRows(messages),
      ...worst.runs.flatMap(({ name, run }): Row[] => [
        {
          measure: `worst accepted: ${name}, p99 (baseline: __typename)`,
          value: fmt.ms(run.p99Ms),
          baseline: fmt.ms(worst.trivial.p99Ms),
          ratio: fmt.ratio(run.p99Ms, worst.trivial.p99Ms),
          target: 'no errors',
          pass: run.errors === 0 && run.requests > 0,
        },
        {
          measure: `worst accepted: ${name}, p50`,
          value: fmt.ms(run.p50Ms),
          baseline: fmt.ms(worst.trivial.p50Ms),
          ratio: fmt.ratio(run.p50Ms, worst.trivial.p50Ms),
        },
      ]),
      ...(soak ? soakRows(soak) : []),
      ...(abuse ? abuseRows(abuse, soak) : []),
      ...firstPages.map((p) => ({
        measure: `first-page JS gzipped, ${p.page}`,
        value: `${(p.gzipBytes / 1024).toFixed(1)} KB`,
        baseline: `${(p.rawBytes / 1024).toFixed(1)} KB raw`,
        ratio: fmt.pct(p.gzipBytes, p.rawBytes),
        target: `<= ${FIRST_PAGE_JS_BUDGET / 1024} KB`,
        pass: p.gzipBytes <= FIRST_PAGE_JS_BUDGET,
      })),
      ...lighthouseScores.flatMap((l): Row[] => [
        {
          measure: `Lighthouse performance, ${l.page}`,
          value: String(l.performance),
          baseline: '',
          ratio: '',
          target: `>= ${LIGHTHOUSE_TARGETS.performance}`,
          pass: l.performance >= LIGHTHOUSE_TARGETS.performance,
        },
        {
          measure: `Lighthouse accessibility, ${l.page}`,
          value: String(l.accessibility),
          baseline: '',
          ratio: '',
          target: `>= ${LIGHTHOUSE_TARGETS.accessibility}`,
          pass: l.accessibility >= LIGHTHOUSE_TARGETS.accessibility,
        },
      ]),
    ];
    if (soak) printSoakWindows(soak);
    console.log('');
    printTable(rows);
    const runs = [
      ['feed', feed.feed1],
      ['feed (concurrent)', feed.feedN],
      ['toggleLike', likes.likes],
      ['comments', comments.comments],
      ['search', discovery.search],
      ['hashtag', discovery.hashtag],
      ['stories', discovery.stories],
      ...worst.runs.map(({ name, run }) => [name, run] as const),
    ] as const;
    for (const [name, run] of runs) {
      if (run.errors) console.log(`  ${name}: ${run.errors} errors, first: ${run.firstError}`);
    }
    console.log(`\nFeed pages held ${feed.avgEdges.toFixed(1)} posts on average; comment pages ${comments.avgEdges.toFixed(1)} comments.`);
    console.log(`Search pages held ${discovery.avgSearchHits.toFixed(1)} posts on average; stories rows ${discovery.avgStoryGroups.toFixed(1)} people.`);
    console.log('Feed design, counted on this graph:');
    console.log(
      `  fan-out on read (ours): a feed's authors hold ${fanOut.avgCandidatesPerRead.toFixed(0)} posts on average (max ${fmt.int(fanOut.maxCandidatesPerRead)}); a page merges their runs, sorted by time in the posts (userId, createdAt) index, and looks at about one post more than it shows`,
    );
    console.log(
      `  fan-out on write: ${fmt.int(fanOut.feedEntries)} feed entries for ${fmt.int(sizes.posts)} posts (${fanOut.avgEntriesPerPost.toFixed(1)} per post, up to ${fmt.int(fanOut.maxEntriesPerPost)} for one post), each replayed and kept in memory`,
    );
    printSummary(rows);
  } finally {
    if (!keep) await rm(dataDir, { recursive: true, force: true });
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

function messageRows(m: MessageFigures): Row[] {
  const open = `${fmt.int(m.subscriptions)} subscriptions open`;
  return [
    {
      measure: `message delivery p50, ${open} (baseline: send's answer)`,
      value: fmt.ms(m.delivery.p50Ms),
      baseline: fmt.ms(m.sendAnswer.p50Ms),
      ratio: fmt.ratio(m.delivery.p50Ms, m.sendAnswer.p50Ms),
    },
    {
      measure: 'message delivery p99',
      value: fmt.ms(m.delivery.p99Ms),
      baseline: fmt.ms(m.sendAnswer.p99Ms),
      ratio: fmt.ratio(m.delivery.p99Ms, m.sendAnswer.p99Ms),
      target: `<= ${TARGETS.deliveryP99Ms} ms`,
      pass: m.delivery.p99Ms <= TARGETS.deliveryP99Ms && m.delivery.lost === 0,
    },
    { measure: 'messages lost (never delivered within 2 s)', value: `${m.delivery.lost} / ${m.delivery.samples}`, baseline: '', ratio: '' },
    { measure: 'server memory per open subscription (socket incl.)', value: `${(m.bytesPerSubscription / 1024).toFixed(1)} KB`, baseline: '', ratio: '' },
    {
      measure: `sendMessage/s, ${m.senders} senders (baseline: __typename)`,
      value: fmt.int(m.sends.perSecond),
      baseline: fmt.int(m.trivial.perSecond),
      ratio: fmt.pct(m.sends.perSecond, m.trivial.perSecond),
      target: `>= ${fmt.int(TARGETS.sendsPerSecond)}`,
      pass: m.sends.perSecond >= TARGETS.sendsPerSecond && m.sends.errors === 0,
    },
    { measure: 'sendMessage p99 / errors', value: `${fmt.ms(m.sends.p99Ms)} / ${m.sends.errors}`, baseline: fmt.ms(m.trivial.p99Ms), ratio: '' },
  ];
}

main().catch((error) => {
  console.error('Bench failed:', error);
  process.exitCode = 1;
});
