import type { ChangeNotice } from '../../../projections/projector';
import type { Resolvers } from '../generated/resolvers';
import { found } from './found';
import { noticeStream } from './noticeStream';
import { requireViewer } from './viewer';

type StoryNotice = Extract<ChangeNotice, { kind: 'story' }>;

/** The stories row, publishing, deleting and marking a story seen, and stories leaving rows live. */
export const storiesResolvers: Resolvers = {
  Query: {
    stories: async (_parent, _args, context) => context.services.stories.row(await requireViewer(context), context.request.now),
    storyViewers: async (_parent, { id }, context) => context.services.stories.viewers(id, await requireViewer(context), context.request.now),
  },

  Message: {
    story: async (message, _args, context) =>
      message.story
        ? ((await context.services.stories.repliedStories([message], await requireViewer(context), context.request.now)).get(message.id) ?? null)
        : null,
  },

  Story: {
    viewersCount: async (story, _args, context) =>
      story.userId === context.request.viewerId ? (await context.services.stories.viewers(story.id, story.userId, context.request.now)).length : null,
  },

  Mutation: {
    publishStory: async (_parent, { mediaId }, context) => {
      const viewerId = await requireViewer(context);
      const storyId = await context.services.stories.publish(viewerId, { mediaId }, context.request);
      return found(context.services.stories.byId(storyId, viewerId, context.request.now), 'Story');
    },

    markStorySeen: async (_parent, { id }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.stories.markSeen(viewerId, id, context.request);
      return found(context.services.stories.byId(id, viewerId, context.request.now), 'Story');
    },

    replyToStory: async (_parent, { id, content }, context) => context.services.stories.reply(await requireViewer(context), id, content, context.request),

    deleteStory: async (_parent, { id }, context) => {
      const viewerId = await requireViewer(context);
      await context.services.stories.delete(viewerId, id, context.request);
      return true;
    },
  },

  Subscription: {
    storyDeleted: {
      subscribe: async (_parent, _args, context) => {
        const viewerId = await requireViewer(context);
        // Only deletions make story notices; each goes to those the policy lets see its author's stories.
        return noticeStream(
          context,
          (notice): notice is StoryNotice => notice.kind === 'story',
          async (notice) => ((await context.services.stories.canSeeStoriesOf(viewerId, notice.userId)) ? { storyDeleted: notice.id } : null),
        );
      },
    },
  },
};
