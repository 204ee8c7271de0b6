import { type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  photoBy: { id: 'mediaAlt.photoBy', defaultMessage: 'Photo by {username}' },
  videoBy: { id: 'mediaAlt.videoBy', defaultMessage: 'Video by {username}' },
});

type Described = { alt: string; type: 'image' | 'video' };

/**
 * What a post's photo or video says to someone who cannot see it: the alt text its author wrote,
 * else 'Photo by alice' ('Video by alice', 'Foto de alice'). Never the caption: a caption is read
 * out beside the post already, and it describes the moment rather than the picture.
 */
export function mediaAlt(intl: IntlShape, item: Described, username: string): string {
  return item.alt.trim() || intl.formatMessage(item.type === 'video' ? messages.videoBy : messages.photoBy, { username });
}

/** mediaAlt in the app's language; the author's own alt text stays as written. */
export function useMediaAlt(): (item: Described, username: string) => string {
  const intl = useIntl();
  return (item, username) => mediaAlt(intl, item, username);
}
