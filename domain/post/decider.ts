import { DomainError, type Decider } from '../decider';
import type { DomainEvent } from '../events';
import { extractHashtags } from './hashtags';

export const CAPTION_MAX = 2200;
export const LOCATION_MAX = 100;

export type PostCommand = {
  type: 'PublishPost';
  postId: string;
  userId: string;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  caption: string;
  location: string;
  at: string;
};

export type PostState = { published: boolean };

export const postStream = (postId: string) => `post-${postId}`;

export const postDecider: Decider<PostCommand, DomainEvent, PostState> = {
  initialState: () => ({ published: false }),
  evolve: (state, event) => (event.type === 'PostPublished' ? { published: true } : state),
  decide(command, state) {
    if (state.published) throw new DomainError('conflict', 'This post already exists');
    const caption = command.caption.trim();
    const location = command.location.trim();
    if (caption.length > CAPTION_MAX)
      throw new DomainError('invalid', `Caption must be at most ${CAPTION_MAX} characters`, 'caption');
    if (location.length > LOCATION_MAX)
      throw new DomainError('invalid', `Location must be at most ${LOCATION_MAX} characters`, 'location');
    return [
      {
        type: 'PostPublished',
        data: {
          postId: command.postId,
          userId: command.userId,
          mediaUrl: command.mediaUrl,
          mediaType: command.mediaType,
          caption,
          location,
          hashtags: extractHashtags(caption),
          publishedAt: command.at,
        },
      },
    ];
  },
};
