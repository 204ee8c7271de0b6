import { useMutation } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useAuth } from '../../auth/AuthProvider';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { PasswordField } from '../PasswordField';
import { useToast } from '../Toaster';
import { useForm } from '../useForm';

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);

const passwordRules = () => import('../../routes/passwordConfirmationRules').then((rules) => rules.passwordConfirmationSchema);

const messages = defineMessages({
  confirm: {
    id: 'deleteAccountDialog.confirm',
    defaultMessage: 'Are you sure you want to delete your account? This action cannot be undone. Enter your password to confirm.',
  },
  failed: { id: 'deleteAccountDialog.failed', defaultMessage: 'Failed to delete account.' },
  deleted: { id: 'deleteAccountDialog.deleted', defaultMessage: 'Your account was deleted.' },
  tryAgain: { id: 'deleteAccountDialog.tryAgain', defaultMessage: 'Please try again.' },
  title: { id: 'deleteAccountDialog.title', defaultMessage: 'Delete your account?' },
  formLabel: { id: 'deleteAccountDialog.formLabel', defaultMessage: 'Delete account' },
  password: { id: 'deleteAccountDialog.password', defaultMessage: 'Password' },
  cancel: { id: 'deleteAccountDialog.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'deleteAccountDialog.deleting', defaultMessage: 'Deleting Account...' },
  delete: { id: 'deleteAccountDialog.delete', defaultMessage: 'Delete Account' },
});

/** The confirmation a deletion asks for, with the password (a wrong one deletes nothing): then signed out for good. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { formatMessage: t } = useIntl();
  const { signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const form = useForm({ rules: passwordRules, initial: { password: '' } });

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      const result = await deleteAccount({ variables: { password } });
      if (!result.data) throw result.error ?? new Error(t(messages.failed));
      await signOut();
      toast({ title: t(messages.deleted) });
      navigate('/login', { replace: true });
    },
    (error) => toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' }),
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !form.submitting && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="delete-account-text">
          <Dialog.Title className="dialog__title">{t(messages.title)}</Dialog.Title>
          <form className="form" onSubmit={onSubmit} noValidate aria-label={t(messages.formLabel)}>
            <p id="delete-account-text">{t(messages.confirm)}</p>
            <PasswordField label={t(messages.password)} autoComplete="current-password" {...form.field('password')} />
            <div className="dialog__actions">
              <Dialog.Close className="button button--secondary" type="button" disabled={form.submitting}>
                {t(messages.cancel)}
              </Dialog.Close>
              <button type="submit" className="button button--danger" disabled={form.submitting}>
                {form.submitting ? t(messages.deleting) : t(messages.delete)}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
