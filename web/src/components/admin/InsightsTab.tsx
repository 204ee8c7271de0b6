import { type MessageDescriptor, useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { InsightsTabQuery } from '../../gql/graphql';
import { InsightChart } from './InsightChart';
import { useThemeColors } from './useThemeColors';
import '../../styles/insights.css';

const DAYS = 30;

const InsightsTabQueryDocument = graphql(`
  query InsightsTab($days: Int!) {
    insights(days: $days) {
      from
      to
      days {
        date
        signUps
        activeUsers
        posts
        likes
        comments
        messages
        reports
      }
      topHashtags {
        tag
        posts
      }
    }
  }
`);

const InsightsChangedSubscription = graphql(`
  subscription InsightsChanged {
    insightsChanged
  }
`);

type Day = InsightsTabQuery['insights']['days'][number];
type Measure = Exclude<keyof Day, 'date' | '__typename'>;

const messages = defineMessages({
  signUps: { id: 'insights.signUps', defaultMessage: 'Sign-ups' },
  signUpsWhat: { id: 'insights.signUpsWhat', defaultMessage: 'New accounts' },
  activeUsers: { id: 'insights.activeUsers', defaultMessage: 'Active users' },
  activeUsersWhat: { id: 'insights.activeUsersWhat', defaultMessage: 'People who did anything' },
  posts: { id: 'insights.posts', defaultMessage: 'Posts' },
  postsWhat: { id: 'insights.postsWhat', defaultMessage: 'Posts published, less those deleted since' },
  likes: { id: 'insights.likes', defaultMessage: 'Likes' },
  likesWhat: { id: 'insights.likesWhat', defaultMessage: 'Likes given, less likes taken back' },
  comments: { id: 'insights.comments', defaultMessage: 'Comments' },
  commentsWhat: { id: 'insights.commentsWhat', defaultMessage: 'Comments added, less comments deleted' },
  messages: { id: 'insights.messages', defaultMessage: 'Messages' },
  messagesWhat: { id: 'insights.messagesWhat', defaultMessage: 'Direct messages sent' },
  reports: { id: 'insights.reports', defaultMessage: 'Reports' },
  reportsWhat: { id: 'insights.reportsWhat', defaultMessage: 'Reports submitted' },
  loadFailed: { id: 'insights.loadFailed', defaultMessage: 'Failed to load insights.' },
  loading: { id: 'insights.loading', defaultMessage: 'Loading insights…' },
  label: { id: 'insights.label', defaultMessage: 'Insights' },
  period: { id: 'insights.period', defaultMessage: 'Last {days} days, {from} to {to} (UTC). Updates live.' },
  quiet: { id: 'insights.quiet', defaultMessage: 'Nothing has happened in the last {days} days yet.' },
  caption: { id: 'insights.caption', defaultMessage: '{title} per day, last {days} days (UTC)' },
  day: { id: 'insights.day', defaultMessage: 'Day' },
  upTo: { id: 'insights.upTo', defaultMessage: '{what}: up to {count} a day' },
  total: { id: 'insights.total', defaultMessage: '{what}: {count} in {days} days' },
  topHashtags: { id: 'insights.topHashtags', defaultMessage: 'Top hashtags' },
  hashtagsCaption: { id: 'insights.hashtagsCaption', defaultMessage: 'Hashtags on most posts published in the last {days} days' },
  hashtag: { id: 'insights.hashtag', defaultMessage: 'Hashtag' },
  mostUsed: { id: 'insights.mostUsed', defaultMessage: 'Most used: #{tag} on {count, plural, one {# post} other {# posts}}' },
});

/** Each measure: its name and what it counts. */
const MEASURES: [Measure, MessageDescriptor, MessageDescriptor][] = [
  ['signUps', messages.signUps, messages.signUpsWhat],
  ['activeUsers', messages.activeUsers, messages.activeUsersWhat],
  ['posts', messages.posts, messages.postsWhat],
  ['likes', messages.likes, messages.likesWhat],
  ['comments', messages.comments, messages.commentsWhat],
  ['messages', messages.messages, messages.messagesWhat],
  ['reports', messages.reports, messages.reportsWhat],
];

// Days are UTC days, so they are shown in UTC whatever the admin's time zone, in the app's language.
const SHORT_DATE = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
const LONG_DATE = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Daily activity over the last 30 days and the top hashtags, refreshed as things happen. */
export function InsightsTab() {
  const { formatMessage: t, formatDate } = useIntl();
  const longDate = (day: string) => formatDate(asDate(day), LONG_DATE);
  const colors = useThemeColors();
  const { data, loading, error, refetch } = useQuery(InsightsTabQueryDocument, { variables: { days: DAYS }, fetchPolicy: 'cache-and-network' });
  // The server signals at most once every 2 s, so a busy network costs one refetch per 2 s at most.
  useSubscription(InsightsChangedSubscription, { onData: () => void refetch() });

  if (!data) {
    if (error) return <p className="field__error">{t(messages.loadFailed)}</p>;
    return <p className="admin-muted">{loading ? t(messages.loading) : ''}</p>;
  }
  const { days, topHashtags } = data.insights;
  const quiet = topHashtags.length === 0 && days.every((day) => MEASURES.every(([measure]) => day[measure] === 0));

  return (
    <section className="insights" aria-label={t(messages.label)}>
      <p className="admin-muted">{t(messages.period, { days: DAYS, from: longDate(data.insights.from), to: longDate(data.insights.to) })}</p>
      {quiet && <p className="insights__empty">{t(messages.quiet, { days: DAYS })}</p>}
      {!quiet &&
        MEASURES.map(([measure, name, counted]) => {
          const total = days.reduce((sum, day) => sum + day[measure], 0);
          const [title, what] = [t(name), t(counted)];
          return (
            <InsightChart
              key={measure}
              id={`insight-${measure}`}
              title={title}
              caption={t(messages.caption, { title, days: DAYS })}
              headers={[t(messages.day), title]}
              rows={days.map((day) => ({ label: longDate(day.date), value: day[measure] }))}
              shortLabels={days.map((day) => formatDate(asDate(day.date), SHORT_DATE))}
              summary={
                measure === 'activeUsers'
                  ? t(messages.upTo, { what, count: Math.max(...days.map((d) => d.activeUsers)) })
                  : t(messages.total, { what, count: total, days: DAYS })
              }
              colors={colors}
            />
          );
        })}
      {!quiet && topHashtags.length > 0 && (
        <InsightChart
          id="insight-hashtags"
          title={t(messages.topHashtags)}
          caption={t(messages.hashtagsCaption, { days: DAYS })}
          headers={[t(messages.hashtag), t(messages.posts)]}
          rows={topHashtags.map((h) => ({ label: `#${h.tag}`, value: h.posts }))}
          shortLabels={topHashtags.map((h) => `#${h.tag}`)}
          summary={t(messages.mostUsed, { tag: topHashtags[0].tag, count: topHashtags[0].posts })}
          colors={colors}
          horizontal
        />
      )}
    </section>
  );
}
