/** What an Activity row says, in parts: the first person's name (bold), who else, what happened, and the words quoted. */
export type ActivityText = { name: string | null; others: string; action: string; quote: string | null };

type Entry = {
  type: string;
  actorsCount: number;
  actors: readonly { username: string }[];
  post: { id: string } | null;
  comment: { content: string } | null;
  detail?: string | null;
};

/** ' and 1 other', ' and 3 others', or nothing: the people besides the one named. */
export function othersText(count: number): string {
  if (count <= 0) return '';
  return ` and ${count} ${count === 1 ? 'other' : 'others'}`;
}

const REPORT_STATUS: Record<string, string> = { reviewed: 'reviewed', resolved: 'resolved' };

export function activityText(entry: Entry): ActivityText {
  const name = entry.actors[0]?.username ?? null;
  const others = othersText(entry.actorsCount - 1);
  const quote = entry.comment?.content ?? null;
  const said = (action: string) => ({ name, others, action, quote: null });
  const quoted = (action: string) => ({ name, others, action: quote === null ? action : `${action}:`, quote });
  switch (entry.type) {
    case 'like':
      return said('liked your post.');
    case 'comment':
      return quoted('commented');
    case 'reply':
      return quoted('replied to your comment');
    case 'comment_like':
      return quoted('liked your comment');
    case 'mention':
      if (entry.comment) return quoted('mentioned you in a comment');
      return said(entry.post ? 'mentioned you in a post.' : 'mentioned you in their bio.');
    case 'follow':
      return said('started following you.');
    case 'follow_request':
      return said('requested to follow you.');
    case 'follow_accept':
      return said('accepted your follow request.');
    case 'report_update':
      return { name: null, others: '', action: `Your report was ${REPORT_STATUS[entry.detail ?? ''] ?? 'updated'}.`, quote: null };
    case 'appeal_decision':
      return {
        name: null,
        others: '',
        action: entry.detail === 'overturned' ? 'Your appeal was decided: the decision was overturned.' : 'Your appeal was decided: the decision stands.',
        quote: null,
      };
    default:
      return said('did something.');
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

/** The section a time falls in, as the viewer's calendar has it: Today, This week (the last 7 days), Earlier. */
export function activitySection(createdAt: string, now: number): 'Today' | 'This week' | 'Earlier' {
  const then = new Date(createdAt);
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  if (then.getTime() >= today.getTime()) return 'Today';
  return then.getTime() >= today.getTime() - 6 * DAY ? 'This week' : 'Earlier';
}
