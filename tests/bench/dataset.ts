import { seededRandom, type Random } from './prng';
import { planRelations, type Relations } from './relations';

/** How much to seed; BENCH_SCALE multiplies every count (0.1 for a quick run). */
export type Sizes = { users: number; posts: number; likes: number; follows: number; comments: number; stories: number };

export function datasetSizes(scale: number): Sizes {
  const of = (n: number) => Math.max(10, Math.round(n * scale));
  return { users: of(10_000), posts: of(100_000), likes: of(1_000_000), follows: of(100_000), comments: of(200_000), stories: of(20_000) };
}

/**
 * Who does what and when, as plain arrays (a million objects would cost more memory than the
 * read store under test). Posts, follows and likes are each sorted by time.
 */
export type Dataset = {
  sizes: Sizes;
  userIds: string[];
  usernames: string[];
  userBirthDates: string[];
  /** Registration times: all before the first post, so every follow and like finds its users. */
  userAt: Float64Array;
  postIds: string[];
  postAuthor: Int32Array;
  postAt: Float64Array;
  /** How many photos each post has: 1, or 2 to 10 for the one in five that is an album. */
  postItems: Uint8Array;
  followFollower: Int32Array;
  followFollowee: Int32Array;
  followAt: Float64Array;
  likePost: Int32Array;
  likeUser: Int32Array;
  likeAt: Float64Array;
  commentIds: string[];
  commentPost: Int32Array;
  commentUser: Int32Array;
  commentAt: Float64Array;
  /** Stories, all posted in the last 23 hours (so all live while the bench runs), sorted by time. */
  storyIds: string[];
  storyAuthor: Int32Array;
  storyAt: Float64Array;
  /** Blocks, mutes, private accounts and follow requests, after everything else (relations.ts). */
  relations: Relations;
};

const DAY = 24 * 3600 * 1000;
const POST_DAYS = 60;

export function planDataset(sizes: Sizes, now: number, seed = 20240601): Dataset {
  const random = seededRandom(seed);
  const { users, posts } = sizes;
  if (sizes.likes > posts * users * 0.5 || sizes.follows > users * (users - 1) * 0.5) throw new Error('Too many likes or follows for the users and posts');

  const userIds = Array.from({ length: users }, () => random.uuid());
  const usernames = Array.from({ length: users }, (_, i) => `user${String(i).padStart(6, '0')}`);
  const userBirthDates = Array.from({ length: users }, () => new Date(Date.UTC(1960 + random.int(44), random.int(12), 1 + random.int(28))).toISOString());
  const firstPost = now - POST_DAYS * DAY;
  const userAt = Float64Array.from({ length: users }, (_, i) => firstPost - 30 * DAY + (i * 30 * DAY) / users);

  const postAt = sortedTimes(random, posts, firstPost, now - 60_000);
  const postIds = Array.from({ length: posts }, () => random.uuid());
  const postAuthor = Int32Array.from({ length: posts }, () => random.int(users));

  const follows = distinctPairs(
    sizes.follows,
    users,
    () => random.int(users),
    () => skewed(random, users),
    true,
  );
  const followAt = Float64Array.from({ length: follows.a.length }, () => firstPost + random.next() * (now - firstPost));
  const likes = distinctPairs(
    sizes.likes,
    users,
    () => random.int(posts),
    () => random.int(users),
    false,
  );
  // A like comes after its post.
  const likeAt = Float64Array.from(likes.a, (p) => postAt[p] + 1000 + random.next() * (now - postAt[p] - 1000));

  // Comments gather on popular posts (a few hundred on the busiest), each after its post.
  const commentPostPick = Int32Array.from({ length: sizes.comments }, () => skewed(random, posts));
  const commentUser = Int32Array.from({ length: sizes.comments }, () => random.int(users));
  const commentAt = Float64Array.from(commentPostPick, (p) => postAt[p] + 1000 + random.next() * (now - postAt[p] - 1000));
  const commentIds = Array.from({ length: sizes.comments }, () => random.uuid());
  const storyAt = sortedTimes(random, sizes.stories, now - 23 * 3600 * 1000, now - 60_000);
  const storyIds = Array.from({ length: sizes.stories }, () => random.uuid());
  const storyAuthor = Int32Array.from({ length: sizes.stories }, () => random.int(users));

  const followOrder = orderBy(followAt);
  const likeOrder = orderBy(likeAt);
  const commentOrder = orderBy(commentAt);
  const plan = {
    sizes,
    userIds,
    usernames,
    userBirthDates,
    userAt,
    postIds,
    postAuthor,
    postAt,
    postItems: planAlbums(posts, seed),
    followFollower: permute(follows.a, followOrder),
    followFollowee: permute(follows.b, followOrder),
    followAt: permute(followAt, followOrder),
    likePost: permute(likes.a, likeOrder),
    likeUser: permute(likes.b, likeOrder),
    likeAt: permute(likeAt, likeOrder),
    commentIds: Array.from(commentOrder, (i) => commentIds[i]),
    commentPost: permute(commentPostPick, commentOrder),
    commentUser: permute(commentUser, commentOrder),
    commentAt: permute(commentAt, commentOrder),
    storyIds,
    storyAuthor,
    storyAt,
  };
  // Their own generators, so that the rest of the dataset is what it was before they came.
  return { ...plan, relations: planRelations(plan, now) };
}

/** One post in five is an album of 2 to 10 photos (evenly); the rest have one. */
export const ALBUM_SHARE = 0.2;

/** The same community with every post of one photo: issue 22's baseline, the same run without albums. */
export const withoutAlbums = (data: Dataset): Dataset => ({ ...data, postItems: new Uint8Array(data.postItems.length).fill(1) });

function planAlbums(posts: number, seed: number): Uint8Array {
  const random = seededRandom(seed + 22);
  return Uint8Array.from({ length: posts }, () => (random.next() < ALBUM_SHARE ? 2 + random.int(9) : 1));
}

/** Popular people get more followers: the square pushes picks toward low indices (top 1% get ~10%). */
function skewed(random: Random, n: number): number {
  return Math.floor(n * random.next() ** 2);
}

function sortedTimes(random: Random, count: number, from: number, to: number): Float64Array {
  return Float64Array.from({ length: count }, () => from + random.next() * (to - from)).sort();
}

function distinctPairs(count: number, width: number, pickA: () => number, pickB: () => number, notSame: boolean) {
  const seen = new Set<number>();
  const a = new Int32Array(count);
  const b = new Int32Array(count);
  for (let i = 0; i < count; ) {
    const x = pickA();
    const y = pickB();
    const key = x * width + y;
    if ((notSame && x === y) || seen.has(key)) continue;
    seen.add(key);
    a[i] = x;
    b[i] = y;
    i++;
  }
  return { a, b };
}

function orderBy(times: Float64Array): Uint32Array {
  return Uint32Array.from({ length: times.length }, (_, i) => i).sort((x, y) => times[x] - times[y]);
}

function permute<A extends Int32Array | Float64Array>(values: A, order: Uint32Array): A {
  const out = new (values.constructor as new (n: number) => A)(values.length);
  for (let i = 0; i < order.length; i++) out[i] = values[order[i]];
  return out;
}
