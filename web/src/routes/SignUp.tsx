import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
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

const messages = defineMessages({
  adminFailed: { id: 'signUp.adminFailed', defaultMessage: 'Admin sign up failed' },
  failed: { id: 'signUp.failed', defaultMessage: 'Sign up failed' },
  profileFailed: { id: 'signUp.profileFailed', defaultMessage: 'Failed to update profile' },
  created: { id: 'signUp.created', defaultMessage: 'Account created successfully!' },
  welcome: { id: 'signUp.welcome', defaultMessage: "Welcome to Glimpse! Let's complete your profile." },
  welcomePictureFailed: {
    id: 'signUp.welcomePictureFailed',
    defaultMessage: "Welcome to Glimpse! Let's complete your profile. Your profile picture was not saved: {problem}",
  },
  adminTitle: { id: 'signUp.adminTitle', defaultMessage: 'Admin Registration' },
  adminSubtitle: { id: 'signUp.adminSubtitle', defaultMessage: 'Create an administrator account for <brand>Glimpse</brand> with your access code' },
  title: { id: 'signUp.title', defaultMessage: 'Join <brand>Glimpse</brand>' },
  subtitle: { id: 'signUp.subtitle', defaultMessage: 'Sign up to see photos and videos from your friends' },
  adminFormLabel: { id: 'signUp.adminFormLabel', defaultMessage: 'Admin registration' },
  formLabel: { id: 'signUp.formLabel', defaultMessage: 'Sign up' },
  adminCode: { id: 'signUp.adminCode', defaultMessage: 'Admin access code' },
  username: { id: 'signUp.username', defaultMessage: 'Username' },
  email: { id: 'signUp.email', defaultMessage: 'Email' },
  password: { id: 'signUp.password', defaultMessage: 'Password' },
  picture: { id: 'signUp.picture', defaultMessage: 'Profile picture (optional)' },
  picturePreview: { id: 'signUp.picturePreview', defaultMessage: 'Profile picture preview' },
  removePicture: { id: 'signUp.removePicture', defaultMessage: 'Remove profile picture' },
  creating: { id: 'signUp.creating', defaultMessage: 'Creating Account...' },
  createAdmin: { id: 'signUp.createAdmin', defaultMessage: 'Create Admin Account' },
  signUp: { id: 'signUp.signUp', defaultMessage: 'Sign Up' },
  haveAccount: { id: 'signUp.haveAccount', defaultMessage: 'Already have an account? <link>Sign In</link>' },
  regularSignUp: { id: 'signUp.regularSignUp', defaultMessage: 'Regular sign up' },
});

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
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const { signIn } = useAuth();
  const [signUpUser] = useMutation(SignUpMutation);
  const [signUpAdmin] = useMutation(AdminSignUpMutation);
  const failure = admin ? t(messages.adminFailed) : t(messages.failed);
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
          const media = await uploadMedia(picture, t(messages.profileFailed));
          const avatar = await setAvatar({ variables: { mediaId: media.id } });
          if (avatar.data) me = avatar.data.setAvatar;
        } catch (error) {
          pictureProblem = errorMessage(error, t(messages.profileFailed));
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
        title: t(messages.created),
        description: pictureProblem ? t(messages.welcomePictureFailed, { problem: pictureProblem }) : t(messages.welcome),
      });
    },
    (error) => toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' }),
  );

  return (
    <main className="auth-page" data-testid={admin ? 'admin-signup-page' : 'signup-page'}>
      <div className="auth-card">
        {admin ? (
          <>
            <h1 className="auth-card__title">{t(messages.adminTitle)}</h1>
            <p className="auth-card__subtitle">{t(messages.adminSubtitle, { brand: (name) => <span className="brand">{name}</span> })}</p>
          </>
        ) : (
          <>
            <h1 className="auth-card__title">{t(messages.title, { brand: (name) => <span className="brand">{name}</span> })}</h1>
            <p className="auth-card__subtitle">{t(messages.subtitle)}</p>
          </>
        )}

        <form className="form" onSubmit={onSubmit} noValidate aria-label={admin ? t(messages.adminFormLabel) : t(messages.formLabel)}>
          {admin && <TextField label={t(messages.adminCode)} type="password" autoComplete="off" {...form.field('adminCode')} />}
          <TextField label={t(messages.username)} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
          <TextField label={t(messages.email)} type="email" autoComplete="email" {...form.field('email')} />
          <PasswordField label={t(messages.password)} autoComplete="new-password" {...form.field('password')} />
          <BirthDateSelects field={form.field} options={{ day: DAYS, month: MONTHS, year: years }} />

          <div className="field">
            <label htmlFor={form.idOf('picture')} className="field__label">
              {t(messages.picture)}
            </label>
            {preview ? (
              <div className="avatar-preview">
                <img src={preview} alt={t(messages.picturePreview)} width={72} height={72} />
                <button type="button" className="icon-button" aria-label={t(messages.removePicture)} onClick={clearPicture}>
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
            {form.submitting ? t(messages.creating) : admin ? t(messages.createAdmin) : t(messages.signUp)}
          </button>
        </form>

        <p className="auth-card__switch">{t(messages.haveAccount, { link: (text) => <Link to={withReturnTo('/login', next)}>{text}</Link> })}</p>
        <p className="auth-card__switch">
          {admin ? (
            <Link to={withReturnTo('/signup', next)}>{t(messages.regularSignUp)}</Link>
          ) : (
            <Link to={withReturnTo('/admin-signup', next)}>{t(messages.adminTitle)}</Link>
          )}
        </p>
      </div>
    </main>
  );
}
