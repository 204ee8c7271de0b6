import { useMutation } from '@apollo/client/react';
import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth, useViewer } from '../auth/AuthProvider';
import { useLogOut } from '../auth/useLogOut';
import { AppLayout } from '../components/AppLayout';
import { ChangeUsernameForm } from '../components/settings/ChangeUsernameForm';
import { DownloadDataSection } from '../components/settings/DownloadDataSection';
import { EmailSection } from '../components/settings/EmailSection';
import { HiddenWordsSection } from '../components/settings/HiddenWordsSection';
import { PasskeysSection } from '../components/settings/PasskeysSection';
import { PrivacySection } from '../components/settings/PrivacySection';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toaster';
import { useForm } from '../components/useForm';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { applyTheme, currentTheme } from '../lib/theme';
import '../styles/settings.css';

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);

const changePasswordRules = () => import('./changePasswordRules').then((rules) => rules.changePasswordFormSchema);
/** In the order the refusals take precedence: the spec checks the match before the new password's length. */
const NO_PASSWORDS = { current: '', confirm: '', next: '' };

const DELETE_CONFIRM = 'Are you sure you want to delete your account? This action cannot be undone.';

function AppearanceSection() {
  const [dark, setDark] = useState(() => currentTheme() === 'dark');
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Appearance
      </h2>
      <div className="settings-row">
        <label htmlFor={`${id}-dark`} className="settings-row__label">
          Dark mode
        </label>
        <Switch.Root
          id={`${id}-dark`}
          className="switch"
          checked={dark}
          onCheckedChange={(checked) => {
            setDark(checked);
            applyTheme(checked ? 'dark' : 'light');
          }}
        >
          <Switch.Thumb className="switch__thumb" />
        </Switch.Root>
      </div>
    </section>
  );
}

function ChangePasswordForm() {
  const toast = useToast();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const form = useForm({ rules: changePasswordRules, initial: NO_PASSWORDS, oneAtATime: true });

  const onSubmit = form.handleSubmit(
    async ({ current, next }) => {
      const result = await changePassword({ variables: { input: { currentPassword: current, newPassword: next } } });
      if (!result.data) throw result.error ?? new Error('Failed to change password.');
      form.reset();
      toast({ title: 'Password changed successfully!', description: 'You were signed out everywhere else.' });
    },
    (error) => toast({ title: 'Failed to change password.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Change password">
      <h3 className="settings-subtitle">Change Password</h3>
      <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('current')} />
      <TextField label="New password" type="password" autoComplete="new-password" {...form.field('next')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirm')} />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? 'Changing Password...' : 'Change Password'}
      </button>
    </form>
  );
}

function AccountSection() {
  const user = useViewer();
  const { signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function onDelete() {
    if (!window.confirm(DELETE_CONFIRM)) return;
    setBusy(true);
    try {
      const result = await deleteAccount();
      if (!result.data) throw result.error ?? new Error('Failed to delete account.');
      await signOut();
      toast({ title: 'Your account was deleted.' });
      navigate('/login', { replace: true });
    } catch (error) {
      toast({ title: 'Failed to delete account.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Account Settings
      </h2>
      {user?.isAdmin && <p className="settings-admin">Administrator Account</p>}
      <ChangeUsernameForm />
      <nav className="settings-links settings-links--spaced" aria-label="Sessions">
        <Link to="/settings/sessions" className="settings-link" data-testid="settings-sessions">
          <span>Where you’re signed in</span>
        </Link>
      </nav>
      <ChangePasswordForm />
      <div className="settings-actions">
        <button type="button" className="button button--secondary button--block" onClick={() => void logOut()} disabled={busy}>
          Log Out
        </button>
        <button type="button" className="button button--danger button--block" onClick={onDelete} disabled={busy}>
          {busy ? 'Deleting Account...' : 'Delete Account'}
        </button>
      </div>
    </section>
  );
}

/** /settings: appearance, privacy (private account, follow requests, blocked accounts), hidden words, the data download, the email address and the account (password, log out, deletion). */
export function SettingsPage() {
  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header">
          <h1 className="page-header__title">Settings</h1>
        </header>
        <AppearanceSection />
        <PrivacySection />
        <HiddenWordsSection />
        <PasskeysSection />
        <DownloadDataSection />
        <EmailSection />
        <AccountSection />
      </div>
    </AppLayout>
  );
}
