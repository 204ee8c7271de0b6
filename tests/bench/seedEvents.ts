import { accountDecider } from '../../domain/account/decider';
import { blockDecider, blockStream } from '../../domain/block/decider';
import { deterministicEventId } from '../../domain/eventId';
import type { DomainEvent } from '../../domain/events';
import { followDecider, followStream } from '../../domain/follow/decider';
import { likeDecider, likeStream } from '../../domain/like/decider';
import { muteDecider, muteStream } from '../../domain/mute/decider';
import type { EventMetadata, NewEvent } from '../../domain/ports/eventStore';
import { postDecider, postStream } from '../../domain/post/decider';
import { storyDecider, storyStream } from '../../domain/story/decider';
import { reservationDecider, reservationStream, type ReservationKind } from '../../domain/reservation/decider';
import { userDecider, userStream } from '../../domain/user/decider';
import { schemaVersionOf } from '../../domain/upcasters';
import type { Dataset } from './dataset';
import { benchSessionId } from './benchSession';
import { seededRandom, type Random } from './prng';

export type StreamAppend = { stream: string; events: NewEvent[] };
/** `mediaSizes`: each of `mediaUrls`' width and height, for the albums' items. */
export type SeedAssets = { passwordHash: string; mediaUrls: string[]; mediaSizes: { width: number; height: number }[] };

const CLIENT_IP = '127.0.0.1';
const captions = [
  'Golden hour never gets old #sunset #travel',
  'Made it to the top before sunrise #hiking #mountains',
  'Colour study from this morning #art',
  'Best lunch of the week #food',
  'Quiet trail, loud birds #nature',
  'Weekend mood',
  'City lights #night #photography',
];
const locations = ['', '', 'Lisbon, Portugal', 'Dolomites, Italy', 'Lake Bled, Slovenia', 'Porto, Portugal'];

/**
 * Every event of the dataset, in time order, shaped exactly as a live command would write it:
 * the decider decides the data, and the metadata and event id follow commandContext and
 * handleCommand (a fresh command id per command, `:part` suffixes for sign-up's commands).
 */
export function* seedAppends(data: Dataset, assets: SeedAssets, seed = 7): Generator<StreamAppend> {
  const random = seededRandom(seed);
  for (let u = 0; u < data.sizes.users; u++) yield* signUp(random, data, assets, u);

  let p = 0;
  let f = 0;
  let l = 0;
  let c = 0;
  let s = 0;
  const { posts, follows, likes, comments, stories } = data.sizes;
  while (p < posts || f < follows || l < likes || c < comments || s < stories) {
    const tp = p < posts ? data.postAt[p] : Infinity;
    const tf = f < follows ? data.followAt[f] : Infinity;
    const tl = l < likes ? data.likeAt[l] : Infinity;
    const tc = c < comments ? data.commentAt[c] : Infinity;
    const ts = s < stories ? data.storyAt[s] : Infinity;
    const first = Math.min(tp, tf, tl, tc, ts);
    if (ts === first) yield story(random, data, assets, s++);
    else if (tp === first) yield publish(random, data, assets, p++);
    else if (tf === first) yield follow(random, data, f++);
    else if (tl === first) yield like(random, data, l++);
    else yield comment(random, data, c++);
  }
  yield* relations(random, data);
}

/**
 * Issue 20's relations, after everything else (see relations.ts): accounts turned private (their
 * followers stay approved), a request waiting at each, then the blocks (each ending the follows
 * between the two, as the block service does) and the mutes.
 */
function* relations(random: Random, data: Dataset): Generator<StreamAppend> {
  const r = data.relations;
  let at = r.at;
  const following = { status: 'following' as const, following: true, requested: false };
  for (const u of r.privateUsers) {
    const userId = data.userIds[u];
    const state = { registered: true as const, userId, avatar: null, isPrivate: false, language: null };
    yield command(random, userStream(userId), userDecider.decide({ type: 'SetPrivacy', userId, isPrivate: true, at: iso(at) }, state), at++, userId);
  }
  for (let i = 0; i < r.requestFrom.length; i++) {
    const [followerId, followeeId] = [data.userIds[r.requestFrom[i]], data.userIds[r.requestTo[i]]];
    const ask = { type: 'ToggleFollow' as const, followerId, followeeId, followeePrivate: true, at: iso(at) };
    yield command(random, followStream(followerId, followeeId), followDecider.decide(ask, followDecider.initialState()), at++, followerId);
  }
  const n = data.sizes.users;
  const follows = new Set<number>();
  for (const f of r.severed) follows.add(data.followFollower[f] * n + data.followFollowee[f]);
  for (let i = 0; i < r.blockBlocker.length; i++) {
    const [a, b] = [r.blockBlocker[i], r.blockBlocked[i]];
    const [blockerId, blockedId] = [data.userIds[a], data.userIds[b]];
    const block = { type: 'ToggleBlock' as const, blockerId, blockedId, at: iso(at) };
    yield command(random, blockStream(blockerId, blockedId), blockDecider.decide(block, blockDecider.initialState()), at, blockerId);
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      if (!follows.has(x * n + y)) continue;
      const [followerId, followeeId] = [data.userIds[x], data.userIds[y]];
      const sever = { type: 'SeverFollow' as const, followerId, followeeId, by: blockerId, at: iso(at) };
      yield command(random, followStream(followerId, followeeId), followDecider.decide(sever, following), at, blockerId);
    }
    at++;
  }
  for (let i = 0; i < r.muteMuter.length; i++) {
    const [muterId, mutedId] = [data.userIds[r.muteMuter[i]], data.userIds[r.muteMuted[i]]];
    const mute = { type: 'ToggleMute' as const, muterId, mutedId, at: iso(at) };
    yield command(random, muteStream(muterId, mutedId), muteDecider.decide(mute, muteDecider.initialState()), at++, muterId);
  }
}

