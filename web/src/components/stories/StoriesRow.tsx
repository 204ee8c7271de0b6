import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useViewer } from '../../auth/AuthProvider';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { Avatar } from '../Avatar';
import { placeholderKeys } from '../Loading';
import { removeStory } from './removeStory';
import { StoriesQuery, StoryDeletedSubscription } from './storyOperations';
import type { StoryGroup } from './StoryViewer';
import '../../styles/stories.css';

const messages = defineMessages({
  yourStory: { id: 'storiesRow.yourStory', defaultMessage: 'Your story' },
  yourStoryLabel: { id: 'storiesRow.yourStoryLabel', defaultMessage: '{unseen, select, yes {Your story, not yet seen} other {Your story}}' },
  add: { id: 'storiesRow.add', defaultMessage: 'Add to your story' },
  storiesBy: { id: 'storiesRow.storiesBy', defaultMessage: '{unseen, select, yes {Stories by {username}, not yet seen} other {Stories by {username}}}' },
  stories: { id: 'storiesRow.stories', defaultMessage: 'Stories' },
});

// Their dialogs' code loads when one opens (see preloadStoryDialogs).
const loadAddStoryDialog = () => import('./AddStoryDialog');
const loadStoryViewer = () => import('./StoryViewer');
const AddStoryDialog = lazy(() => loadAddStoryDialog().then((module) => ({ default: module.AddStoryDialog })));
const StoryViewer = lazy(() => loadStoryViewer().then((module) => ({ default: module.StoryViewer })));

/** Fetches the dialogs' code ahead of a first tap on them. */
export function preloadStoryDialogs(): void {
  void loadAddStoryDialog().catch(() => undefined);
  void loadStoryViewer().catch(() => undefined);
}

const SKELETONS = 5;

function Skeletons() {
  return placeholderKeys(SKELETONS).map((key) => (
    <li key={key} className="stories__item" aria-hidden="true" data-testid="story-skeleton">
      <span className="skeleton stories__skeleton" />
      <span className="skeleton skeleton--line stories__skeleton-name" />
    </li>
  ));
}

/**
 * The viewer's own circle, first in the row: with stories of their own it opens them (a ring while
 * any is unseen) and its '+' adds another; without, the whole circle adds one.
 */
function YourStory({ own, onView, onAdd }: { own?: StoryGroup; onView?: () => void; onAdd: () => void }) {
  const { formatMessage: t } = useIntl();
  const user = useViewer();
  const unseen = Boolean(own?.stories.some((story) => !story.seen));
  const ring = own ? `stories__ring${unseen ? ' stories__ring--unseen' : ''}` : 'stories__ring stories__ring--own';
  return (
    <li className="stories__own">
      <button
        type="button"
        className="stories__item"
        onClick={own && onView ? onView : onAdd}
        data-testid="your-story"
        aria-label={own ? t(messages.yourStoryLabel, { unseen: unseen ? 'yes' : 'no' }) : t(messages.add)}
      >
        <span className={ring} data-unseen={unseen}>
          <Avatar src={user?.avatar} alt="" size={56} />
          {!own && (
            <span className="stories__plus" aria-hidden="true">
              +
            </span>
          )}
        </span>
        <span className="stories__name">{t(messages.yourStory)}</span>
      </button>
      {own && (
        <button type="button" className="stories__plus stories__plus--button" onClick={onAdd} aria-label={t(messages.add)} data-testid="add-story">
          +
        </button>
      )}
    </li>
  );
}

/** The row once asked for: the viewer's own circle, then the people one follows who have stories; tapping one opens the viewer. */
function StoryGroups({ onAdd }: { onAdd: () => void }) {
  const { formatMessage: t } = useIntl();
  const user = useViewer();
  const { data, error } = useQuery(StoriesQuery, { fetchPolicy: 'cache-and-network' });
  const [viewing, setViewing] = useState<number | null>(null);
  const client = useApolloClient();
  // A story deleted anywhere leaves the row and an open viewer at once.
  useSubscription(StoryDeletedSubscription, { onData: ({ data: { data: deleted } }) => deleted && removeStory(client.cache, deleted.storyDeleted) });
  if (!data)
    return (
      <>
        <YourStory onAdd={onAdd} />
        {error ? null : <Skeletons />}
      </>
    );
  const groups = data.stories;
  // The server puts the viewer's own group first; it shows in their own circle, not again among the others.
  const ownIndex = groups.findIndex((group) => group.user.id === user?.id);
  return (
    <>
      <YourStory own={groups[ownIndex]} onView={() => setViewing(ownIndex)} onAdd={onAdd} />
      {groups.map((group, index) => {
        if (index === ownIndex) return null;
        // From the stories themselves: marking one seen updates it in the cache at once.
        const unseen = group.stories.some((story) => !story.seen);
        return (
          <li key={group.user.id}>
            <button
              type="button"
              className="stories__item"
              onClick={() => setViewing(index)}
              data-testid="story-group"
              aria-label={t(messages.storiesBy, { username: group.user.username, unseen: unseen ? 'yes' : 'no' })}
            >
              <span className={`stories__ring${unseen ? ' stories__ring--unseen' : ''}`} data-unseen={unseen}>
                <Avatar src={group.user.avatar} alt="" size={56} />
              </span>
              <bdi className="stories__name">{group.user.username}</bdi>
            </button>
          </li>
        );
      })}
      {viewing !== null && groups[viewing] && (
        <Suspense fallback={null}>
          <StoryViewer groups={groups} startGroup={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </>
  );
}

/** The row at the top of home: 'Your story' first, then the people one follows, a ring while unseen. */
export function StoriesRow() {
  // Asked for once the feed has painted: the feed is what the page is opened for. Until then not
  // even the query is set up (preparing it is a good part of a phone's first render).
  const { formatMessage: t } = useIntl();
  const afterFirstPaint = useAfterFirstPaint();
  const [adding, setAdding] = useState(false);
  const add = () => setAdding(true);

  return (
    <section className="stories" aria-label={t(messages.stories)}>
      <ul className="stories__list">
        {afterFirstPaint ? (
          <StoryGroups onAdd={add} />
        ) : (
          <>
            <YourStory onAdd={add} />
            <Skeletons />
          </>
        )}
      </ul>
      {adding && (
        <Suspense fallback={null}>
          <AddStoryDialog open onOpenChange={setAdding} />
        </Suspense>
      )}
    </section>
  );
}
