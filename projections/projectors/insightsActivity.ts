import type { DomainEvent, EventType } from '../../domain/events';
import type { InsightMeasure } from '../readModels';

/** The UTC day (YYYY-MM-DD) of an ISO time. */
export const utcDay = (iso: string): string => iso.slice(0, 10);

/** When an event happened, from its own data (the time its command carried). */
export function eventTime(event: DomainEvent): string | null {
  const data = event.data as Record<string, unknown>;
  const time = data.at ?? data.publishedAt ?? data.editedAt ?? data.registeredAt;
  return typeof time === 'string' ? time : null;
}

/** Every event that has an actor or a figure (see below), and the deletion of an account. */
export const insightEventTypes: readonly EventType[] = [
  'UserRegistered',
  'SessionStarted',
  'PostPublished',
  'PostEdited',
  'PostLiked',
  'PostUnliked',
  'PostSaved',
  'PostUnsaved',
  'CommentAdded',
  'StoryPublished',
  'ConversationRead',
  'ReportSubmitted',
  'ProfileUpdated',
  'UserAvatarChanged',
  'PasswordChanged',
  'PostDeleted',
  'CommentDeleted',
  'UserFollowed',
  'UserUnfollowed',
  'StorySeen',
  'ConversationStarted',
  'MessageSent',
  'AccountDeleted',
];

/** The person who did what the event records, when it is something a member of the network does. */
export function actorOf(event: DomainEvent): string | null {
  switch (event.type) {
    case 'UserRegistered':
    case 'SessionStarted':
    case 'PostPublished':
    case 'PostEdited':
    case 'PostLiked':
    case 'PostUnliked':
    case 'PostSaved':
    case 'PostUnsaved':
    case 'CommentAdded':
    case 'StoryPublished':
    case 'ConversationRead':
    case 'ReportSubmitted':
    case 'ProfileUpdated':
    case 'UserAvatarChanged':
    case 'PasswordChanged':
      return event.data.userId;
    case 'PostDeleted':
    case 'CommentDeleted':
      return event.data.by;
    case 'UserFollowed':
    case 'UserUnfollowed':
      return event.data.followerId;
    case 'StorySeen':
      return event.data.viewerId;
    case 'ConversationStarted':
      return event.data.startedBy;
    case 'MessageSent':
      return event.data.senderId;
    default:
      return null;
  }
}

/**
 * The change an event makes to its own day's figures, apart from those that need the
 * projection's memory (active people, posts). Likes and comments count net: one taken back
 * counts against the day it is taken back.
 */
export function dayCounts(event: DomainEvent): Partial<Record<InsightMeasure, number>> {
  switch (event.type) {
    case 'UserRegistered':
      return { signUps: 1 };
    case 'PostLiked':
      return { likes: 1 };
    case 'PostUnliked':
      return { likes: -1 };
    case 'CommentAdded':
      return { comments: 1 };
    case 'CommentDeleted':
      return { comments: -1 };
    case 'MessageSent':
      return { messages: 1 };
    case 'ReportSubmitted':
      return { reports: 1 };
    default:
      return {};
  }
}
