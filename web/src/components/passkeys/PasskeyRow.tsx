import { graphql } from '../../gql';
import type { PasskeyFieldsFragment } from '../../gql/graphql';
import { RelativeTime } from '../RelativeTime';

export const PasskeyFields = graphql(`
  fragment PasskeyFields on Passkey {
    id
    name
    createdAt
    lastUsedAt
  }
`);

const ADDED = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One passkey in settings: its name, when it was added and last used, and Remove. */
export function PasskeyRow({ passkey, onRemove }: { passkey: PasskeyFieldsFragment; onRemove: () => void }) {
  return (
    <li className="passkeys__item" data-testid="passkey">
      <div className="passkeys__about">
        <bdi className="passkeys__name">{passkey.name}</bdi>
        <span className="passkeys__dates">
          Added <time dateTime={passkey.createdAt}>{ADDED.format(new Date(passkey.createdAt))}</time>
          {' · '}
          {passkey.lastUsedAt ? (
            <>
              Last used <RelativeTime date={passkey.lastUsedAt} />
            </>
          ) : (
            'Never used'
          )}
        </span>
      </div>
      <button type="button" className="button button--secondary button--small" onClick={onRemove} aria-label={`Remove ${passkey.name}`}>
        Remove
      </button>
    </li>
  );
}
