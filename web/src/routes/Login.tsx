import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { Link } from 'react-router';
import { PasskeyLogInButton } from '../components/passkeys/PasskeyLogInButton';
import { PasswordField } from '../components/PasswordField';
import { TextField } from '../components/TextField';
import { carryToastAcrossReload, useToast } from '../components/Toaster';
import { TwoFactorCodeStep } from '../components/twoFactor/TwoFactorCodeStep';
import { useForm } from '../components/useForm';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { useReturnTo, withReturnTo } from '../lib/returnTo';
import { markVisited } from '../lib/storage';
import type { Ban } from './Banned';
import { BannedPage } from './pages';

export const LogInMutation = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      twoFactorRequired
      challenge
      me {
        ...ViewerFields
      }
    }
  }
`);

const logInRules = () => import('../../../domain/user/signUpInput').then((rules) => rules.logInInputSchema);

const messages = defineMessages({
  welcomeBack: { id: 'login.welcomeBack', defaultMessage: 'Welcome back!' },
  failed: { id: 'login.failed', defaultMessage: 'Login failed' },
  title: { id: 'login.title', defaultMessage: 'Welcome Back' },
  subtitle: { id: 'login.subtitle', defaultMessage: 'Sign in to <brand>Glimpse</brand> to see what your friends are sharing' },
  formLabel: { id: 'login.formLabel', defaultMessage: 'Sign in' },
  username: { id: 'login.username', defaultMessage: 'Username' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  forgotPassword: { id: 'login.forgotPassword', defaultMessage: 'Forgot password?' },
  signingIn: { id: 'login.signingIn', defaultMessage: 'Signing in...' },
  signIn: { id: 'login.signIn', defaultMessage: 'Sign In' },
  noAccount: { id: 'login.noAccount', defaultMessage: "Don't have an account? <link>Sign Up</link>" },
});

/** How long the 'Welcome back!' toast shows before the full page load to /. */
const RELOAD_DELAY_MS = 600;

export function LoginPage() {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [logIn] = useMutation(LogInMutation);
  const form = useForm({ rules: logInRules, initial: { username: '', password: '' } });
  // A banned account's sign-in is refused with why: the banned screen then takes the appeal, with what was typed.
  const [banned, setBanned] = useState<{ ban: Ban; credentials: { username: string; password: string } } | null>(null);
  const typed = useRef({ username: '', password: '' });
  const next = useReturnTo();
  // With two-factor authentication on, the right password earns a challenge to answer with a code.
  const [challenge, setChallenge] = useState<string | null>(null);

  function welcomeBack() {
    markVisited();
    const welcome = { title: t(messages.welcomeBack) };
    toast(welcome);
    // A full page load to / (or to the page a link was taking them to) starts the app afresh
    // (cached data cleared) with the new session cookie, and asks who is signed in; the toast is
    // carried across the reload.
    carryToastAcrossReload(welcome);
    window.setTimeout(() => window.location.assign(next ?? '/'), RELOAD_DELAY_MS);
  }

  const onSubmit = form.handleSubmit(
    async (input) => {
      typed.current = input;
      const result = await logIn({ variables: { input } });
      if (!result.data) throw result.error ?? new Error(t(messages.failed));
      if (result.data.logIn.challenge) {
        form.reset();
        setChallenge(result.data.logIn.challenge);
      } else welcomeBack();
    },
    (error) => {
      const ban = banOf(error);
      if (ban) return setBanned({ ban, credentials: typed.current });
      toast({ title: t(messages.failed), description: errorMessage(error, t(messages.failed)), variant: 'destructive' });
    },
  );

  if (banned) return <BannedPage ban={banned.ban} credentials={banned.credentials} onLeave={() => setBanned(null)} />;
  if (challenge)
    return (
      <main className="auth-page" data-testid="login-page">
        <div className="auth-card">
          <TwoFactorCodeStep challenge={challenge} onSignedIn={welcomeBack} onRestart={() => setChallenge(null)} />
        </div>
      </main>
    );

  return (
    <main className="auth-page" data-testid="login-page">
      <div className="auth-card">
        <h1 className="auth-card__title">{t(messages.title)}</h1>
        <p className="auth-card__subtitle">{t(messages.subtitle, { brand: (name) => <span className="brand">{name}</span> })}</p>
        <form className="form" onSubmit={onSubmit} noValidate aria-label={t(messages.formLabel)}>
          <TextField label={t(messages.username)} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
          <PasswordField label={t(messages.password)} autoComplete="current-password" {...form.field('password')} />
          <Link to="/forgot-password" className="auth-card__forgot">
            {t(messages.forgotPassword)}
          </Link>
          <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
            {form.submitting ? t(messages.signingIn) : t(messages.signIn)}
          </button>
        </form>
        <PasskeyLogInButton next={next} />
        <p className="auth-card__switch">{t(messages.noAccount, { link: (text) => <Link to={withReturnTo('/signup', next)}>{text}</Link> })}</p>
      </div>
    </main>
  );
}

/** Why the account is banned, when the sign-in was refused for a ban. */
function banOf(error: unknown): Ban | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const ban = error.errors.find((e) => e.extensions?.ban)?.extensions?.ban as Partial<Ban> | undefined;
  if (!ban) return null;
  return {
    reason: typeof ban.reason === 'string' ? ban.reason : '',
    bannedAt: typeof ban.bannedAt === 'string' ? ban.bannedAt : null,
    appeal: ban.appeal ?? null,
  };
}
