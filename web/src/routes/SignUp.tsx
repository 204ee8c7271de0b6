import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { Field, FieldError, invalidProps } from '../components/FormField';
import { CloseIcon } from '../components/Icons';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { uploadMedia } from '../lib/media';
import { markFirstSignup, markVisited } from '../lib/storage';
import {
  birthDateIso,
  DAYS,
  hasErrors,
  MONTHS,
  validateSignUp,
  yearOptions,
  type SignUpErrors,
  type SignUpValues,
} from '../lib/validation';

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
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

const EMPTY: SignUpValues = { username: '', email: '', password: '', day: '', month: '', year: '' };
const FIELD_ORDER: Array<keyof SignUpValues> = ['username', 'email', 'password', 'day', 'month', 'year'];

export function SignUpPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { setSignedIn } = useAuth();
  const [signUp] = useMutation(SignUpMutation);
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

  const update =
    (name: keyof SignUpValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((prev) => ({ ...prev, [name]: value }));
      if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
    };

  function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setPicture(file && file.type.startsWith('image/') ? file : null);
  }

  function clearPicture() {
    setPicture(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const found = validateSignUp(values);
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
      const result = await signUp({
        variables: {
          input: {
            username: values.username.trim(),
            email: values.email.trim(),
            password: values.password,
            birthDate,
          },
        },
      });
      if (!result.data) throw result.error ?? new Error('Sign up failed');
      let me = result.data.signUp.me;
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
      setSignedIn(me);
      toast({
        title: 'Account created successfully!',
        description: `Welcome to Glimpse! Let's complete your profile.${
          pictureProblem ? ` Your profile picture was not saved: ${pictureProblem}` : ''
        }`,
      });
      navigate('/', { replace: true });
    } catch (error) {
      toast({ title: 'Sign up failed', description: errorMessage(error, 'Sign up failed'), variant: 'destructive' });
      setSubmitting(false);
    }
  }

  return (
    <main className="auth-page" data-testid="signup-page">
      <div className="auth-card">
        <h1 className="auth-card__title">
          Join <span className="brand">Glimpse</span>
        </h1>
        <p className="auth-card__subtitle">Sign up to see photos and videos from your friends</p>

        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-label="Sign up">
          <Field id={id('username')} label="Username" error={errors.username}>
            <input
              id={id('username')}
              name="username"
              className="input"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={values.username}
              onChange={update('username')}
              {...invalidProps(id('username'), errors.username)}
            />
          </Field>
          <Field id={id('email')} label="Email" error={errors.email}>
            <input
              id={id('email')}
              name="email"
              type="email"
              className="input"
              autoComplete="email"
              value={values.email}
              onChange={update('email')}
              {...invalidProps(id('email'), errors.email)}
            />
          </Field>
          <Field id={id('password')} label="Password" error={errors.password}>
            <input
              id={id('password')}
              name="password"
              type="password"
              className="input"
              autoComplete="new-password"
              value={values.password}
              onChange={update('password')}
              {...invalidProps(id('password'), errors.password)}
            />
          </Field>

          <fieldset className="fieldset">
            <legend className="field__label">Date of birth</legend>
            <div className="dob">
              <div className="dob__part">
                <label htmlFor={id('day')} className="sr-only">
                  Day
                </label>
                <select
                  id={id('day')}
                  name="day"
                  className="input select"
                  value={values.day}
                  onChange={update('day')}
                  autoComplete="bday-day"
                  {...invalidProps(id('day'), errors.day)}
                >
                  <option value="">Day</option>
                  {DAYS.map((d) => (
                    <option key={d} value={String(d)}>
                      {d}
                    </option>
                  ))}
                </select>
              </div>
              <div className="dob__part dob__part--wide">
                <label htmlFor={id('month')} className="sr-only">
                  Month
                </label>
                <select
                  id={id('month')}
                  name="month"
                  className="input select"
                  value={values.month}
                  onChange={update('month')}
                  {...invalidProps(id('month'), errors.month)}
                >
                  <option value="">Month</option>
                  {MONTHS.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </select>
              </div>
              <div className="dob__part">
                <label htmlFor={id('year')} className="sr-only">
                  Year
                </label>
                <select
                  id={id('year')}
                  name="year"
                  className="input select"
                  value={values.year}
                  onChange={update('year')}
                  autoComplete="bday-year"
                  {...invalidProps(id('year'), errors.year)}
                >
                  <option value="">Year</option>
                  {years.map((y) => (
                    <option key={y} value={String(y)}>
                      {y}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <FieldError id={`${id('day')}-error`} message={errors.day} />
            <FieldError id={`${id('month')}-error`} message={errors.month} />
            <FieldError id={`${id('year')}-error`} message={errors.year} />
            <p className="field__hint">You must be 18 or older to join.</p>
          </fieldset>

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
            <input
              ref={fileInput}
              id={id('picture')}
              name="profilePicture"
              type="file"
              accept="image/*"
              className="file-input"
              onChange={choosePicture}
            />
          </div>

          <button type="submit" className="button button--primary button--block" disabled={submitting}>
            {submitting ? 'Creating Account...' : 'Sign Up'}
          </button>
        </form>

        <p className="auth-card__switch">
          Already have an account? <Link to="/login">Sign In</Link>
        </p>
        <p className="auth-card__switch">
          <Link to="/admin-signup">Admin Registration</Link>
        </p>
      </div>
    </main>
  );
}
