import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  photoBy: { id: 'mediaAlt.photoBy', defaultMessage: 'Photo by {username}' },
  videoBy: { id: 'mediaAlt.videoBy', defaultMessage: 'Video by {username}' },
});

type Described = { alt: string; type: 'image' | 'video' };

/**
 * What a post's photo or video says to someone who cannot see it: the alt text its author wrote,
 * else 'Photo by alice' ('Video by alice'). Never the caption: a caption is read out beside the
 * post already, and it describes the moment rather than the picture.
 */
export function mediaAlt(item: Described, username: string): string {
  return item.alt.trim() || `${item.type === 'video' ? 'Video' : 'Photo'} by ${username}`;
}

/** mediaAlt in the app's language ('Foto de alice'); the author's own alt text stays as written. */
export function useMediaAlt(): (item: Described, username: string) => string {
  const { formatMessage: t } = useIntl();
  return (item, username) => item.alt.trim() || t(item.type === 'video' ? messages.videoBy : messages.photoBy, { username });
}
