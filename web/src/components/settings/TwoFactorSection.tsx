import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon } from '../Icons';

/** Settings' way to the two-factor authentication screen (/settings/two-factor). */
export function TwoFactorSection() {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Security
      </h2>
      <Link to="/settings/two-factor" className="settings-link">
        <span>Two-factor authentication</span>
        <ChevronLeftIcon aria-hidden="true" style={{ transform: 'rotate(180deg)' }} />
      </Link>
    </section>
  );
}
