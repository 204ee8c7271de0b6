import { useMutation } from '@apollo/client/react';
import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
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
import { defineMessages } from '../i18n/defineMessages';
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

const messages = defineMessages({
  appearance: { id: 'settings.appearance', defaultMessage: 'Appearance' },
  darkMode: { id: 'settings.darkMode', defaultMessage: 'Dark mode' },
  passwordFailed: { id: 'settings.passwordFailed', defaultMessage: 'Failed to change password.' },
  passwordChanged: { id: 'settings.passwordChanged', defaultMessage: 'Password changed successfully!' },
  signedOutElsewhere: { id: 'settings.signedOutElsewhere', defaultMessage: 'You were signed out everywhere else.' },
  tryAgain: { id: 'settings.tryAgain', defaultMessage: 'Please try again.' },
  changePasswordLabel: { id: 'settings.changePasswordLabel', defaultMessage: 'Change password' },
  changePassword: { id: 'settings.changePassword', defaultMessage: 'Change Password' },
  changingPassword: { id: 'settings.changingPassword', defaultMessage: 'Changing Password...' },
  currentPassword: { id: 'settings.currentPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'settings.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'settings.confirmPassword', defaultMessage: 'Confirm new password' },
  account: { id: 'settings.account', defaultMessage: 'Account Settings' },
  administrator: { id: 'settings.administrator', defaultMessage: 'Administrator Account' },
  sessions: { id: 'settings.sessions', defaultMessage: 'Sessions' },
  signedIn: { id: 'settings.signedIn', defaultMessage: 'Where you’re signed in' },
  logOut: { id: 'settings.logOut', defaultMessage: 'Log Out' },
  deleteAccount: { id: 'settings.deleteAccount', defaultMessage: 'Delete Account' },
  title: { id: 'settings.title', defaultMessage: 'Settings' },
});

function AppearanceSection() {
  const { formatMessage: t } = useIntl();
  const [dark, setDark] = useState(() => currentTheme() === 'dark');
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t(messages.appearance)}
      </h2>
      <div className="settings-row">
        <label htmlFor={`${id}-dark`} className="settings-row__label">
          {t(messages.darkMode)}
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
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [changePassword] = useMutation(ChangePasswordMutation);
  const form = useForm({ rules: changePasswordRules, initial: NO_PASSWORDS, oneAtATime: true });

  const onSubmit = form.handleSubmit(
    async ({ current, next }) => {
      const result = await changePassword({ variables: { input: { currentPassword: current, newPassword: next } } });
      if (!result.data) throw result.error ?? new Error(t(messages.passwordFailed));
      form.reset();
      toast({ title: t(messages.passwordChanged), description: t(messages.signedOutElsewhere) });
    },
    (error) => toast({ title: t(messages.passwordFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t(messages.changePasswordLabel)}>
      <h3 className="settings-subtitle">{t(messages.changePassword)}</h3>
      <PasswordField label={t(messages.currentPassword)} autoComplete="current-password" {...form.field('current')} />
      <PasswordField label={t(messages.newPassword)} autoComplete="new-password" {...form.field('next')} />
      <PasswordField label={t(messages.confirmPassword)} autoComplete="new-password" {...form.field('confirm')} />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
        {form.submitting ? t(messages.changingPassword) : t(messages.changePassword)}
      </button>
    </form>
  );
}

function AccountSection() {
  const { formatMessage: t } = useIntl();
  const user = useViewer();
  const logOut = useLogOut();
  const [deleting, setDeleting] = useState(false);
  const id = useId();

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t(messages.account)}
      </h2>
      {user?.isAdmin && <p className="settings-admin">{t(messages.administrator)}</p>}
      <ChangeUsernameForm />
      <nav className="settings-links settings-links--spaced" aria-label={t(messages.sessions)}>
        <Link to="/settings/sessions" className="settings-link" data-testid="settings-sessions">
          <span>{t(messages.signedIn)}</span>
        </Link>
      </nav>
      <ChangePasswordForm />
      <div className="settings-actions">
        <button type="button" className="button button--secondary button--block" onClick={() => void logOut()}>
          {t(messages.logOut)}
        </button>
        <button type="button" className="button button--danger button--block" onClick={() => setDeleting(true)}>
          {t(messages.deleteAccount)}
        </button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

/** /settings: appearance, privacy (private account, follow requests, blocked accounts), hidden words, two-factor sign-in and passkeys, the data download, the email address and the account (username, password, sessions, log out, deletion). */
export function SettingsPage() {
  const { formatMessage: t } = useIntl();
  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header">
          <h1 className="page-header__title">{t(messages.title)}</h1>
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
