import { useId } from 'react';
import { Link } from 'react-router';

/** Settings' way to the hidden words screen (/settings/hidden-words). */
export function HiddenWordsSection() {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Comments and messages
      </h2>
      <Link to="/settings/hidden-words" className="settings-link">
        <span>Hidden words</span>
      </Link>
    </section>
  );
}
