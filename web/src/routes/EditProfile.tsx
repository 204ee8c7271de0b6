import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BIO_MAX } from '../../../domain/user/profileLimits';
import { useViewer } from '../auth/AuthProvider';
import { AppLayout } from '../components/AppLayout';
import { Avatar } from '../components/Avatar';
import { IconTooltip } from '../components/IconTooltip';
import { TooltipGroup } from '../components/TooltipGroup';
import { Field, invalidProps } from '../components/FormField';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toaster';
import { useForm } from '../components/useForm';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { uploadMedia } from '../lib/media';
import { isProfileIncomplete } from '../lib/profile';
import { useReturnTo } from '../lib/returnTo';
import { clearFirstSignup, isFirstSignup } from '../lib/storage';
import '../styles/people.css';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ViewerFields
    }
  }
`);

const UPDATE_FAILED = 'Update failed';

const profileRules = () => import('../../../domain/user/profileInput').then((rules) => rules.profileInputSchema);

/**
 * /profile/edit. A profile not set up yet (no bio, the default admin bio, or the username as bio)
 * is completed ('Complete Your Profile': Skip, Get Started); otherwise edited (Back, Cancel, Save
 * Changes). Saving a new profile leads home (or on to the page a link was taking them to, given as
 * `?next=`); saving an edit leads back to the profile.
 */
export function EditProfilePage() {
  const user = useViewer();
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [updateProfile] = useMutation(UpdateProfileMutation);
  // The mode is fixed when the page opens, so it does not flip while the user types a bio.
  const [completing] = useState(() => (user ? isProfileIncomplete(user) : false));
  const form = useForm({
    rules: profileRules,
    initial: { fullName: user?.fullName ?? '', bio: user?.bio && !completing ? user.bio : '' },
  });
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Right after sign-up from a link, the page the link was taking them to comes next, not home.
  const next = useReturnTo() ?? '/';

  useEffect(() => {
    if (!picture) return setPreview(null);
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  if (!user) return <Navigate to="/login" replace />;
  const profilePath = `/profile/${user.id}`;

  function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith('image/')) {
      toast({ title: UPDATE_FAILED, description: 'Please choose an image file.', variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setPicture(file);
  }

  const onSubmit = form.handleSubmit(
    async ({ fullName, bio }) => {
      const media = picture ? await uploadMedia(picture, 'Failed to update profile') : null;
      // The answer carries the viewer's fields: the cache updates the signed-in person by itself.
      const result = await updateProfile({ variables: { input: { fullName, bio, ...(media ? { avatarMediaId: media.id } : {}) } } });
      if (!result.data) throw result.error ?? new Error('Failed to update profile');
      // The profile page reads the User, not the viewer: read it afresh.
      client.cache.evict({ id: client.cache.identify({ __typename: 'User', id: user.id }) });
      client.cache.gc();
      const goHome = isFirstSignup() || completing;
      clearFirstSignup();
      toast({ title: 'Profile updated' });
      navigate(goHome ? next : profilePath, { replace: true });
    },
    (error) => {
      const unauthenticated = /Authentication required/.test(errorMessage(error, ''));
      toast({
        title: UPDATE_FAILED,
        description: unauthenticated ? 'Authentication required' : errorMessage(error, 'Failed to update profile'),
        variant: 'destructive',
      });
    },
  );

  const bio = form.field('bio');
  const skip = () => {
    clearFirstSignup();
    navigate(next, { replace: true });
  };

  return (
    <AppLayout header={false}>
      <div className="page edit-profile" data-testid="edit-profile">
        <header className="page-header page-header--with-back">
          {!completing && (
            <TooltipGroup>
              <IconTooltip label="Back">
                <button type="button" className="icon-button page-header__back" aria-label="Back" onClick={() => navigate(-1)}>
                  <span aria-hidden="true">←</span>
                </button>
              </IconTooltip>
            </TooltipGroup>
          )}
          <h1 className="page-header__title">{completing ? 'Complete Your Profile' : 'Edit Profile'}</h1>
        </header>
        {completing && <p className="edit-profile__intro">Tell people who you are: add your name, a short bio and a photo.</p>}
        <form className="form" onSubmit={onSubmit} noValidate aria-label={completing ? 'Complete your profile' : 'Edit profile'}>
          <div className="edit-profile__photo">
            {preview ? (
              <img className="avatar" src={preview} alt="New profile picture preview" width={86} height={86} />
            ) : (
              <Avatar src={user.avatar} alt="Current profile picture" size={86} />
            )}
            <label htmlFor={form.idOf('photo')} className="button button--secondary">
              {preview || user.avatar ? 'Change photo' : 'Add photo'}
            </label>
            <input
              ref={fileInput}
              id={form.idOf('photo')}
              className="sr-only"
              type="file"
              accept="image/*"
              onChange={choosePicture}
              data-testid="profile-photo-input"
            />
          </div>
          <TextField label="Full Name" autoComplete="name" dir="auto" {...form.field('fullName')} />
          <Field id={bio.id} label="Bio" error={bio.error} hint={<span data-testid="bio-counter">{`${bio.value.length}/${BIO_MAX}`}</span>}>
            <textarea
              id={bio.id}
              className="input textarea"
              name={bio.name}
              dir="auto"
              rows={4}
              value={bio.value}
              onChange={bio.onChange}
              {...invalidProps(bio.id, bio.error)}
            />
          </Field>
          <div className="form__actions">
            {completing ? (
              <>
                <button type="button" className="button button--secondary" onClick={skip} disabled={form.submitting}>
                  Skip
                </button>
                <button type="submit" className="button button--primary" disabled={form.submitting}>
                  {form.submitting ? 'Saving...' : 'Get Started'}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="button button--secondary" onClick={() => navigate(profilePath)} disabled={form.submitting}>
                  Cancel
                </button>
                <button type="submit" className="button button--primary" disabled={form.submitting}>
                  {form.submitting ? 'Saving...' : 'Save Changes'}
                </button>
              </>
            )}
          </div>
        </form>
      </div>
    </AppLayout>
  );
}
