import { type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useApolloClient } from '@apollo/client/react';
import { startRegistration } from '@simplewebauthn/browser';
import { useCallback, useState } from 'react';
import { graphql } from '../../gql';
import { deviceName, deviceParts } from '../../lib/deviceName';
import { errorMessage } from '../../lib/errors';
import { useToast } from '../Toaster';
import { browserRefusal } from './browserRefusal';

const messages = defineMessages({
  notAdded: { id: 'addPasskey.notAdded', defaultMessage: 'Passkey not added' },
  tryAgain: { id: 'addPasskey.tryAgain', defaultMessage: 'Please try again.' },
  added: { id: 'addPasskey.added', defaultMessage: 'Passkey added' },
  addedText: { id: 'addPasskey.addedText', defaultMessage: 'You can now sign in with {name}.' },
  passkey: { id: 'addPasskey.passkey', defaultMessage: 'Passkey' },
});

/** A new passkey is named after the device it was made on ('Chrome on Android'), in the person's language, else 'Passkey'. */
const passkeyName = (userAgent: string, t: IntlShape['formatMessage']) => (deviceParts(userAgent) ? deviceName(userAgent, t) : t(messages.passkey));

export const PasskeyRegistrationOptionsMutation = graphql(`
  mutation PasskeyRegistrationOptions {
    passkeyRegistrationOptions
  }
`);

export const RegisterPasskeyMutation = graphql(`
  mutation RegisterPasskey($input: RegisterPasskeyInput!) {
    registerPasskey(input: $input) {
      ...PasskeyFields
    }
  }
`);

/**
 * Adds a passkey: the server's options, the browser's prompt (fingerprint, face, screen lock), then
 * the server records it, named after this device ('Chrome on Android'). Told in a toast either way;
 * resolves whether one was added.
 */
export function useAddPasskey(): { addPasskey: () => Promise<boolean>; adding: boolean } {
  const { formatMessage: t } = useIntl();
  const client = useApolloClient();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const addPasskey = useCallback(async () => {
    setAdding(true);
    try {
      const options = await client.mutate({ mutation: PasskeyRegistrationOptionsMutation });
      if (!options.data) throw options.error ?? new Error(t(messages.tryAgain));
      const response = await startRegistration({ optionsJSON: JSON.parse(options.data.passkeyRegistrationOptions) });
      const result = await client.mutate({
        mutation: RegisterPasskeyMutation,
        variables: { input: { response: JSON.stringify(response), name: passkeyName(navigator.userAgent, t) } },
      });
      if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'passkeys' });
      toast({ title: t(messages.added), description: t(messages.addedText, { name: result.data.registerPasskey.name }) });
      return true;
    } catch (error) {
      toast({ title: t(messages.notAdded), description: browserRefusal(error, t) ?? errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
      return false;
    } finally {
      setAdding(false);
    }
  }, [client, toast, t]);
  return { addPasskey, adding };
}
