import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

export const MyReportsQuery = graphql(`
  query MyReports {
    myReports {
      id
      status
      createdAt
      statusHistory {
        status
        at
      }
      target {
        type
        id
        parentId
        username
      }
    }
  }
`);

export const MyAppealsQuery = graphql(`
  query MyAppeals {
    myAppeals {
      id
      status
      sanction
      postId
      sanctionReason
      sanctionAt
      text
      createdAt
      decision
      reason
      decidedAt
    }
  }
`);

export const MyBannedPostsQuery = graphql(`
  query MyBannedPosts {
    myBannedPosts {
      reason
      bannedAt
      post {
        id
        caption
        mediaUrl
        mediaType
        posterUrl
        media {
          type
          alt
        }
        user {
          id
          username
        }
      }
    }
  }
`);

/** The viewer's reports, fetched afresh on each visit (their statuses change without them). */
export function useMyReports() {
  return useQuery(MyReportsQuery, { fetchPolicy: 'cache-and-network' });
}
