import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useParams } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { Spinner } from '../components/Loading';
import { graphql } from '../gql';

const UserByUsernameQuery = graphql(`
  query UserByUsername($username: String!) {
    userByUsername(username: $username) {
      id
    }
  }
`);

/** Where a mention ('@ann') leads: the profile of whoever holds the name now, or 'User not found'. */
export function ProfileByUsernamePage() {
  const username = useParams().username ?? '';
  const { data, loading, error } = useQuery(UserByUsernameQuery, { variables: { username }, fetchPolicy: 'network-only' });
  if (data?.userByUsername) return <Navigate to={`/profile/${data.userByUsername.id}`} replace />;
  return (
    <AppLayout>
      {loading ? (
        <Spinner />
      ) : (
        <div className="empty-state" role={error ? 'alert' : undefined} data-testid="profile-not-found">
          <h1 className="empty-state__title">{error ? 'Failed to load profile' : 'User not found'}</h1>
          <p className="empty-state__text">{error ? 'Check your connection, then open the link again.' : `Nobody uses the name @${username}.`}</p>
          <Link to="/" className="button button--primary">
            Back to Home
          </Link>
        </div>
      )}
    </AppLayout>
  );
}
