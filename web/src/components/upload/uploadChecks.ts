import {
  IMAGE_MAX_BYTES,
  NOT_PHOTO_OR_VIDEO,
  PHOTO_TOO_LARGE,
  PHOTO_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_TOO_LARGE,
  VIDEO_TYPES,
} from '../../../../domain/media/uploadRules';
import { ALT_MAX, altTooLong, itemName } from '../../../../domain/post/altText';
import { ALBUM_MAX, CAPTION_MAX } from '../../../../domain/post/postLimits';
import { characterCount } from '../../../../domain/text';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';

export { ALBUM_MAX, ALT_MAX, CAPTION_MAX, itemName };

const messages = defineMessages({
  itemName: { id: 'uploadChecks.itemName', defaultMessage: '{type, select, video {Video} other {Photo}} {number}' },
  altTooLong: {
    id: 'uploadChecks.altTooLong',
    defaultMessage: 'Alt text of {type, select, video {video} other {photo}} {number} must be at most {max} characters',
  },
  captionTooLong: { id: 'uploadChecks.captionTooLong', defaultMessage: 'Caption must be at most {max} characters' },
  counter: { id: 'uploadChecks.counter', defaultMessage: '{count}/{max}' },
  tooLarge: {
    id: 'uploadChecks.tooLarge',
    defaultMessage: '“{name}” is too large: {type, select, video {videos must be at most 50 MB.} other {photos must be at most 10 MB.}}',
  },
  notPhotoOrVideo: {
    id: 'uploadChecks.notPhotoOrVideo',
    defaultMessage: '“{name}” is not a photo or a video: please choose a JPEG, PNG, WebP, GIF, MP4, WebM or MOV file.',
  },
  tooMany: {
    id: 'uploadChecks.tooMany',
    defaultMessage: 'A post can have at most {max} photos or videos: {left, plural, one {# was not added.} other {# were not added.}}',
  },
});

/** What the input accepts: the server's list, so the picker offers nothing it would refuse. */
export const ACCEPTED_TYPES = [...PHOTO_TYPES, ...Object.keys(VIDEO_TYPES)].join(',');

export type Kind = 'image' | 'video';
export const kindOf = (file: { type: string }): Kind => (file.type.startsWith('video/') ? 'video' : 'image');

/**
 * Why a chosen file cannot be sent, by the type and size the browser gives, in the server's words
 * with the file's name ('“beach.jpg” is too large: photos must be at most 10 MB.'); null when it can.
 */
export function fileProblem(file: { name: string; type: string; size: number }): string | null {
  const name = `“${file.name}”`;
  if (VIDEO_TYPES[file.type]) return file.size > VIDEO_MAX_BYTES ? `${name} ${VIDEO_TOO_LARGE}` : null;
  if (!PHOTO_TYPES.has(file.type)) return `${name} ${NOT_PHOTO_OR_VIDEO}`;
  return file.size > IMAGE_MAX_BYTES ? `${name} ${PHOTO_TOO_LARGE}` : null;
}

/** How many of `chosen` fit beside `already` items, and how many are left out (useUploadTexts' `tooMany` says so). */
export function roomFor(already: number, chosen: number): { taken: number; left: number } {
  const taken = Math.max(0, Math.min(chosen, ALBUM_MAX - already));
  return { taken, left: chosen - taken };
}

const numbers = new Intl.NumberFormat('en-US');

/** A text's counter as the person reads it: '12/1,000', counting characters as the server does. */
export const counter = (text: string, max: number) => `${numbers.format(characterCount(text))}/${numbers.format(max)}`;

/** The server's refusal of an alt text over the limit, said before sending; null when it fits. */
export function altProblem(alt: string, kind: Kind, index: number): string | null {
  return characterCount(alt.trim()) > ALT_MAX ? altTooLong(itemName(kind, index).toLowerCase()) : null;
}

export function captionProblem(caption: string): string | null {
  return characterCount(caption.trim()) > CAPTION_MAX ? `Caption must be at most ${numbers.format(CAPTION_MAX)} characters` : null;
}

/** The checks' words in the person's language: an item's name ('Photo 3'), the counters and the limits' refusals. */
export function useUploadTexts() {
  const intl = useIntl();
  return useMemo(() => {
    const t = intl.formatMessage;
    const max = (limit: number) => intl.formatNumber(limit);
    return {
      itemName: (kind: Kind, index: number) => t(messages.itemName, { type: kind, number: index + 1 }),
      counter: (text: string, limit: number) => t(messages.counter, { count: intl.formatNumber(characterCount(text)), max: max(limit) }),
      altProblem: (alt: string, kind: Kind, index: number) =>
        altProblem(alt, kind, index) === null ? null : t(messages.altTooLong, { type: kind, number: index + 1, max: max(ALT_MAX) }),
      captionProblem: (caption: string) => (captionProblem(caption) === null ? null : t(messages.captionTooLong, { max: max(CAPTION_MAX) })),
      fileProblem(file: { name: string; type: string; size: number }) {
        if (fileProblem(file) === null) return null;
        const known = VIDEO_TYPES[file.type] || PHOTO_TYPES.has(file.type);
        return t(known ? messages.tooLarge : messages.notPhotoOrVideo, { name: file.name, type: kindOf(file) });
      },
      tooMany: (left: number) => t(messages.tooMany, { max: ALBUM_MAX, left }),
    };
  }, [intl]);
}
