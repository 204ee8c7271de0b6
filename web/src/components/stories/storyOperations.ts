import { graphql } from '../../gql';

export const StoriesQuery = graphql(`
  query Stories {
    stories {
      user {
        id
        username
        avatar
      }
      stories {
        id
        mediaUrl
        mediaType
        posterUrl
        createdAt
        seen
        viewersCount
      }
    }
  }
`);

export const PublishStoryMutation = graphql(`
  mutation PublishStory($mediaId: ID!) {
    publishStory(mediaId: $mediaId) {
      id
    }
  }
`);

export const MarkStorySeenMutation = graphql(`
  mutation MarkStorySeen($id: ID!) {
    markStorySeen(id: $id) {
      id
      seen
    }
  }
`);

export const DeleteStoryMutation = graphql(`
  mutation DeleteStory($id: ID!) {
    deleteStory(id: $id)
  }
`);

export const StoryDeletedSubscription = graphql(`
  subscription StoryDeleted {
    storyDeleted
  }
`);

export const StoryViewersQuery = graphql(`
  query StoryViewers($id: ID!) {
    storyViewers(id: $id) {
      id
      username
      fullName
      avatar
      isAdmin
    }
  }
`);

export const ReplyToStoryMutation = graphql(`
  mutation ReplyToStory($id: ID!, $content: String!) {
    replyToStory(id: $id, content: $content) {
      id
      conversationId
    }
  }
`);
