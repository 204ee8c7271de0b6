/**
 * Why a person is suggested, as Instagram words it: 'Followed by alice', 'Followed by alice and
 * bob', 'Followed by alice + 2 more'. An account nobody the viewer follows follows is suggested
 * for its followers ('12 followers'), or as someone new.
 */
export function followedByText(followedBy: readonly { username: string }[], count: number, followersCount: number): string {
  const [first, second] = followedBy;
  if (!first || count < 1) return followersCount > 0 ? `${followersCount} ${followersCount === 1 ? 'follower' : 'followers'}` : 'New to Glimpse';
  if (count === 1) return `Followed by ${first.username}`;
  if (count === 2 && second) return `Followed by ${first.username} and ${second.username}`;
  return `Followed by ${first.username} + ${count - 1} more`;
}
