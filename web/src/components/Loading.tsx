import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  loading: { id: 'loading.label', defaultMessage: 'Loading' },
});

export function Spinner({ label }: { label?: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <div className="loading" role="status" aria-live="polite" data-testid="loading">
      <span className="spinner" aria-hidden="true" />
      <span className="loading__text">{label ?? t(messages.loading)}</span>
    </div>
  );
}

/**
 * Keys for `count` loading placeholders: they stand in fixed slots and never reorder, so slot n
 * is always the same element.
 */
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, slot) => `placeholder-${slot}`);
}

/** A list of people (followers, requests, blocked accounts) while it loads: rows of a round avatar and a line. */
export function PeopleSkeleton({ rows }: { rows: number }) {
  const { formatMessage: t } = useIntl();
  return (
    <ul className="follow-list" aria-busy="true" aria-label={t(messages.loading)}>
      {placeholderKeys(rows).map((key) => (
        <li key={key} className="follow-row">
          <span className="skeleton skeleton--circle follow-row__skeleton-avatar" />
          <span className="skeleton skeleton--line follow-row__skeleton-text" />
        </li>
      ))}
    </ul>
  );
}

export function FullScreenMessage({ children }: { children: ReactNode }) {
  return <div className="fullscreen-center">{children}</div>;
}
