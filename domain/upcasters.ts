import type { EventType } from './events';
import { mediaUploadedV1ToV2 } from './media/mediaUploadedUpcasters';
import { messageSentV1ToV2 } from './conversation/messageSentUpcasters';
import { commentAddedV1ToV2 } from './post/commentAddedUpcasters';
import { postPublishedV1ToV2, postPublishedV2ToV3, postPublishedV3ToV4 } from './post/postPublishedUpcasters';
import { reportSubmittedV1ToV2 } from './report/reportSubmittedUpcasters';
import { sessionStartedV1ToV2 } from './session/sessionStartedUpcasters';
import { storyPublishedV1ToV2 } from './story/storyPublishedUpcasters';
import { profileUpdatedV1ToV2 } from './user/profileUpdatedUpcasters';

/**
 * Turns the data of one version of an event type into the next version's. Pure (no clock, no
 * I/O, no lookups): the same stored event must read the same way in every replay, forever.
 */
export type Upcaster = (data: unknown) => unknown;

/**
 * Each type's upcasters in order: the first turns version 1 into 2, the next 2 into 3, and so on.
 * A type's current version is one more than the length of its chain, so the two cannot disagree.
 * Changing an event's shape means adding a link here, never rewriting the stored log.
 */
export const upcasters: Partial<Record<EventType, readonly Upcaster[]>> = {
  PostPublished: [postPublishedV1ToV2, postPublishedV2ToV3, postPublishedV3ToV4],
  CommentAdded: [commentAddedV1ToV2],
  ProfileUpdated: [profileUpdatedV1ToV2],
  ReportSubmitted: [reportSubmittedV1ToV2],
  MediaUploaded: [mediaUploadedV1ToV2],
  StoryPublished: [storyPublishedV1ToV2],
  MessageSent: [messageSentV1ToV2],
  SessionStarted: [sessionStartedV1ToV2],
};

/** The version of `type`'s shape this code writes and projectors read. */
export function schemaVersionOf(type: EventType): number {
  return (upcasters[type]?.length ?? 0) + 1;
}

/**
 * The version a stored event was written in, from its metadata: events written before versions
 * were recorded carry none and are version 1; anything but a whole number from 1 up is null.
 */
export function storedVersionOf(metadata: { schemaVersion?: unknown } | undefined): number | null {
  const version = metadata?.schemaVersion;
  if (version === undefined) return 1;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : null;
}

/**
 * `data`, written in `version` of `type`, brought to the current version through each upcaster
 * in turn; `undefined` when the version is newer than this code knows (a newer writer's event,
 * which readers skip as they skip types they do not know) or not a version at all.
 */
export function upcast(type: EventType, data: unknown, version: number | null): unknown {
  const chain = upcasters[type];
  const current = (chain?.length ?? 0) + 1;
  if (version === null || version > current) return undefined;
  for (let v = version; v < current; v++) data = chain![v - 1](data);
  return data;
}
