import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { PersonRow } from '../PersonRow';
import { StoryViewersQuery } from './storyOperations';

const messages = defineMessages({
  title: { id: 'storyViewersPanel.title', defaultMessage: 'Viewers' },
  done: { id: 'storyViewersPanel.done', defaultMessage: 'Done' },
  loadFailed: { id: 'storyViewersPanel.loadFailed', defaultMessage: 'Could not load who saw this story.' },
  empty: { id: 'storyViewersPanel.empty', defaultMessage: 'No one has seen this story yet.' },
});

/** Who saw the author's story, most recent first, over the story (it waits while this is open). */
export function StoryViewersPanel({ storyId, onClose }: { storyId: string; onClose: () => void }) {
  const { formatMessage: t } = useIntl();
  const { data, error } = useQuery(StoryViewersQuery, { variables: { id: storyId }, fetchPolicy: 'network-only' });
  const viewers = data?.storyViewers;
  return (
    <section className="story-viewer__panel" aria-labelledby="story-viewers-title" data-testid="story-viewers">
      <div className="story-viewer__panel-header">
        <h2 id="story-viewers-title" className="story-viewer__confirm-title">
          {t(messages.title)}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t(messages.done)}
        </button>
      </div>
      {error && <p role="alert">{t(messages.loadFailed)}</p>}
      {viewers && viewers.length === 0 && <p>{t(messages.empty)}</p>}
      {viewers && (
        <ul className="story-viewer__panel-list">
          {viewers.map((person) => (
            <PersonRow key={person.id} person={person} testId="story-viewer-person" />
          ))}
        </ul>
      )}
    </section>
  );
}