const commentTexts = ['Stunning!', 'Where is this?', 'Love the colours here', 'Take me with you next time', 'This made my day', 'Wow 😍'];

/** A comment, appended to its post's stream (after the post, which is always earlier in time). */
function comment(random: Random, data: Dataset, c: number): StreamAppend {
  const postId = data.postIds[data.commentPost[c]];
  const userId = data.userIds[data.commentUser[c]];
  const at = data.commentAt[c];
  const published = {
    ...postDecider.initialState(),
    status: 'published' as const,
    authorId: data.userIds[data.postAuthor[data.commentPost[c]]],
  };
  const content = commentTexts[c % commentTexts.length];
  const cmd = { type: 'AddComment' as const, postId, commentId: data.commentIds[c], userId, content, parentId: null, mentions: [], at: iso(at) };
  return command(random, postStream(postId), postDecider.decide(cmd, published), at, userId);
}

function* signUp(random: Random, data: Dataset, assets: SeedAssets, u: number): Generator<StreamAppend> {
  const userId = data.userIds[u];
  const username = data.usernames[u];
  const email = `${username}@example.com`;
  const at = data.userAt[u];
  const reserve = (kind: ReservationKind, value: string) =>
    command(
      random,
      reservationStream(kind, value, (normalised) => normalised),
      reservationDecider.decide({ type: 'Reserve', kind, value, userId }, reservationDecider.initialState()),
      at,
      undefined,
      `Reserve-${kind}`,
    );
  yield reserve('username', username);
  yield reserve('email', email);
  const avatar = u % 4 === 0 ? assets.mediaUrls[u % assets.mediaUrls.length] : null;
  const register = {
    type: 'RegisterUser' as const,
    userId,
    username,
    email,
    passwordHash: assets.passwordHash,
    birthDate: data.userBirthDates[u],
    avatar,
    isAdmin: false,
    at: iso(at),
  };
  yield command(random, userStream(userId), userDecider.decide(register, userDecider.initialState()), at, userId, 'register');
  const session = { type: 'StartSession' as const, userId, sessionId: benchSessionId(userId), userAgent: null, at: iso(at) };
  yield command(random, userStream(userId), accountDecider.decide(session, { status: 'active', sessions: [] }), at, userId, 'session');
}

function publish(random: Random, data: Dataset, assets: SeedAssets, p: number): StreamAppend {
  const postId = data.postIds[p];
  const userId = data.userIds[data.postAuthor[p]];
  const at = data.postAt[p];
  const cmd = {
    type: 'PublishPost' as const,
    postId,
    userId,
    // An album's items are the seeded photos in turn, from the post's own.
    media: Array.from({ length: data.postItems[p] }, (_, i) => {
      const k = (p + i) % assets.mediaUrls.length;
      return {
        url: assets.mediaUrls[k],
        type: 'image' as const,
        alt: i % 2 === 0 ? `Photo ${i + 1} of ${captions[p % captions.length]}` : '',
        ...assets.mediaSizes[k],
      };
    }),
    caption: captions[p % captions.length],
    location: locations[p % locations.length],
    mentions: [],
    at: iso(at),
  };
  return command(random, postStream(postId), postDecider.decide(cmd, postDecider.initialState()), at, userId);
}

function story(random: Random, data: Dataset, assets: SeedAssets, s: number): StreamAppend {
  const storyId = data.storyIds[s];
  const userId = data.userIds[data.storyAuthor[s]];
  const at = data.storyAt[s];
  const cmd = {
    type: 'PublishStory' as const,
    storyId,
    userId,
    mediaUrl: assets.mediaUrls[s % assets.mediaUrls.length],
    mediaType: 'image' as const,
    posterUrl: null,
    at: iso(at),
  };
  return command(random, storyStream(storyId), storyDecider.decide(cmd, storyDecider.initialState()), at, userId);
}

function follow(random: Random, data: Dataset, f: number): StreamAppend {
  const followerId = data.userIds[data.followFollower[f]];
  const followeeId = data.userIds[data.followFollowee[f]];
  const at = data.followAt[f];
  const events = followDecider.decide({ type: 'ToggleFollow', followerId, followeeId, followeePrivate: false, at: iso(at) }, followDecider.initialState());
  return command(random, followStream(followerId, followeeId), events, at, followerId);
}

function like(random: Random, data: Dataset, l: number): StreamAppend {
  const postId = data.postIds[data.likePost[l]];
  const userId = data.userIds[data.likeUser[l]];
  const at = data.likeAt[l];
  const events = likeDecider.decide({ type: 'ToggleLike', postId, userId, at: iso(at) }, likeDecider.initialState());
  return command(random, likeStream(postId, userId), events, at, userId);
}

/** One command's events on a new stream, with the metadata handleCommand would give them. */
function command(random: Random, stream: string, events: DomainEvent[], at: number, userId?: string, part?: string): StreamAppend {
  const base = random.uuid();
  const commandId = part ? `${base}:${part}` : base;
  const metadata: EventMetadata = {
    commandId,
    correlationId: base,
    causationId: commandId,
    ...(userId ? { userId } : {}),
    clientIp: CLIENT_IP,
    at: iso(at),
  };
  return {
    stream,
    events: events.map((event, i) => ({
      id: deterministicEventId(commandId, stream, i),
      type: event.type,
      data: event.data,
      metadata: { ...metadata, schemaVersion: schemaVersionOf(event.type) },
    })),
  };
}

const iso = (time: number) => new Date(Math.round(time)).toISOString();
