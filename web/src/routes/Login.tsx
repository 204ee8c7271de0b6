import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField } from '../components/TextField';
import { carryToastAcrossReload, useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { markVisited, saveUser } from '../lib/storage';
import { hasErrors, validateLogIn, type LogInValues } from '../lib/validation';

export const LogInMutation = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      me {
        ...ViewerFields
      }
    }
  }
`);

/** How long the 'Welcome back!' toast shows before the full page load to /. */
const RELOAD_DELAY_MS = 600;

export function LoginPage() {
  const toast = useToast();
  const [logIn] = useMutation(LogInMutation);
  const [values, setValues] = useState<LogInValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LogInValues, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  const update = (name: keyof LogInValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((prev) => ({ ...prev, [name]: value }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogIn(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = (['username', 'password'] as const).find((name) => found[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await logIn({ variables: { input: { username: values.username.trim(), password: values.password } } });
      if (!result.data) throw result.error ?? new Error('Login failed');
      saveUser(result.data.logIn.me);
      markVisited();
      const welcome = { title: 'Welcome back!' };
      toast(welcome);
      // A full page load to / starts the app afresh (cached data cleared) with the new session
      // cookie; the toast is carried across the reload.
      carryToastAcrossReload(welcome);
      window.setTimeout(() => window.location.assign('/'), RELOAD_DELAY_MS);
    } catch (error) {
      toast({ title: 'Login failed', description: errorMessage(error, 'Login failed'), variant: 'destructive' });
      setSubmitting(false);
    }
  }

  return (
    <main className="auth-page" data-testid="login-page">
      <div className="auth-card">
        <h1 className="auth-card__title">Welcome Back</h1>
        <p className="auth-card__subtitle">
          Sign in to <span className="brand">Glimpse</span> to see what your friends are sharing
        </p>
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Sign in">
          <TextField
            id={id('username')}
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={update('username')}
            error={errors.username}
          />
          <TextField
            id={id('password')}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={update('password')}
            error={errors.password}
          />
          <button type="submit" className="button button--primary button--block" disabled={submitting}>
            {submitting ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
        <p className="auth-card__switch">
          Don't have an account? <Link to="/signup">Sign Up</Link>
        </p>
      </div>
    </main>
  );
}
