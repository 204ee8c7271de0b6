import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { graphql } from '../../gql';
import type { PasskeyFieldsFragment } from '../../gql/graphql';
import { RelativeTime } from '../RelativeTime';

const messages = defineMessages({
  added: { id: 'passkeyRow.added', defaultMessage: 'Added <date></date>' },
  lastUsed: { id: 'passkeyRow.lastUsed', defaultMessage: 'Last used <time></time>' },
  neverUsed: { id: 'passkeyRow.neverUsed', defaultMessage: 'Never used' },
  removeLabel: { id: 'passkeyRow.removeLabel', defaultMessage: 'Remove {name}' },
  remove: { id: 'passkeyRow.remove', defaultMessage: 'Remove' },
});

export const PasskeyFields = graphql(`
  fragment PasskeyFields on Passkey {
    id
    name
    createdAt
    lastUsedAt
  }
`);

/** One passkey in settings: its name, when it was added and last used, and Remove. */
export function PasskeyRow({ passkey, onRemove }: { passkey: PasskeyFieldsFragment; onRemove: () => void }) {
  const { formatMessage: t, formatDate } = useIntl();
  return (
    <li className="passkeys__item" data-testid="passkey">
      <div className="passkeys__about">
        <bdi className="passkeys__name">{passkey.name}</bdi>
        <span className="passkeys__dates">
          {t(messages.added, {
            date: () => (
              <time key="date" dateTime={passkey.createdAt}>
                {formatDate(passkey.createdAt, { dateStyle: 'medium' })}
              </time>
            ),
          })}
          {' · '}
          {passkey.lastUsedAt ? t(messages.lastUsed, { time: () => <RelativeTime key="time" date={passkey.lastUsedAt ?? ''} /> }) : t(messages.neverUsed)}
        </span>
      </div>
      <button type="button" className="button button--secondary button--small" onClick={onRemove} aria-label={t(messages.removeLabel, { name: passkey.name })}>
        {t(messages.remove)}
      </button>
    </li>
  );
}
