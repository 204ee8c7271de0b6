import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

export const FollowRequestsCountQuery = graphql(`
  query FollowRequestsCount {
    followRequests {
      id
    }
  }
`);

/** How many people wait for the viewer to answer their request to follow (the own profile and Settings show the way to them). */
export function useFollowRequestsCount(): number {
  const { data } = useQuery(FollowRequestsCountQuery, { fetchPolicy: 'cache-and-network' });
  return data?.followRequests.length ?? 0;
}
