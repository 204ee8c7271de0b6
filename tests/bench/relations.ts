import type { Dataset } from './dataset';
import { seededRandom } from './prng';

/** The soak's 'hot' posts (the newest ones), whose authors stay public and unblocked so that every soak tap on them is answered. */
export const HOT_POSTS = 200;
/** Issue 20's variant: this share of the people block or mute someone, and this share keep a private account. */
export const RELATION_SHARE = 0.1;

/**
 * Blocks, mutes, private accounts and pending follow requests among the seeded people, as issue
 * 20's bench asks: 10% of the people each block (half of them) or mute (the other half) someone
 * they follow and a stranger, 10% keep a private account (made private after their followers
 * came, who stay approved), and each private account has one request waiting. All of it happens
 * after every other event of the dataset, at `at` and the milliseconds after.
 *
 * Some people are left out of every relation, so that the other benches measure what they did
 * before without a refusal: the authors of the soak's hot posts, the worst queries' viewer and
 * author, and each person's conversation partner in the messages bench and the soak (2k and 2k+1).
 */
export type Relations = {
  at: number;
  privateUsers: Int32Array;
  blockBlocker: Int32Array;
  blockBlocked: Int32Array;
  muteMuter: Int32Array;
  muteMuted: Int32Array;
  requestFrom: Int32Array;
  requestTo: Int32Array;
  /** Indices of the follows (into the dataset's follow arrays) that a block ended. */
  severed: Set<number>;
  /** The people whose feed is measured with their relations: each blocks or mutes someone they follow, and the blocks took follows away. */
  viewersWith: Int32Array;
  /**
   * As many people with no relation at all (no block or mute either way, not private, no request,
   * following no private account), each following as many people as one of viewersWith (or the
   * nearest count): the feed measured without relations, on the same graph, in the same run.
   */
  viewersWithout: Int32Array;
};

/** The index of the largest count: the person who follows the most, or who posted the most. */
export function busiest(of: Int32Array, people: number): number {
  const counts = new Int32Array(people);
  for (const person of of) counts[person]++;
  return counts.reduce((best, count, i) => (count > counts[best] ? i : best), 0);
}

type Plan = Omit<Dataset, 'relations'>;

