import { useMutation } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
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

export const DELETE_CONFIRM = 'Are you sure you want to delete your account? This action cannot be undone.';
const passwordRules = () => import('../../routes/passwordConfirmationRules').then((rules) => rules.passwordConfirmationSchema);

/** The confirmation a deletion asks for, with the password (a wrong one deletes nothing): then signed out for good. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const form = useForm({ rules: passwordRules, initial: { password: '' } });

  const onSubmit = form.handleSubmit(
    async ({ password }) => {
      const result = await deleteAccount({ variables: { password } });
      if (!result.data) throw result.error ?? new Error('Failed to delete account.');
      await signOut();
      toast({ title: 'Your account was deleted.' });
      navigate('/login', { replace: true });
    },
    (error) => toast({ title: 'Failed to delete account.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !form.submitting && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="delete-account-text">
          <Dialog.Title className="dialog__title">Delete your account?</Dialog.Title>
          <form className="form" onSubmit={onSubmit} noValidate aria-label="Delete account">
            <p id="delete-account-text">{DELETE_CONFIRM} Enter your password to confirm.</p>
            <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
            <div className="dialog__actions">
              <Dialog.Close className="button button--secondary" type="button" disabled={form.submitting}>
                Cancel
              </Dialog.Close>
              <button type="submit" className="button button--danger" disabled={form.submitting}>
                {form.submitting ? 'Deleting Account...' : 'Delete Account'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
