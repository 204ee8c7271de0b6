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

export const PasskeysQuery = graphql(`
  query Passkeys {
    passkeys {
      ...PasskeyFields
    }
  }
`);

/** The confirmation a removal asks for, as GitHub asks before deleting a passkey. */
function RemoveConfirmation({ passkey, onClose }: { passkey: PasskeyFieldsFragment; onClose: () => void }) {
  const { removePasskey, removing } = useRemovePasskey();
  async function remove() {
    if (await removePasskey(passkey)) onClose();
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="remove-passkey-text">
          <Dialog.Title className="dialog__title">
            Remove <bdi>{passkey.name}</bdi>?
          </Dialog.Title>
          <p id="remove-passkey-text" className="dialog__text">
            You won’t be able to sign in with this passkey any more. It stays on your device until you delete it there.
          </p>
          <div className="dialog__actions">
            <Dialog.Close className="button button--secondary" disabled={removing}>
              Cancel
            </Dialog.Close>
            <button type="button" className="button button--danger" disabled={removing} onClick={() => void remove()}>
              {removing ? 'Removing...' : 'Remove'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PasskeyList({ passkeys }: { passkeys: PasskeyFieldsFragment[] }) {
  const [removing, setRemoving] = useState<PasskeyFieldsFragment | null>(null);
  if (passkeys.length === 0) return <p className="passkeys__empty">You have no passkeys yet.</p>;
  return (
    <>
      <ul className="passkeys__list" aria-label="Your passkeys">
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
  const { data, error, refetch } = useQuery(PasskeysQuery, { fetchPolicy: 'cache-and-network' });
  const { addPasskey, adding } = useAddPasskey();
  const supported = browserSupportsWebAuthn();
  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header page-header--back">
          <Link to="/settings" className="icon-button page-header__back" aria-label="Back to settings">
            <ChevronLeftIcon />
          </Link>
          <h1 className="page-header__title">Passkeys</h1>
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
              <p className="empty-state__title">{errorMessage(error, 'Failed to load your passkeys')}</p>
              <button type="button" className="button button--secondary" onClick={() => void refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <Spinner label="Loading passkeys" />
          )}
          {supported ? (
            <button type="button" className="button button--primary button--block passkeys__sign-in" onClick={() => void addPasskey()} disabled={adding}>
              <KeyIcon aria-hidden="true" />
              {adding ? 'Adding a passkey...' : 'Add a passkey'}
            </button>
          ) : (
            <p className="passkeys__empty">This browser can’t make passkeys. Try another browser or device.</p>
          )}
        </section>
      </div>
    </AppLayout>
  );
}
