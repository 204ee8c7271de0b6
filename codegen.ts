import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'bff/graphql/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'bff/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        mappers: {
          User: '../../../projections/queries/types#UserView',
          Me: '../../../projections/queries/types#MeView',
          Post: '../../../projections/queries/types#PostView',
          Comment: '../../../projections/queries/types#CommentView',
          BannedPost: '../../../projections/queries/types#BannedPostView',
          Story: '../../../projections/queries/storyQueries#StoryView',
          Hashtag: '../../../projections/queries/hashtagQueries#HashtagView',
          StoryGroup: '../../../projections/queries/storyQueries#StoryGroupView',
          Message: '../../../projections/queries/types#MessageView',
          Conversation: '../../../projections/queries/types#ConversationView',
          Report: '../../../projections/queries/reportQueries#ReportView',
          Notification: '../../../projections/queries/notificationQueries#NotificationView',
          SuggestedUser: '../../../projections/queries/suggestionQueries#SuggestionView',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.tsx', 'web/src/**/*.ts', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;
