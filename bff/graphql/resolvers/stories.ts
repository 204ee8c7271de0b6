import { HttpError } from '../../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';
import { requireViewer } from './viewer';

export const storyQuery: Pick<QueryResolvers, 'stories'> = {
  stories: async (_parent, _args, context) => context.services.stories.row(await requireViewer(context), context.request.now),
};

export const storyMutation: Pick<MutationResolvers, 'publishStory' | 'markStorySeen'> = {
  publishStory: async (_parent, { mediaId }, context) => {
    const viewerId = await requireViewer(context);
    const storyId = await context.services.storyPublishing.publish(viewerId, { mediaId }, context.request);
    const story = await context.services.stories.byId(storyId, viewerId, context.request.now);
    if (!story) throw new HttpError(404, 'Story not found');
    return story;
  },
  markStorySeen: async (_parent, { id }, context) => {
    const viewerId = await requireViewer(context);
    await context.services.storyPublishing.markSeen(viewerId, id, context.request);
    const story = await context.services.stories.byId(id, viewerId, context.request.now);
    if (!story) throw new HttpError(404, 'Story not found');
    return story;
  },
};
