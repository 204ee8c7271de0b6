import type { NotificationView } from '../../projections/queries/notificationQueries';
import type { PushKind } from '../../projections/pushModels';
import type { Language } from '../../domain/language';
import { translate } from '../i18n/translate';

/** What a push shows and where its click leads (web/src/sw/push.ts reads it). */
export type PushPayload = { title: string; body: string; url: string; tag: string; icon: string; kind: PushKind };

export const APP_ICON = '/icons/icon-192.png';
/** A quoted comment or message is cut here: a notification shows two or three lines. */
const QUOTE_MAX = 120;

const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text);

const MESSAGE_OF: Record<NotificationView['type'], string> = {
  like: 'push.like',
  comment: 'push.comment',
  reply: 'push.reply',
  comment_like: 'push.commentLike',
  mention: 'push.mentionPost',
  follow: 'push.follow',
  follow_request: 'push.followRequest',
  follow_accept: 'push.followAccept',
  report_update: 'push.reportUpdate',
  appeal_decision: 'push.appealUpheld',
};

function messageOf(entry: NotificationView): string {
  if (entry.type === 'mention') return entry.comment ? 'push.mentionComment' : entry.post ? 'push.mentionPost' : 'push.mentionBio';
  if (entry.type === 'appeal_decision') return entry.detail === 'overturned' ? 'push.appealOverturned' : 'push.appealUpheld';
  return MESSAGE_OF[entry.type];
}

/**
 * A notification's words in the person's language, as Activity says them (the same messages,
 * web/src/i18n/messages), with the person whose doing caused the push named first.
 */
export function notificationPush(entry: NotificationView, actorId: string | null, language: Language): PushPayload {
  const actor = entry.actors.find((a) => a.id === actorId) ?? entry.actors[0];
  const body = translate(language, messageOf(entry), {
    name: actor?.username ?? translate(language, 'push.someone'),
    others: Math.max(0, entry.actorsCount - 1),
    quoted: entry.comment ? 'yes' : 'no',
    text: entry.comment ? quote(entry.comment.content) : '',
    status: entry.detail ?? '',
  });
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
  language: Language,
): PushPayload {
  const body = message.content ? quote(message.content) : translate(language, message.story ? 'push.messageStoryReply' : 'push.messageSent');
  return {
    title: sender.username,
    body,
    url: `/messages/${message.conversationId}`,
    tag: `message:${message.conversationId}`,
    icon: sender.avatar ?? APP_ICON,
    kind: 'message',
  };
}
