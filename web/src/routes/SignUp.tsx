import { useMutation } from '@apollo/client/react';
import { startTransition, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import type { Viewer } from '../auth/viewer';
import { BirthDateSelects } from '../components/BirthDateSelects';
import { PasswordField } from '../components/PasswordField';
import { TextField } from '../components/TextField';
import { CloseIcon } from '../components/Icons';
import { useToast } from '../components/Toaster';
import { useForm } from '../components/useForm';
import { graphql } from '../gql';
import { DAYS, MONTHS, yearOptions } from '../lib/birthDate';
import { errorMessage } from '../lib/errors';
import { uploadMedia } from '../lib/media';
import { useReturnTo, withReturnTo } from '../lib/returnTo';
import { markFirstSignup, markVisited } from '../lib/storage';

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      me {
        ...ViewerFields
      }
    }
  }
`);

export const AdminSignUpMutation = graphql(`
  mutation AdminSignUp($input: AdminSignUpInput!) {
    adminSignUp(input: $input) {
      me {
        ...ViewerFields
      }
    }
  }
`);

export const SetAvatarMutation = graphql(`
  mutation SetAvatar($mediaId: ID!) {
    setAvatar(mediaId: $mediaId) {
      ...ViewerFields
    }
  }
`);

const signUpRules = () => import('./signUpRules').then((rules) => rules.signUpFormSchema);
const adminSignUpRules = () => import('./signUpRules').then((rules) => rules.adminSignUpFormSchema);

const EMPTY = { adminCode: '', username: '', email: '', password: '', day: '', month: '', year: '' };

/** /signup, or with `admin` /admin-signup: the same form plus the admin access code. */
export function SignUpPage({ admin = false }: { admin?: boolean }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useAuth();
  const [signUpUser] = useMutation(SignUpMutation);
  const [signUpAdmin] = useMutation(AdminSignUpMutation);
  const failure = admin ? 'Admin sign up failed' : 'Sign up failed';
  const [setAvatar] = useMutation(SetAvatarMutation);
  const form = useForm({ rules: admin ? adminSignUpRules : signUpRules, initial: EMPTY });
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const years = yearOptions();
  const next = useReturnTo();

  useEffect(() => {
    if (!picture) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setPicture(file?.type.startsWith('image/') ? file : null);
  }

  function clearPicture() {
    setPicture(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  const onSubmit = form.handleSubmit(
    async (input) => {
      const { adminCode, ...account } = input;
      let me: Viewer;
      if (adminCode !== null) {
        const result = await signUpAdmin({ variables: { input: { ...account, adminCode } } });
        if (!result.data) throw result.error ?? new Error(failure);
        me = result.data.adminSignUp.me;
      } else {
        const result = await signUpUser({ variables: { input: account } });
        if (!result.data) throw result.error ?? new Error(failure);
        me = result.data.signUp.me;
      }
      let pictureProblem: string | null = null;
      if (picture) {
        try {
          const media = await uploadMedia(picture, 'Failed to update profile');
          const avatar = await setAvatar({ variables: { mediaId: media.id } });
          if (avatar.data) me = avatar.data.setAvatar;
        } catch (error) {
          pictureProblem = errorMessage(error, 'Failed to update profile');
        }
      }
      markVisited();
      markFirstSignup();
      // The router navigates in a transition: switching to the signed-in routes in the same
      // transition renders both at once, else their redirect of the sign-up paths to / would win.
      startTransition(() => {
        navigate(withReturnTo('/profile/edit', next), { replace: true });
        signIn(me);
      });
      toast({
        title: 'Account created successfully!',
        description: `Welcome to Glimpse! Let's complete your profile.${pictureProblem ? ` Your profile picture was not saved: ${pictureProblem}` : ''}`,
      });
    },
    (error) => toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' }),
  );

  return (
    <main className="auth-page" data-testid={admin ? 'admin-signup-page' : 'signup-page'}>
      <div className="auth-card">
        {admin ? (
          <>
            <h1 className="auth-card__title">Admin Registration</h1>
            <p className="auth-card__subtitle">
              Create an administrator account for <span className="brand">Glimpse</span> with your access code
            </p>
          </>
        ) : (
          <>
            <h1 className="auth-card__title">
              Join <span className="brand">Glimpse</span>
            </h1>
            <p className="auth-card__subtitle">Sign up to see photos and videos from your friends</p>
          </>
        )}

        <form className="form" onSubmit={onSubmit} noValidate aria-label={admin ? 'Admin registration' : 'Sign up'}>
          {admin && <TextField label="Admin access code" type="password" autoComplete="off" {...form.field('adminCode')} />}
          <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
          <BirthDateSelects field={form.field} options={{ day: DAYS, month: MONTHS, year: years }} />

          <div className="field">
            <label htmlFor={form.idOf('picture')} className="field__label">
              Profile picture (optional)
            </label>
            {preview ? (
              <div className="avatar-preview">
                <img src={preview} alt="Profile picture preview" width={72} height={72} />
                <button type="button" className="icon-button" aria-label="Remove profile picture" onClick={clearPicture}>
                  <CloseIcon />
                </button>
              </div>
            ) : null}
            <input
              ref={fileInput}
              id={form.idOf('picture')}
              name="profilePicture"
              type="file"
              accept="image/*"
              className="file-input"
              onChange={choosePicture}
            />
          </div>

          <button type="submit" className="button button--primary button--block" disabled={form.submitting}>
            {form.submitting ? 'Creating Account...' : admin ? 'Create Admin Account' : 'Sign Up'}
          </button>
        </form>

        <p className="auth-card__switch">
          Already have an account? <Link to={withReturnTo('/login', next)}>Sign In</Link>
        </p>
        <p className="auth-card__switch">
          {admin ? <Link to={withReturnTo('/signup', next)}>Regular sign up</Link> : <Link to={withReturnTo('/admin-signup', next)}>Admin Registration</Link>}
        </p>
      </div>
    </main>
  );
}
