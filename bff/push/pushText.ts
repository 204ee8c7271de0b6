import type { NotificationView } from '../../projections/queries/notificationQueries';
import type { PushKind } from '../../projections/pushModels';

/** What a push shows and where its click leads (web/src/sw/push.ts reads it). */
export type PushPayload = { title: string; body: string; url: string; tag: string; icon: string; kind: PushKind };

export const APP_ICON = '/icons/icon-192.png';
/** A quoted comment or message is cut here: a notification shows two or three lines. */
const QUOTE_MAX = 120;

const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text);
const others = (count: number) => (count <= 0 ? '' : ` and ${count} ${count === 1 ? 'other' : 'others'}`);
const REPORT_STATUS: Record<string, string> = { reviewed: 'reviewed', resolved: 'resolved' };

/**
 * A notification's words, as Activity says them (web/src/notifications/activityText.ts), with the
 * person whose doing caused the push named first.
 */
export function notificationPush(entry: NotificationView, actorId: string | null): PushPayload {
  const actor = entry.actors.find((a) => a.id === actorId) ?? entry.actors[0];
  const lead = actor ? `${actor.username}${others(entry.actorsCount - 1)} ` : '';
  const comment = entry.comment ? quote(entry.comment.content) : null;
  const quoted = (action: string) => (comment === null ? `${lead}${action}.` : `${lead}${action}: ${comment}`);
  const body = (() => {
    switch (entry.type) {
      case 'like':
        return `${lead}liked your post.`;
      case 'comment':
        return quoted('commented');
      case 'reply':
        return quoted('replied to your comment');
      case 'comment_like':
        return quoted('liked your comment');
      case 'mention':
        if (entry.comment) return quoted('mentioned you in a comment');
        return `${lead}${entry.post ? 'mentioned you in a post.' : 'mentioned you in their bio.'}`;
      case 'follow':
        return `${lead}started following you.`;
      case 'follow_request':
        return `${lead}requested to follow you.`;
      case 'follow_accept':
        return `${lead}accepted your follow request.`;
      case 'report_update':
        return `Your report was ${REPORT_STATUS[entry.detail ?? ''] ?? 'updated'}.`;
      case 'appeal_decision':
        return entry.detail === 'overturned' ? 'Your appeal was decided: the decision was overturned.' : 'Your appeal was decided: the decision stands.';
    }
  })();
  return {
    title: 'Glimpse',
    body,
    url: notificationUrl(entry, actor?.id ?? null),
    tag: notificationTag(entry),
    icon: actor?.avatar ?? APP_ICON,
    kind: entry.type,
  };
}

/** The screen a click opens: the post, the person (their request: the requests), the reports. */
function notificationUrl(entry: NotificationView, actorId: string | null): string {
  if (entry.type === 'report_update' || entry.type === 'appeal_decision') return '/reports';
  if (entry.type === 'follow_request') return '/follow-requests';
  if (entry.post) return `/post/${entry.post.id}`;
  return actorId ? `/profile/${actorId}` : '/activity';
}

/** One notification on screen per post's likes (and comment's likes): each new like replaces the last. */
function notificationTag(entry: NotificationView): string {
  if (entry.type === 'like' && entry.post) return `like:${entry.post.id}`;
  if (entry.type === 'comment_like' && entry.comment) return `comment_like:${entry.comment.id}`;
  return entry.id;
}

/** A direct message: its sender and words (a reply to a story says so), leading to the chat; one notification per chat. */
export function messagePush(
  message: { conversationId: string; content: string; story?: unknown },
  sender: { username: string; avatar: string | null },
): PushPayload {
  const body = message.content ? quote(message.content) : message.story ? 'Replied to your story' : 'Sent you a message';
  return {
    title: sender.username,
    body,
    url: `/messages/${message.conversationId}`,
    tag: `message:${message.conversationId}`,
    icon: sender.avatar ?? APP_ICON,
    kind: 'message',
  };
}
