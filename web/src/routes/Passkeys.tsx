import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { ChevronLeftIcon } from '../components/Icons';
import { Spinner } from '../components/Loading';
import { KeyIcon } from '../components/passkeys/KeyIcon';
import { PasskeyRow } from '../components/passkeys/PasskeyRow';
import { useAddPasskey } from '../components/passkeys/useAddPasskey';
import { useRemovePasskey } from '../components/passkeys/useRemovePasskey';
import { graphql } from '../gql';
import type { PasskeyFieldsFragment } from '../gql/graphql';
import { errorMessage } from '../lib/errors';
import '../styles/people.css';
import '../styles/settings.css';
import '../styles/passkeys.css';

const messages = defineMessages({
  removeTitle: { id: 'passkeys.removeTitle', defaultMessage: 'Remove <name></name>?' },
  removeText: {
    id: 'passkeys.removeText',
    defaultMessage: 'You won’t be able to sign in with this passkey any more. It stays on your device until you delete it there.',
  },
  cancel: { id: 'passkeys.cancel', defaultMessage: 'Cancel' },
  removing: { id: 'passkeys.removing', defaultMessage: 'Removing...' },
  remove: { id: 'passkeys.remove', defaultMessage: 'Remove' },
  none: { id: 'passkeys.none', defaultMessage: 'You have no passkeys yet.' },
  listLabel: { id: 'passkeys.listLabel', defaultMessage: 'Your passkeys' },
  backToSettings: { id: 'passkeys.backToSettings', defaultMessage: 'Back to settings' },
  title: { id: 'passkeys.title', defaultMessage: 'Passkeys' },
  loadFailed: { id: 'passkeys.loadFailed', defaultMessage: 'Failed to load your passkeys' },
  tryAgain: { id: 'passkeys.tryAgain', defaultMessage: 'Try again' },
  loading: { id: 'passkeys.loading', defaultMessage: 'Loading passkeys' },
  adding: { id: 'passkeys.adding', defaultMessage: 'Adding a passkey...' },
  add: { id: 'passkeys.add', defaultMessage: 'Add a passkey' },
  unsupported: { id: 'passkeys.unsupported', defaultMessage: 'This browser can’t make passkeys. Try another browser or device.' },
});

export const PasskeysQuery = graphql(`
  query Passkeys {
    passkeys {
      ...PasskeyFields
    }
  }
`);

/** The confirmation a removal asks for, as GitHub asks before deleting a passkey. */
function RemoveConfirmation({ passkey, onClose }: { passkey: PasskeyFieldsFragment; onClose: () => void }) {
  const { formatMessage: t } = useIntl();
  const { removePasskey, removing } = useRemovePasskey();
  async function remove() {
    if (await removePasskey(passkey)) onClose();
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="remove-passkey-text">
          <Dialog.Title className="dialog__title">{t(messages.removeTitle, { name: () => <bdi key="name">{passkey.name}</bdi> })}</Dialog.Title>
          <p id="remove-passkey-text" className="dialog__text">
            {t(messages.removeText)}
          </p>
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary" disabled={removing}>
              {t(messages.cancel)}
            </Dialog.Close>
            <button type="button" className="button button--danger" disabled={removing} onClick={() => void remove()}>
              {removing ? t(messages.removing) : t(messages.remove)}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PasskeyList({ passkeys }: { passkeys: PasskeyFieldsFragment[] }) {
  const { formatMessage: t } = useIntl();
  const [removing, setRemoving] = useState<PasskeyFieldsFragment | null>(null);
  if (passkeys.length === 0) return <p className="passkeys__empty">{t(messages.none)}</p>;
  return (
    <>
      <ul className="passkeys__list" aria-label={t(messages.listLabel)}>
        {passkeys.map((passkey) => (
          <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
        ))}
      </ul>
      {removing && <RemoveConfirmation passkey={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}

/** /settings/passkeys: the viewer's passkeys, with Add a passkey and Remove. */
export function PasskeysPage() {
  const { formatMessage: t } = useIntl();
  const { data, error, refetch } = useQuery(PasskeysQuery, { fetchPolicy: 'cache-and-network' });
  const { addPasskey, adding } = useAddPasskey();
  const supported = browserSupportsWebAuthn();
  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header page-header--back">
          <Link to="/settings" className="icon-button page-header__back" aria-label={t(messages.backToSettings)}>
            <ChevronLeftIcon />
          </Link>
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        <section className="settings-section">
          <p className="passkeys__intro">
            A passkey signs you in with your fingerprint, face or screen lock instead of your password, and can’t be phished. Signing in with one asks for no
            two-factor code: the passkey already proves it’s you, on your device.
          </p>
          {data ? (
            <PasskeyList passkeys={data.passkeys} />
          ) : error ? (
            <div className="empty-state">
              <p className="empty-state__title">{errorMessage(error, t(messages.loadFailed))}</p>
              <button type="button" className="button button--secondary" onClick={() => void refetch()}>
                {t(messages.tryAgain)}
              </button>
            </div>
          ) : (
            <Spinner label={t(messages.loading)} />
          )}
          {supported ? (
            <button type="button" className="button button--primary button--block passkeys__sign-in" onClick={() => void addPasskey()} disabled={adding}>
              <KeyIcon aria-hidden="true" />
              {adding ? t(messages.adding) : t(messages.add)}
            </button>
          ) : (
            <p className="passkeys__empty">{t(messages.unsupported)}</p>
          )}
        </section>
      </div>
    </AppLayout>
  );
}
