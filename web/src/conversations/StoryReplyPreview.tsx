import { graphql } from '../gql';
import type { StoryReplyFieldsFragment } from '../gql/graphql';

export const STORY_REPLY_FIELDS = graphql(`
  fragment StoryReplyFields on RepliedStory {
    id
    mediaType
    available
    mediaUrl
    posterUrl
  }
`);

/**
 * Above a reply to a story, as Instagram's thread shows it: who replied to whose story, and the
 * story's thumbnail (a video's poster frame) while it lasts; an expired or deleted story is only
 * named, its media no longer shown.
 */
export function StoryReplyPreview({ story, mine, username }: { story: StoryReplyFieldsFragment; mine: boolean; username: string }) {
  const thumbnail = story.available ? (story.posterUrl ?? (story.mediaType === 'image' ? story.mediaUrl : null)) : null;
  const label = mine ? 'You replied to their story' : 'Replied to your story';
  return (
    <figure className={`story-reply ${mine ? 'story-reply--mine' : 'story-reply--theirs'}`} data-testid="story-reply-preview">
      <figcaption className="story-reply__label">{label}</figcaption>
      {thumbnail ? (
        <img
          className="story-reply__thumb"
          src={thumbnail}
          alt={mine ? `Story by ${username}` : 'Your story'}
          loading="lazy"
          data-testid="story-reply-thumbnail"
        />
      ) : (
        <p className="story-reply__thumb story-reply__gone">{story.available ? 'Video story' : 'Story no longer available'}</p>
      )}
    </figure>
  );
}
