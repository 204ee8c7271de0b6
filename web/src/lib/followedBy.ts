import type { IntlShape } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  followers: { id: 'followedBy.followers', defaultMessage: '{count, plural, one {{count} follower} other {{count} followers}}' },
  newHere: { id: 'followedBy.newHere', defaultMessage: 'New to Glimpse' },
  one: { id: 'followedBy.one', defaultMessage: 'Followed by {first}' },
  two: { id: 'followedBy.two', defaultMessage: 'Followed by {first} and {second}' },
  more: { id: 'followedBy.more', defaultMessage: 'Followed by {first} + {count} more' },
});

/**
 * Why a person is suggested, as Instagram words it: 'Followed by alice', 'Followed by alice and
 * bob', 'Followed by alice + 2 more'. An account nobody the viewer follows follows is suggested
 * for its followers ('12 followers'), or as someone new.
 */
export function followedByText(followedBy: readonly { username: string }[], count: number, followersCount: number, t: IntlShape['formatMessage']): string {
  const [first, second] = followedBy;
  if (!first || count < 1) return followersCount > 0 ? t(messages.followers, { count: followersCount }) : t(messages.newHere);
  if (count === 1) return t(messages.one, { first: first.username });
  if (count === 2 && second) return t(messages.two, { first: first.username, second: second.username });
  return t(messages.more, { first: first.username, count: count - 1 });
}
