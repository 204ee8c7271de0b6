import type { Dataset } from './dataset';

/** What the feed costs either way, counted on the seeded graph (nothing is run). */
export type FanOutFigures = {
  /** Fan-out on read (what Glimpse does): posts by the viewer and their followees, per feed read. */
  avgCandidatesPerRead: number;
  maxCandidatesPerRead: number;
  /** Fan-out on write: one feed entry per post and follower (and the author), written at publish. */
  feedEntries: number;
  avgEntriesPerPost: number;
  maxEntriesPerPost: number;
};

export function fanOutFigures(data: Dataset): FanOutFigures {
  const { users, posts, follows } = data.sizes;
  const followers = new Int32Array(users);
  const postsBy = new Int32Array(users);
  const followeesOf: number[][] = Array.from({ length: users }, () => []);
  for (let f = 0; f < follows; f++) {
    followers[data.followFollowee[f]]++;
    followeesOf[data.followFollower[f]].push(data.followFollowee[f]);
  }
  for (let p = 0; p < posts; p++) postsBy[data.postAuthor[p]]++;

  let entries = 0;
  let maxEntries = 0;
  for (let p = 0; p < posts; p++) {
    const perPost = followers[data.postAuthor[p]] + 1;
    entries += perPost;
    maxEntries = Math.max(maxEntries, perPost);
  }
  let candidates = 0;
  let maxCandidates = 0;
  for (let u = 0; u < users; u++) {
    const perRead = followeesOf[u].reduce((sum, followee) => sum + postsBy[followee], postsBy[u]);
    candidates += perRead;
    maxCandidates = Math.max(maxCandidates, perRead);
  }
  return {
    avgCandidatesPerRead: candidates / users,
    maxCandidatesPerRead: maxCandidates,
    feedEntries: entries,
    avgEntriesPerPost: entries / posts,
    maxEntriesPerPost: maxEntries,
  };
}
