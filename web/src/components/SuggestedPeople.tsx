import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../gql';
import type { SuggestedPeopleQuery as SuggestedPeopleData } from '../gql/graphql';
import { followedByText } from '../lib/followedBy';
import { Avatar } from './Avatar';
import { PeopleSkeleton } from './Loading';
import { FollowButton } from './FollowButton';
import { PersonRow } from './PersonRow';
import '../styles/people.css';
import '../styles/suggestions.css';

const messages = defineMessages({
  loadFailed: { id: 'suggestions.loadFailed', defaultMessage: 'Failed to load suggestions' },
  title: { id: 'suggestions.title', defaultMessage: 'Suggested for you' },
});

export const SuggestedPeopleQuery = graphql(`
  query SuggestedPeople($first: Int!) {
    suggestedUsers(first: $first) {
      user {
        id
        username
        fullName
        avatar
        isAdmin
        isPrivate
        isFollowedByMe
        isRequestedByMe
        followersCount
      }
      followedBy {
        id
        username
      }
      followedByCount
    }
  }
`);

type Suggestion = SuggestedPeopleData['suggestedUsers'][number];

function Card({ suggestion: { user, followedBy, followedByCount } }: { suggestion: Suggestion }) {
  const { formatMessage: t } = useIntl();
  return (
    <li className="suggestion-card" data-testid="suggested-person">
      <Link to={`/profile/${user.id}`} className="suggestion-card__who">
        <Avatar src={user.avatar} alt="" size={64} />
        <span className="suggestion-card__name">
          <bdi>{user.username}</bdi>
        </span>
        <span className="suggestion-card__why">{followedByText(followedBy, followedByCount, user.followersCount, t)}</span>
      </Link>
      <FollowButton user={user} testId="suggested-follow" />
    </li>
  );
}

function Row({ suggestion: { user, followedBy, followedByCount } }: { suggestion: Suggestion }) {
  const { formatMessage: t } = useIntl();
  return (
    <PersonRow person={user} testId="suggested-person" detail={followedByText(followedBy, followedByCount, user.followersCount, t)}>
      <FollowButton user={user} testId="suggested-follow" />
    </PersonRow>
  );
}

/**
 * t(messages.title): people to follow, each with why (followed by people the viewer follows, or
 * popular) and a Follow button. `row`: a strip of cards that scrolls sideways (/search before
 * typing); `list`: rows, where the whole screen is for them (an empty feed). Asked again each time
 * it is shown, so the people followed since leave it.
 */
export function SuggestedPeople({ layout, first }: { layout: 'row' | 'list'; first: number }) {
  const { formatMessage: t } = useIntl();
  const { data, loading, error } = useQuery(SuggestedPeopleQuery, { variables: { first }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const suggestions = data?.suggestedUsers ?? [];
  if (!data && loading) return layout === 'list' ? <PeopleSkeleton rows={5} /> : null;
  if (suggestions.length === 0) {
    return error && !data ? (
      <p className="suggestions__error" role="alert">
        {t(messages.loadFailed)}
      </p>
    ) : null;
  }
  return (
    <section className={`suggestions suggestions--${layout}`} aria-labelledby={`suggestions-${layout}`} data-testid="suggested-people">
      <h2 id={`suggestions-${layout}`} className="suggestions__title">
        {t(messages.title)}
      </h2>
      <ul className={layout === 'row' ? 'suggestions__cards' : 'follow-list'}>
        {suggestions.map((suggestion) =>
          layout === 'row' ? <Card key={suggestion.user.id} suggestion={suggestion} /> : <Row key={suggestion.user.id} suggestion={suggestion} />,
        )}
      </ul>
    </section>
  );
}
