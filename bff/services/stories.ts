import { forbidden, invalidInput, notFound } from '../../domain/errors';
import { messageContent } from '../../domain/conversation/decider';
import { deterministicEventId } from '../../domain/eventId';
import { mediaIdOfUrl, mediaTypeOfId } from '../../domain/media/mediaIds';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { storyDecider, storyStream } from '../../domain/story/decider';
import { storySeenDecider, storySeenStream } from '../../domain/story/seenDecider';
import { isTooLongForStory, STORY_TOO_LONG } from '../../domain/story/storyLength';
import { posterUrlOf } from '../../domain/post/poster';
import type { MediaFileQueries } from '../../projections/queries/mediaFileQueries';
import type { MessageView } from '../../projections/queries/types';
import type { StoryQueries } from '../../projections/queries/storyQueries';
import type { RelationQueries } from '../../projections/visibility/relations';
import { storedFilesOf } from '../media/storedFiles';
import { repliedStories } from './repliedStories';
import { videoSeconds } from '../media/videoProcessing';
import { textField } from '../textField';
import type { CommandBus } from './commandBus';
import { BLOCKED_MESSAGE, type ConversationService } from './conversations';
import type { MediaRef, MediaService } from './media';
import { commandContext, type RequestContext } from './requestContext';

const UNREADABLE_VIDEO = 'This video could not be processed. Please choose another file (MP4, WebM or MOV).';

/** Refuses a video longer than a story may be, read from a file or a stream of a stored one. */
export async function checkStoryVideo(video: Parameters<typeof videoSeconds>[0]): Promise<void> {
  const seconds = await videoSeconds(video);
  if (seconds === null) throw invalidInput(UNREADABLE_VIDEO);
  if (isTooLongForStory(seconds)) throw invalidInput(STORY_TOO_LONG);
}

export type StoryServiceDeps = {
  execute: CommandBus;
  stories: StoryQueries;
  media: MediaService;
  mediaStore: MediaStore;
  files: MediaFileQueries;
  relations: RelationQueries;
  conversations: ConversationService;
};

export const NO_REPLY_TO_OWN_STORY = 'You cannot reply to your own story.';

/** Publishing, deleting and replying to stories, remembering which ones each viewer has seen, and reading them. */
export function storyService({ execute, stories, media, mediaStore, files, relations, conversations }: StoryServiceDeps) {
  return {
    byId: stories.byId,
    /** The stories row: the viewer's own group first, then unseen ones. */
    row: stories.row,
    canSeeStoriesOf: stories.canSeeStoriesOf,
    /** Who saw one's own story, most recent first (others' stories are refused 403). */
    viewers: stories.viewers,

    /** The stories `messages` reply to as `viewerId` sees them now (media only while live), by message id. */
    repliedStories: (messages: MessageView[], viewerId: string, now: Date) => repliedStories(stories, messages, viewerId, now),

    /** A photo, or a video of at most a minute (one this request stored was checked before it was). */
    async publish(userId: string, ref: MediaRef, request: RequestContext): Promise<string> {
      const context = commandContext(request);
      const storyId = deterministicEventId(context.commandId, 'story', 0);
      // Checked before the upload is taken, so that a refusal appends nothing; an id that is not a file is refused by `use`.
      if ('mediaId' in ref && typeof ref.mediaId === 'string' && mediaTypeOfId(ref.mediaId) === 'video') {
        const stream = await (await mediaStore.open(ref.mediaId))?.stream();
        if (stream) await checkStoryVideo(stream).finally(() => stream.destroy());
      }
      return media.use(userId, ref, { usedAs: 'story', targetId: storyId, command: 'PublishStory' }, request, async (file) => {
        const { url: mediaUrl, mediaType } = file;
        const posterUrl = posterUrlOf(mediaUrl, mediaType);
        const command = { type: 'PublishStory' as const, storyId, userId, mediaUrl, mediaType, posterUrl, at: request.now.toISOString() };
        await execute(storyStream(storyId), storyDecider, command, context);
        return storyId;
      });
    },

    /** The author's own only (the decider refuses others 403); one the viewer cannot see is not found. */
    async delete(viewerId: string, storyId: string, request: RequestContext): Promise<void> {
      const story = await stories.byId(storyId, viewerId, request.now);
      if (!story) throw notFound('Story');
      const command = { type: 'DeleteStory' as const, storyId, userId: viewerId, at: request.now.toISOString() };
      await execute(storyStream(storyId), storyDecider, command, commandContext(request));
      const [deletable] = await files.deletableBy(story.userId, [story.mediaUrl]);
      const mediaId = deletable ? mediaIdOfUrl(deletable) : null;
      // The story is already gone for everyone; a file left behind is only disk space.
      for (const file of mediaId ? storedFilesOf(mediaId) : [])
        await mediaStore.delete(file).catch((error) => console.error(`Could not delete media ${file}:`, error));
    },

    /**
     * A direct message to the story's author through the conversations' rules (a message request
     * when they do not follow the viewer, refused across a block or during a timeout), carrying the
     * story's id and media for the thumbnail the conversation shows.
     */
    async reply(viewerId: string, storyId: string, content: unknown, request: RequestContext): Promise<MessageView> {
      const authorId = await stories.authorOf(storyId, request.now);
      if (!authorId) throw notFound('Story');
      if (authorId === viewerId) throw invalidInput(NO_REPLY_TO_OWN_STORY);
      if (await relations.isBlockedEitherWay(viewerId, authorId)) throw forbidden(BLOCKED_MESSAGE);
      const story = await stories.byId(storyId, viewerId, request.now);
      if (!story) throw notFound('Story');
      // The message's own rule, before the conversation is started: a refused reply appends nothing.
      messageContent(textField(content, 'content'));
      const conversationId = await conversations.start(viewerId, authorId, request);
      const { mediaUrl, mediaType, posterUrl } = story;
      const messageId = await conversations.send(viewerId, conversationId, content, request, { storyId, mediaUrl, mediaType, posterUrl });
      const message = await conversations.message(messageId);
      if (!message) throw notFound('Story');
      return message;
    },

    async markSeen(viewerId: string, storyId: string, request: RequestContext): Promise<void> {
      if (!(await stories.byId(storyId, viewerId, request.now))) throw notFound('Story');
      const command = { type: 'MarkStorySeen' as const, storyId, viewerId, at: request.now.toISOString() };
      await execute(storySeenStream(storyId, viewerId), storySeenDecider, command, commandContext(request));
    },
  };
}

export type StoryService = ReturnType<typeof storyService>;
