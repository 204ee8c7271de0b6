import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';

/** What a story may be: a photo, or a video of at most a minute (the server checks it again). */
export const STORY_FILE_TYPES = 'image/*,video/mp4,video/webm,video/quicktime';
export const STORY_MAX_SECONDS = 60;
const messages = defineMessages({
  tooLong: { id: 'storyFile.tooLong', defaultMessage: 'Stories can be at most 60 seconds long.' },
  wrongType: { id: 'storyFile.wrongType', defaultMessage: 'Please choose a photo or a video (MP4, WebM or MOV).' },
});
const VIDEO_TYPES = new Set(['video/mp4', 'video/webm', 'video/quicktime']);

/** Why the file cannot be a story (its message), or null when it can; a video's length is read in the page, before anything is sent. */
export async function storyFileProblem(file: File): Promise<MessageDescriptor | null> {
  if (file.type.startsWith('image/')) return null;
  if (!VIDEO_TYPES.has(file.type)) return messages.wrongType;
  const seconds = await videoSeconds(file);
  // A length the browser cannot read is left to the server, which reads every format it accepts.
  return seconds !== null && seconds > STORY_MAX_SECONDS + 0.5 ? messages.tooLong : null;
}

function videoSeconds(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds: number | null) => {
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
