import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

/**
 * What an Activity row says, as a message: the first person's name (the tag <name></name>, shown
 * bold), how many others ('and 2 others'), what happened, and the words quoted (<quote></quote>).
 */
export type ActivityText = { message: MessageDescriptor; values: { others: number; quoted: 'yes' | 'no'; status?: string } };

type Entry = {
  type: string;
  actorsCount: number;
  actors: readonly { username: string }[];
  post: { id: string } | null;
  comment: { content: string } | null;
  detail?: string | null;
};

const messages = defineMessages({
  like: { id: 'activity.like', defaultMessage: '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} liked your post.' },
  comment: {
    id: 'activity.comment',
    defaultMessage: '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} commented{quoted, select, yes {: <quote></quote>} other {}}',
  },
  reply: {
    id: 'activity.reply',
    defaultMessage:
      '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} replied to your comment{quoted, select, yes {: <quote></quote>} other {}}',
  },
  commentLike: {
    id: 'activity.commentLike',
    defaultMessage:
      '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} liked your comment{quoted, select, yes {: <quote></quote>} other {}}',
  },
  mentionComment: {
    id: 'activity.mentionComment',
    defaultMessage:
      '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} mentioned you in a comment{quoted, select, yes {: <quote></quote>} other {}}',
  },
  mentionPost: {
    id: 'activity.mentionPost',
    defaultMessage: '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} mentioned you in a post.',
  },
  mentionBio: {
    id: 'activity.mentionBio',
    defaultMessage: '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} mentioned you in their bio.',
  },
  follow: { id: 'activity.follow', defaultMessage: '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} started following you.' },
  followRequest: {
    id: 'activity.followRequest',
    defaultMessage: '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} requested to follow you.',
  },
  followAccept: {
    id: 'activity.followAccept',
    defaultMessage: '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} accepted your follow request.',
  },
  reportUpdate: { id: 'activity.reportUpdate', defaultMessage: 'Your report was {status, select, reviewed {reviewed} resolved {resolved} other {updated}}.' },
  appealOverturned: { id: 'activity.appealOverturned', defaultMessage: 'Your appeal was decided: the decision was overturned.' },
  appealUpheld: { id: 'activity.appealUpheld', defaultMessage: 'Your appeal was decided: the decision stands.' },
  other: { id: 'activity.other', defaultMessage: '<name></name>{others, plural, =0 {} one { and # other} other { and # others}} did something.' },
});

export function activityText(entry: Entry): ActivityText {
  const others = Math.max(0, entry.actorsCount - 1);
  const quoted = entry.comment ? 'yes' : 'no';
  const say = (message: MessageDescriptor) => ({ message, values: { others, quoted } as const });
  switch (entry.type) {
    case 'like':
      return say(messages.like);
    case 'comment':
      return say(messages.comment);
    case 'reply':
      return say(messages.reply);
    case 'comment_like':
      return say(messages.commentLike);
    case 'mention':
      if (entry.comment) return say(messages.mentionComment);
      return say(entry.post ? messages.mentionPost : messages.mentionBio);
    case 'follow':
      return say(messages.follow);
    case 'follow_request':
      return say(messages.followRequest);
    case 'follow_accept':
      return say(messages.followAccept);
    case 'report_update':
      return { message: messages.reportUpdate, values: { others, quoted, status: entry.detail ?? '' } };
    case 'appeal_decision':
      return say(entry.detail === 'overturned' ? messages.appealOverturned : messages.appealUpheld);
    default:
      return say(messages.other);
  }
}

/** Where a row leads: the post (its comments, for what a comment did), the person, or the reports. */
export function activityLink(entry: Entry & { actors: readonly { id?: string; username: string }[] }): string {
  if (entry.type === 'report_update' || entry.type === 'appeal_decision') return '/reports';
  if (entry.post) return `/post/${entry.post.id}`;
  const person = entry.actors[0] as { id?: string } | undefined;
  return person?.id ? `/profile/${person.id}` : '/activity';
}

const DAY = 24 * 60 * 60 * 1000;

export type ActivitySection = 'today' | 'thisWeek' | 'earlier';

/** The section a time falls in, as the viewer's calendar has it: Today, This week (the last 7 days), Earlier. */
export function activitySection(createdAt: string, now: number): ActivitySection {
  const then = new Date(createdAt);
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  if (then.getTime() >= today.getTime()) return 'today';
  return then.getTime() >= today.getTime() - 6 * DAY ? 'thisWeek' : 'earlier';
}
