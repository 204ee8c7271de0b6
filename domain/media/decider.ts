import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';

/**
 * An uploaded file belongs to the person who uploaded it, and is put to use once: by that person,
 * for one post, story, avatar or report, soon after the upload. Anything else that names it is
 * refused, so nobody can make another person's file theirs (and delete it with their post).
 */
export type MediaUse = 'post' | 'story' | 'avatar' | 'report';

export type MediaCommand =
  | { type: 'RecordUpload'; mediaId: string; userId: string; mediaType: 'image' | 'video'; width: number; height: number; at: string }
  | { type: 'AttachMedia'; mediaId: string; userId: string; usedAs: MediaUse; targetId: string; at: string }
  /** Gives a use back when what it was for was refused after all (a rate limit, a timeout). */
  | { type: 'ReleaseMedia'; mediaId: string; userId: string; targetId: string; at: string }
  /** An upload never used in its window is thrown away, files and all (uploads cost disk, not only a limit). */
  | { type: 'DiscardUpload'; mediaId: string; at: string };

export type MediaEvent = EventOf<'MediaUploaded' | 'MediaAttached' | 'MediaReleased' | 'MediaDiscarded'>;

export type MediaState = {
  uploadedBy: string | null;
  uploadedAt: string | null;
  attachedTo: { usedAs: MediaUse; targetId: string } | null;
  discarded: boolean;
  /** The file's size as shown, for the post that uses it; null when it was not recorded. */
  size: { width: number; height: number } | null;
};

/** How long after its upload a file may be put to use: ample for writing a caption. */
export const MEDIA_USE_WINDOW_MS = 60 * 60_000;

export const NOT_YOUR_UPLOAD = 'Please choose a file you uploaded.';

export const mediaStream = (mediaId: string) => `media-${mediaId}`;

export const mediaDecider: Decider<MediaCommand, MediaEvent, MediaState> = {
  eventTypes: { MediaUploaded: true, MediaAttached: true, MediaReleased: true, MediaDiscarded: true },
  initialState: () => ({ uploadedBy: null, uploadedAt: null, attachedTo: null, discarded: false, size: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'MediaUploaded': {
        const { width, height } = event.data;
        return { ...state, uploadedBy: event.data.userId, uploadedAt: event.data.at, size: width !== null && height !== null ? { width, height } : null };
      }
      case 'MediaAttached':
        return { ...state, attachedTo: { usedAs: event.data.usedAs, targetId: event.data.targetId } };
      case 'MediaReleased':
        return { ...state, attachedTo: null };
      case 'MediaDiscarded':
        return { ...state, discarded: true };
    }
  },
  decide(command, state) {
    if (command.type === 'RecordUpload') {
      if (state.uploadedBy === command.userId) return [];
      if (state.uploadedBy !== null) throw new DomainError('conflict', 'This file was already recorded.');
      const { mediaId, userId, mediaType, width, height, at } = command;
      return [{ type: 'MediaUploaded', data: { mediaId, userId, mediaType, width, height, at } }];
    }
    if (command.type === 'DiscardUpload') {
      const { mediaId, at } = command;
      if (state.uploadedBy === null || state.attachedTo !== null || state.discarded) return [];
      return [{ type: 'MediaDiscarded', data: { mediaId, userId: state.uploadedBy, at } }];
    }
    if (command.type === 'ReleaseMedia') {
      const { mediaId, userId, targetId, at } = command;
      if (state.attachedTo?.targetId !== targetId || state.uploadedBy !== userId) return [];
      return [{ type: 'MediaReleased', data: { mediaId, userId, targetId, at } }];
    }
    const { mediaId, userId, usedAs, targetId, at } = command;
    // The same use again (a retried request) is no second use.
    if (state.attachedTo?.usedAs === usedAs && state.attachedTo.targetId === targetId && state.uploadedBy === userId) return [];
    if (state.uploadedBy !== userId || state.uploadedAt === null || state.attachedTo !== null || state.discarded)
      throw new DomainError('invalid', NOT_YOUR_UPLOAD, 'mediaId');
    if (Date.parse(at) - Date.parse(state.uploadedAt) > MEDIA_USE_WINDOW_MS) throw new DomainError('invalid', NOT_YOUR_UPLOAD, 'mediaId');
    return [{ type: 'MediaAttached', data: { mediaId, userId, usedAs, targetId, at } }];
  },
};
