import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Avatar, fallbackTo, IMAGE_PLACEHOLDER } from '../components/Avatar';
import { FollowButton } from '../components/FollowButton';
import { type RequestAnswer, RequestAnswerButtons } from '../components/RequestAnswerButtons';
import { useShortTime } from '../components/useShortTime';
import { graphql } from '../gql';
import type { ActivityRowFragment } from '../gql/graphql';
import { useMediaAlt } from '../lib/mediaAlt';
import { activityLink, activityText } from './activityText';

export const ActivityRowFields = graphql(`
  fragment ActivityRow on Notification {
    id
    type
    actorsCount
    createdAt
    read
    detail
    actors {
      id
      username
      avatar
      isPrivate
      isFollowedByMe
      isRequestedByMe
      followersCount
    }
    post {
      id
      mediaUrl
      mediaType
      posterUrl
      media {
        type
        alt
      }
      user {
        id
        username
      }
    }
    comment {
      id
      content
    }
  }
`);

type Answer = (person: { id: string; username: string }, how: RequestAnswer) => Promise<void>;

/** One Activity entry: the people's pictures, what happened and when, and the post's picture or what to answer. */
export function ActivityRow({ entry, now, answer, busy }: { entry: ActivityRowFragment; now: number; answer: Answer; busy: boolean }) {
  const { formatMessage } = useIntl();
  const shortTime = useShortTime();
  const text = activityText(entry);
  const to = activityLink(entry);
  const person = entry.actors[0];
  const faces = entry.actors.slice(0, 2);
  return (
    <li className={`activity-row${entry.read ? '' : ' activity-row--unread'}`} data-testid="activity-row">
      <Link to={to} className="activity-row__main">
        <span className={`activity-row__faces activity-row__faces--${Math.max(1, faces.length)}`} aria-hidden="true">
          {faces.length > 0 ? faces.map((actor) => <Avatar key={actor.id} src={actor.avatar} alt="" size={44} />) : <Avatar src={null} alt="" size={44} />}
        </span>
        <span className="activity-row__text">
          {formatMessage(text.message, {
            ...text.values,
            name: () => (
              <strong key="name">
                <bdi>{person?.username}</bdi>
              </strong>
            ),
            quote: () => (
              <bdi key="quote" dir="auto">
                {entry.comment?.content}
              </bdi>
            ),
          })}{' '}
          <time className="activity-row__time" dateTime={entry.createdAt}>
            {shortTime(entry.createdAt, now)}
          </time>
        </span>
      </Link>
      <RowEnd entry={entry} person={person} answer={answer} busy={busy} />
    </li>
  );
}

function RowEnd({
  entry,
  person,
  answer,
  busy,
}: {
  entry: ActivityRowFragment;
  person: ActivityRowFragment['actors'][number] | undefined;
  answer: Answer;
  busy: boolean;
}) {
  const mediaAlt = useMediaAlt();
  if (entry.type === 'follow_request' && person) {
    return (
      <span className="activity-row__actions">
        <RequestAnswerButtons person={person} busy={busy} answer={answer} />
      </span>
    );
  }
  if (entry.type === 'follow' && person) return <FollowButton user={person} back className="activity-row__follow" />;
  if (!entry.post) return null;
  const { post } = entry;
  const picture = post.mediaType === 'video' ? post.posterUrl : post.mediaUrl;
  // A second way to the post the row's link already goes to, so hidden from screen readers; its picture still says what it shows.
  const alt = mediaAlt(post.media[0] ?? { alt: '', type: post.mediaType }, post.user.username);
  return (
    <Link to={`/post/${post.id}`} className="activity-row__thumb" tabIndex={-1} aria-hidden="true">
      <img src={picture ?? IMAGE_PLACEHOLDER} alt={alt} width={44} height={44} loading="lazy" decoding="async" onError={fallbackTo(IMAGE_PLACEHOLDER)} />
    </Link>
  );
}
