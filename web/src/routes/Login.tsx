import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
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

/** How long the 'Welcome back!' toast shows before the full page load to /. */
const RELOAD_DELAY_MS = 600;

export function LoginPage() {
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
    const welcome = { title: 'Welcome back!' };
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
      if (!result.data) throw result.error ?? new Error('Login failed');
      if (result.data.logIn.challenge) {
        form.reset();
        setChallenge(result.data.logIn.challenge);
      } else welcomeBack();
    },
    (error) => {
      const ban = banOf(error);
      if (ban) return setBanned({ ban, credentials: typed.current });
      toast({ title: 'Login failed', description: errorMessage(error, 'Login failed'), variant: 'destructive' });
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
        <h1 className="auth-card__title">Welcome Back</h1>
        <p className="auth-card__subtitle">
          Sign in to <span className="brand">Glimpse</span> to see what your friends are sharing
        </p>
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Sign in">
          <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
          <Link to="/forgot-password" className="auth-card__forgot">
            Forgot password?
          </Link>
          <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
            {form.submitting ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
        <PasskeyLogInButton next={next} />
        <p className="auth-card__switch">
          Don't have an account? <Link to={withReturnTo('/signup', next)}>Sign Up</Link>
        </p>
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