export function planRelations(data: Plan, at: number, seed = 20260520): Relations {
  const random = seededRandom(seed);
  const n = data.sizes.users;
  const share = Math.max(1, Math.round(n * RELATION_SHARE));
  const reserved = new Uint8Array(n);
  for (let p = Math.max(0, data.sizes.posts - HOT_POSTS); p < data.sizes.posts; p++) reserved[data.postAuthor[p]] = 1;
  reserved[busiest(data.followFollower, n)] = 1;
  reserved[busiest(data.postAuthor, n)] = 1;

  const followIndex = new Map<number, number>();
  const followsOf: number[][] = Array.from({ length: n }, () => []);
  for (let f = 0; f < data.sizes.follows; f++) {
    followIndex.set(data.followFollower[f] * n + data.followFollowee[f], f);
    followsOf[data.followFollower[f]].push(f);
  }

  const order = Int32Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  const isPrivate = new Uint8Array(n);
  const privateUsers: number[] = [];
  let next = 0;
  for (; next < n && privateUsers.length < share; next++) {
    const u = order[next];
    if (reserved[u]) continue;
    isPrivate[u] = 1;
    privateUsers.push(u);
  }

  // A pair is related at most once (no block and mute of the same two people, no block both ways).
  const paired = new Set<number>();
  const pairKey = (a: number, b: number) => Math.min(a, b) * n + Math.max(a, b);
  const related = new Uint8Array(n);
  const mayPair = (a: number, b: number) => a !== b && !reserved[b] && (a ^ 1) !== b && !paired.has(pairKey(a, b));
  const blocks: [number, number][] = [];
  const mutes: [number, number][] = [];
  const severed = new Set<number>();
  const actors: number[] = [];
  for (; next < n && actors.length < share; next++) {
    const actor = order[next];
    if (reserved[actor] || related[actor]) continue;
    const followed = followsOf[actor].map((f) => data.followFollowee[f]).filter((b) => mayPair(actor, b) && !related[b]);
    if (followed.length === 0) continue;
    const friend = followed[random.int(followed.length)];
    let stranger = -1;
    for (let tries = 0; tries < 20 && stranger < 0; tries++) {
      const b = random.int(n);
      if (mayPair(actor, b) && b !== friend && !related[b]) stranger = b;
    }
    const block = actors.length % 2 === 0;
    actors.push(actor);
    related[actor] = 1;
    for (const target of stranger < 0 ? [friend] : [friend, stranger]) {
      paired.add(pairKey(actor, target));
      related[target] = 1;
      if (!block) {
        mutes.push([actor, target]);
        continue;
      }
      blocks.push([actor, target]);
      for (const key of [actor * n + target, target * n + actor]) {
        const f = followIndex.get(key);
        if (f !== undefined) severed.add(f);
      }
    }
  }

  const follows = new Set<number>();
  for (const [key, f] of followIndex) if (!severed.has(f)) follows.add(key);
  const requests: [number, number][] = [];
  for (const q of privateUsers) {
    for (let tries = 0; tries < 20; tries++) {
      const r = random.int(n);
      if (r === q || follows.has(r * n + q) || paired.has(pairKey(r, q))) continue;
      requests.push([r, q]);
      related[r] = 1;
      break;
    }
  }

  // The viewers without relations, matched to the viewers with them by how many people they follow.
  const followingCount = new Int32Array(n);
  const followsPrivate = new Uint8Array(n);
  for (const key of follows) {
    const follower = Math.floor(key / n);
    followingCount[follower]++;
    if (isPrivate[key % n]) followsPrivate[follower] = 1;
  }
  const byCount = new Map<number, number[]>();
  for (let u = 0; u < n; u++) {
    if (related[u] || isPrivate[u] || followsPrivate[u]) continue;
    const list = byCount.get(followingCount[u]) ?? [];
    list.push(u);
    byCount.set(followingCount[u], list);
  }
  const viewersWith: number[] = [];
  const viewersWithout: number[] = [];
  for (const actor of actors) {
    const c = followingCount[actor];
    for (let d = 0; d <= n; d++) {
      const list = byCount.get(c - d)?.length ? byCount.get(c - d) : byCount.get(c + d);
      if (!list?.length) {
        if (c - d < 0 && c + d > n) break;
        continue;
      }
      viewersWith.push(actor);
      viewersWithout.push(list.pop()!);
      break;
    }
  }

  const pairs = (list: [number, number][], side: 0 | 1) => Int32Array.from(list, (pair) => pair[side]);
  return {
    at,
    privateUsers: Int32Array.from(privateUsers),
    blockBlocker: pairs(blocks, 0),
    blockBlocked: pairs(blocks, 1),
    muteMuter: pairs(mutes, 0),
    muteMuted: pairs(mutes, 1),
    requestFrom: pairs(requests, 0),
    requestTo: pairs(requests, 1),
    severed,
    viewersWith: Int32Array.from(viewersWith),
    viewersWithout: Int32Array.from(viewersWithout),
  };
}

type Lookups = { isPrivate: Uint8Array; follows: Set<number>; blocked: Set<number> };
const lookups = new WeakMap<Dataset, Lookups>();

function lookupsOf(data: Dataset): Lookups {
  let found = lookups.get(data);
  if (found) return found;
  const n = data.sizes.users;
  const { relations } = data;
  const isPrivate = new Uint8Array(n);
  for (const u of relations.privateUsers) isPrivate[u] = 1;
  const follows = new Set<number>();
  for (let f = 0; f < data.sizes.follows; f++) if (!relations.severed.has(f)) follows.add(data.followFollower[f] * n + data.followFollowee[f]);
  const blocked = new Set<number>();
  for (let i = 0; i < relations.blockBlocker.length; i++) {
    const [a, b] = [relations.blockBlocker[i], relations.blockBlocked[i]];
    blocked.add(a * n + b).add(b * n + a);
  }
  found = { isPrivate, follows, blocked };
  lookups.set(data, found);
  return found;
}

/** The people who are private or in a block either way: not everyone may see their posts, nor be told of a like on them. */
export function privateOrBlocking(data: Dataset): Set<number> {
  return new Set([...data.relations.privateUsers, ...data.relations.blockBlocker, ...data.relations.blockBlocked]);
}

/** Whether either of the two people blocks the other: the server refuses their follows, likes, comments and messages. */
export function blockedEitherWay(data: Dataset, a: number, b: number): boolean {
  return lookupsOf(data).blocked.has(a * data.sizes.users + b);
}

/** Whether the viewer may see the post (and so like it or comment on it): no block either way, and its author public, the viewer or followed by them. */
export function canSeePost(data: Dataset, viewer: number, post: number): boolean {
  const author = data.postAuthor[post];
  if (author === viewer) return true;
  const { isPrivate, follows } = lookupsOf(data);
  if (blockedEitherWay(data, viewer, author)) return false;
  return !isPrivate[author] || follows.has(viewer * data.sizes.users + author);
}
