import { useQuery } from '@apollo/client/react';
import { PersonRow } from '../PersonRow';
import { StoryViewersQuery } from './storyOperations';

/** Who saw the author's story, most recent first, over the story (it waits while this is open). */
export function StoryViewersPanel({ storyId, onClose }: { storyId: string; onClose: () => void }) {
  const { data, error } = useQuery(StoryViewersQuery, { variables: { id: storyId }, fetchPolicy: 'network-only' });
  const viewers = data?.storyViewers;
  return (
    <section className="story-viewer__panel" aria-labelledby="story-viewers-title" data-testid="story-viewers">
      <div className="story-viewer__panel-header">
        <h2 id="story-viewers-title" className="story-viewer__confirm-title">
          Viewers
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Done
        </button>
      </div>
      {error && <p role="alert">Could not load who saw this story.</p>}
      {viewers && viewers.length === 0 && <p>No one has seen this story yet.</p>}
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
