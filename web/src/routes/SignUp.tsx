import { useMutation } from '@apollo/client/react';
import { startTransition, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth, type Viewer } from '../auth/AuthProvider';
import { BirthDateSelects } from '../components/BirthDateSelects';
import { TextField } from '../components/TextField';
import { CloseIcon } from '../components/Icons';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { uploadMedia } from '../lib/media';
import { markFirstSignup, markVisited } from '../lib/storage';
import { birthDateIso, DAYS, hasErrors, MONTHS, validateSignUp, yearOptions, type SignUpErrors, type SignUpValues } from '../lib/validation';

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

const EMPTY: SignUpValues = { adminCode: '', username: '', email: '', password: '', day: '', month: '', year: '' };
const FIELD_ORDER: Array<keyof SignUpValues> = ['adminCode', 'username', 'email', 'password', 'day', 'month', 'year'];

/** /signup, or with `admin` /admin-signup: the same form plus the admin access code. */
export function SignUpPage({ admin = false }: { admin?: boolean }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { setSignedIn } = useAuth();
  const [signUpUser] = useMutation(SignUpMutation);
  const [signUpAdmin] = useMutation(AdminSignUpMutation);
  const failure = admin ? 'Admin sign up failed' : 'Sign up failed';
  const [setAvatar] = useMutation(SetAvatarMutation);
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const years = yearOptions();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;

  useEffect(() => {
    if (!picture) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const update = (name: keyof SignUpValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((prev) => ({ ...prev, [name]: value }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setPicture(file?.type.startsWith('image/') ? file : null);
  }

  function clearPicture() {
    setPicture(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSignUp(values, admin);
    const birthDate = birthDateIso(values.day, values.month, values.year);
    if (!birthDate && !found.day && !found.month && !found.year) found.day = 'Please select a valid date';
    setErrors(found);
    if (hasErrors(found) || !birthDate) {
      const first = FIELD_ORDER.find((name) => found[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return;
    }

    setSubmitting(true);
    try {
      const input = { username: values.username.trim(), email: values.email.trim(), password: values.password, birthDate };
      let me: Viewer;
      if (admin) {
        const result = await signUpAdmin({ variables: { input: { ...input, adminCode: values.adminCode.trim() } } });
        if (!result.data) throw result.error ?? new Error(failure);
        me = result.data.adminSignUp.me;
      } else {
        const result = await signUpUser({ variables: { input } });
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
        navigate('/profile/edit', { replace: true });
        setSignedIn(me);
      });
      toast({
        title: 'Account created successfully!',
        description: `Welcome to Glimpse! Let's complete your profile.${pictureProblem ? ` Your profile picture was not saved: ${pictureProblem}` : ''}`,
      });
    } catch (error) {
      toast({ title: failure, description: errorMessage(error, failure), variant: 'destructive' });
      setSubmitting(false);
    }
  }

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

        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label={admin ? 'Admin registration' : 'Sign up'}>
          {admin && (
            <TextField
              id={id('adminCode')}
              label="Admin access code"
              name="adminCode"
              type="password"
              autoComplete="off"
              value={values.adminCode}
              onChange={update('adminCode')}
              error={errors.adminCode}
            />
          )}
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
            id={id('email')}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={update('email')}
            error={errors.email}
          />
          <TextField
            id={id('password')}
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={update('password')}
            error={errors.password}
          />
          <BirthDateSelects idOf={id} values={values} errors={errors} options={{ day: DAYS, month: MONTHS, year: years }} onChange={update} />

          <div className="field">
            <label htmlFor={id('picture')} className="field__label">
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
            <input ref={fileInput} id={id('picture')} name="profilePicture" type="file" accept="image/*" className="file-input" onChange={choosePicture} />
          </div>

          <button type="submit" className="button button--primary button--block" disabled={submitting}>
            {submitting ? 'Creating Account...' : admin ? 'Create Admin Account' : 'Sign Up'}
          </button>
        </form>

        <p className="auth-card__switch">
          Already have an account? <Link to="/login">Sign In</Link>
        </p>
        <p className="auth-card__switch">{admin ? <Link to="/signup">Regular sign up</Link> : <Link to="/admin-signup">Admin Registration</Link>}</p>
      </div>
    </main>
  );
}
