import { useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { InsightsTabQuery } from '../../gql/graphql';
import { plural } from '../../lib/plural';
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

const MEASURES: [Measure, string, string][] = [
  ['signUps', 'Sign-ups', 'New accounts'],
  ['activeUsers', 'Active users', 'People who did anything'],
  ['posts', 'Posts', 'Posts published, less those deleted since'],
  ['likes', 'Likes', 'Likes given, less likes taken back'],
  ['comments', 'Comments', 'Comments added, less comments deleted'],
  ['messages', 'Messages', 'Direct messages sent'],
  ['reports', 'Reports', 'Reports submitted'],
];

// Days are UTC days, so they are shown in UTC whatever the admin's time zone.
const shortDate = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat(undefined, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Daily activity over the last 30 days and the top hashtags, refreshed as things happen. */
export function InsightsTab() {
  const colors = useThemeColors();
  const { data, loading, error, refetch } = useQuery(InsightsTabQueryDocument, { variables: { days: DAYS }, fetchPolicy: 'cache-and-network' });
  // The server signals at most once every 2 s, so a busy network costs one refetch per 2 s at most.
  useSubscription(InsightsChangedSubscription, { onData: () => void refetch() });

  if (!data) {
    if (error) return <p className="field__error">Failed to load insights.</p>;
    return <p className="admin-muted">{loading ? 'Loading insights…' : ''}</p>;
  }
  const { days, topHashtags } = data.insights;
  const quiet = topHashtags.length === 0 && days.every((day) => MEASURES.every(([measure]) => day[measure] === 0));
  const period = `${longDate.format(asDate(data.insights.from))} to ${longDate.format(asDate(data.insights.to))} (UTC)`;

  return (
    <section className="insights" aria-label="Insights">
      <p className="admin-muted">
        Last {DAYS} days, {period}. Updates live.
      </p>
      {quiet && <p className="insights__empty">Nothing has happened in the last {DAYS} days yet.</p>}
      {!quiet &&
        MEASURES.map(([measure, title, what]) => {
          const total = days.reduce((sum, day) => sum + day[measure], 0);
          return (
            <InsightChart
              key={measure}
              id={`insight-${measure}`}
              title={title}
              caption={`${title} per day, last ${DAYS} days (UTC)`}
              headers={['Day', title]}
              rows={days.map((day) => ({ label: longDate.format(asDate(day.date)), value: day[measure] }))}
              shortLabels={days.map((day) => shortDate.format(asDate(day.date)))}
              summary={measure === 'activeUsers' ? `${what}: up to ${Math.max(...days.map((d) => d.activeUsers))} a day` : `${what}: ${total} in ${DAYS} days`}
              colors={colors}
            />
          );
        })}
      {!quiet && topHashtags.length > 0 && (
        <InsightChart
          id="insight-hashtags"
          title="Top hashtags"
          caption={`Hashtags on most posts published in the last ${DAYS} days`}
          headers={['Hashtag', 'Posts']}
          rows={topHashtags.map((h) => ({ label: `#${h.tag}`, value: h.posts }))}
          shortLabels={topHashtags.map((h) => `#${h.tag}`)}
          summary={`Most used: #${topHashtags[0].tag} on ${plural(topHashtags[0].posts, { one: '# post', other: '# posts' })}`}
          colors={colors}
          horizontal
        />
      )}
    </section>
  );
}
