import { ZodError } from 'zod';
import { DomainError } from '../../domain/decider';
import { invalidInput } from '../../domain/errors';
import { MEDIA_USE_WINDOW_MS, mediaDecider, mediaStream, NOT_YOUR_UPLOAD, type MediaUse } from '../../domain/media/decider';
import { mediaTypeOfId, mediaUrl } from '../../domain/media/mediaIds';
import type { MediaStore } from '../../domain/ports/mediaStore';
import type { MediaFileQueries } from '../../projections/queries/mediaFileQueries';
import type { SavedMedia } from '../media/processUpload';
import { storedFilesOf } from '../media/storedFiles';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext, serverRequest } from './requestContext';

const isRefusal = (error: unknown) => error instanceof DomainError || error instanceof ZodError;

/**
 * The file a write uses: one uploaded earlier and named by its id (the web app uploads to /media
 * first), or one this same request stored, which no one else ever had the id of.
 */
export type MediaRef = { mediaId: unknown } | { stored: SavedMedia };

export type MediaUseRequest = {
  usedAs: MediaUse;
  targetId: string;
  /** The command that will use the file: checked against the guard and its limit before the file is taken. */
  command: string;
  /** Refuses a video with this message. */
  photosOnly?: string;
};

/** A file taken for a use: its address, kind and size (null when the size was not recorded). */
export type UsedMedia = { url: string; mediaType: 'image' | 'video'; width: number | null; height: number | null };

/**
 * Who uploaded each file, and its one use. Every door that names a media id (a post, a story, an
 * avatar, a report's screenshot) goes through `use`, so a file is only ever used by its uploader,
 * once, soon after the upload.
 */
export function mediaService(execute: CommandBus, mediaStore: MediaStore, files: MediaFileQueries) {
  // The decider answers a repeated record or use as done, so these need no Idempotency-Key, and a
  // retried request whose first try gave its use back attaches anew.
  const contextOf = (request: RequestContext) => commandContext({ ...request, idempotencyKey: null });
  return {
    async record(userId: string, saved: SavedMedia, request: RequestContext): Promise<void> {
      const { id: mediaId, mediaType, width, height } = saved;
      const command = { type: 'RecordUpload' as const, mediaId, userId, mediaType, width, height, at: request.now.toISOString() };
      await execute(mediaStream(saved.id), mediaDecider, command, contextOf(request));
    },

    /**
     * Throws away the uploads nobody used in their window, files and all: an upload costs disk
     * until it is used. Returns how many went.
     */
    async discardUnused(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - MEDIA_USE_WINDOW_MS).toISOString();
      let discarded = 0;
      // Each discarded upload leaves the list, so the next batch is the next ones; a batch that
      // discards nothing (all found in use meanwhile) ends the round.
      for (let batch = await files.unusedSince(cutoff), before = -1; batch.length > 0 && discarded > before; batch = await files.unusedSince(cutoff)) {
        before = discarded;
        for (const mediaId of batch) {
          const command = { type: 'DiscardUpload' as const, mediaId, at: now.toISOString() };
          const { events } = await execute(mediaStream(mediaId), mediaDecider, command, commandContext(serverRequest(now)));
          if (events.length === 0) continue;
          for (const file of storedFilesOf(mediaId)) await mediaStore.delete(file);
          discarded++;
        }
      }
      return discarded;
    },

    /**
     * Attaches `mediaId` to a use, then runs what uses it; when that is refused (a rate limit, a
     * timeout), the use is given back, so the file stays free for the next try.
     */
    async use<T>(userId: string, ref: MediaRef, use: MediaUseRequest, request: RequestContext, run: (media: UsedMedia) => Promise<T>): Promise<T> {
      if ('stored' in ref) {
        if (use.photosOnly && ref.stored.mediaType !== 'image') throw invalidInput(use.photosOnly);
        const { id, mediaType, width, height } = ref.stored;
        return run({ url: mediaUrl(id), mediaType, width, height });
      }
      const { mediaId } = ref;
      const mediaType = typeof mediaId === 'string' ? mediaTypeOfId(mediaId) : null;
      if (!mediaType) throw invalidInput(NOT_YOUR_UPLOAD);
      if (use.photosOnly && mediaType !== 'image') throw invalidInput(use.photosOnly);
      const id = mediaId as string;
      const { usedAs, targetId } = use;
      await execute.precheck({ type: use.command }, contextOf(request));
      const { state } = await execute(
        mediaStream(id),
        mediaDecider,
        { type: 'AttachMedia', mediaId: id, userId, usedAs, targetId, at: request.now.toISOString() },
        contextOf(request),
      );
      try {
        return await run({ url: mediaUrl(id), mediaType, width: state.size?.width ?? null, height: state.size?.height ?? null });
      } catch (error) {
        // Only a refusal surely appended nothing; after any other failure the use may have been recorded.
        if (!isRefusal(error)) throw error;
        const release = { type: 'ReleaseMedia' as const, mediaId: id, userId, targetId, at: request.now.toISOString() };
        await execute(mediaStream(id), mediaDecider, release, contextOf(request)).catch((e) => console.error(`Could not release media ${id}:`, e));
        throw error;
      }
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
