import { useMutation } from '@apollo/client/react';
import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useViewer } from '../auth/AuthProvider';
import { useLogOut } from '../auth/useLogOut';
import { AppLayout } from '../components/AppLayout';
import { ChangeUsernameForm } from '../components/settings/ChangeUsernameForm';
import { DeleteAccountDialog } from '../components/settings/DeleteAccountDialog';
import { DownloadDataSection } from '../components/settings/DownloadDataSection';
import { EmailSection } from '../components/settings/EmailSection';
import { HiddenWordsSection } from '../components/settings/HiddenWordsSection';
import { LanguageRow } from '../components/settings/LanguageRow';
import { PasskeysSection } from '../components/settings/PasskeysSection';
import { PrivacySection } from '../components/settings/PrivacySection';
import { PushSection } from '../components/settings/PushSection';
import { TwoFactorSection } from '../components/settings/TwoFactorSection';
import { PasswordField } from '../components/PasswordField';
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

const changePasswordRules = () => import('./changePasswordRules').then((rules) => rules.changePasswordFormSchema);
/** In the order the refusals take precedence: the spec checks the match before the new password's length. */
const NO_PASSWORDS = { current: '', confirm: '', next: '' };

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
      <LanguageRow />
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
      <PasswordField label="Current password" autoComplete="current-password" {...form.field('current')} />
      <PasswordField label="New password" autoComplete="new-password" {...form.field('next')} />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...form.field('confirm')} />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? 'Changing Password...' : 'Change Password'}
      </button>
    </form>
  );
}

function AccountSection() {
  const user = useViewer();
  const logOut = useLogOut();
  const [deleting, setDeleting] = useState(false);
  const id = useId();

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
        <button type="button" className="button button--secondary button--block" onClick={() => void logOut()}>
          Log Out
        </button>
        <button type="button" className="button button--danger button--block" onClick={() => setDeleting(true)}>
          Delete Account
        </button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

/** /settings: appearance, privacy (private account, follow requests, blocked accounts), hidden words, two-factor sign-in and passkeys, the data download, the email address and the account (username, password, sessions, log out, deletion). */
export function SettingsPage() {
  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header">
          <h1 className="page-header__title">Settings</h1>
        </header>
        <AppearanceSection />
        <PushSection />
        <PrivacySection />
        <HiddenWordsSection />
        <PasskeysSection />
        <TwoFactorSection />
        <DownloadDataSection />
        <EmailSection />
        <AccountSection />
      </div>
    </AppLayout>
  );
}
