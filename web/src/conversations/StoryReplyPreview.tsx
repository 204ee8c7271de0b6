import { graphql } from '../gql';
import type { StoryReplyFieldsFragment } from '../gql/graphql';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

export const STORY_REPLY_FIELDS = graphql(`
  fragment StoryReplyFields on RepliedStory {
    id
    mediaType
    available
    mediaUrl
    posterUrl
  }
`);

const messages = defineMessages({
  youReplied: { id: 'storyReplyPreview.youReplied', defaultMessage: 'You replied to their story' },
  replied: { id: 'storyReplyPreview.replied', defaultMessage: 'Replied to your story' },
  storyBy: { id: 'storyReplyPreview.storyBy', defaultMessage: 'Story by {username}' },
  yourStory: { id: 'storyReplyPreview.yourStory', defaultMessage: 'Your story' },
  videoStory: { id: 'storyReplyPreview.videoStory', defaultMessage: 'Video story' },
  gone: { id: 'storyReplyPreview.gone', defaultMessage: 'Story no longer available' },
});

/**
 * Above a reply to a story, as Instagram's thread shows it: who replied to whose story, and the
 * story's thumbnail (a video's poster frame) while it lasts; an expired or deleted story is only
 * named, its media no longer shown.
 */
export function StoryReplyPreview({ story, mine, username }: { story: StoryReplyFieldsFragment; mine: boolean; username: string }) {
  const { formatMessage: t } = useIntl();
  const thumbnail = story.available ? (story.posterUrl ?? (story.mediaType === 'image' ? story.mediaUrl : null)) : null;
  const label = t(mine ? messages.youReplied : messages.replied);
  return (
    <figure className={`story-reply ${mine ? 'story-reply--mine' : 'story-reply--theirs'}`} data-testid="story-reply-preview">
      <figcaption className="story-reply__label">{label}</figcaption>
      {thumbnail ? (
        <img
          className="story-reply__thumb"
          src={thumbnail}
          alt={mine ? t(messages.storyBy, { username }) : t(messages.yourStory)}
          loading="lazy"
          data-testid="story-reply-thumbnail"
        />
      ) : (
        <p className="story-reply__thumb story-reply__gone">{t(story.available ? messages.videoStory : messages.gone)}</p>
      )}
    </figure>
  );
}
