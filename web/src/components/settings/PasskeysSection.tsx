import { useId } from 'react';
import { Link } from 'react-router';

/** Settings' way to the passkeys screen (/settings/passkeys). */
export function PasskeysSection() {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Passkeys
      </h2>
      <p className="settings-hint">Sign in with your fingerprint, face or screen lock instead of your password.</p>
      <nav className="settings-links" aria-label="Passkeys">
        <Link to="/settings/passkeys" className="settings-link">
          Manage passkeys
        </Link>
      </nav>
    </section>
  );
}
