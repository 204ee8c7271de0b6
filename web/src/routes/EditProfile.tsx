import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { AppLayout } from '../components/AppLayout';
import { Avatar } from '../components/Avatar';
import { IconTooltip } from '../components/IconTooltip';
import { TooltipGroup } from '../components/TooltipGroup';
import { Field, invalidProps } from '../components/FormField';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { uploadMedia } from '../lib/media';
import { BIO_MAX, isProfileIncomplete, validateProfile, type ProfileErrors } from '../lib/profile';
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

/**
 * /profile/edit. A profile not set up yet (no bio, the default admin bio, or the username as bio)
 * is completed ('Complete Your Profile': Skip, Get Started); otherwise edited (Back, Cancel, Save
 * Changes). Saving a new profile leads home; saving an edit leads back to the profile.
 */
export function EditProfilePage() {
  const { user, setSignedIn } = useAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const uid = useId();
  const [updateProfile] = useMutation(UpdateProfileMutation);
  // The mode is fixed when the page opens, so it does not flip while the user types a bio.
  const [completing] = useState(() => (user ? isProfileIncomplete(user) : false));
  const [fullName, setFullName] = useState(user?.fullName ?? '');
  const [bio, setBio] = useState(user?.bio && !completing ? user.bio : '');
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || !user) return;
    const found = validateProfile({ fullName, bio });
    setErrors(found);
    if (found.fullName || found.bio) {
      document.getElementById(found.fullName ? `${uid}-fullName` : `${uid}-bio`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const media = picture ? await uploadMedia(picture, 'Failed to update profile') : null;
      const result = await updateProfile({
        variables: { input: { fullName: fullName.trim(), bio: bio.trim(), ...(media ? { avatarMediaId: media.id } : {}) } },
      });
      if (!result.data) throw result.error ?? new Error('Failed to update profile');
      setSignedIn(result.data.updateProfile);
      // The profile page reads the User, not the viewer: read it afresh.
      client.cache.evict({ id: client.cache.identify({ __typename: 'User', id: user.id }) });
      client.cache.gc();
      const goHome = isFirstSignup() || completing;
      clearFirstSignup();
      toast({ title: 'Profile updated' });
      navigate(goHome ? '/' : profilePath, { replace: true });
    } catch (error) {
      const unauthenticated = /Authentication required/.test(errorMessage(error, ''));
      toast({
        title: UPDATE_FAILED,
        description: unauthenticated ? 'Authentication required' : errorMessage(error, 'Failed to update profile'),
        variant: 'destructive',
      });
      setSaving(false);
    }
  }

  const skip = () => {
    clearFirstSignup();
    navigate('/', { replace: true });
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
            <label htmlFor={`${uid}-photo`} className="button button--secondary">
              {preview || user.avatar ? 'Change photo' : 'Add photo'}
            </label>
            <input
              ref={fileInput}
              id={`${uid}-photo`}
              className="sr-only"
              type="file"
              accept="image/*"
              onChange={choosePicture}
              data-testid="profile-photo-input"
            />
          </div>
          <TextField
            id={`${uid}-fullName`}
            label="Full Name"
            name="fullName"
            autoComplete="name"
            dir="auto"
            value={fullName}
            onChange={(event) => {
              setFullName(event.target.value);
              if (errors.fullName) setErrors((prev) => ({ ...prev, fullName: undefined }));
            }}
            error={errors.fullName}
          />
          <Field id={`${uid}-bio`} label="Bio" error={errors.bio} hint={<span data-testid="bio-counter">{`${bio.length}/${BIO_MAX}`}</span>}>
            <textarea
              id={`${uid}-bio`}
              className="input textarea"
              name="bio"
              dir="auto"
              rows={4}
              value={bio}
              onChange={(event) => {
                setBio(event.target.value);
                if (errors.bio) setErrors((prev) => ({ ...prev, bio: undefined }));
              }}
              {...invalidProps(`${uid}-bio`, errors.bio)}
            />
          </Field>
          <div className="form__actions">
            {completing ? (
              <>
                <button type="button" className="button button--secondary" onClick={skip} disabled={saving}>
                  Skip
                </button>
                <button type="submit" className="button button--primary" disabled={saving}>
                  {saving ? 'Saving...' : 'Get Started'}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="button button--secondary" onClick={() => navigate(profilePath)} disabled={saving}>
                  Cancel
                </button>
                <button type="submit" className="button button--primary" disabled={saving}>
                  {saving ? 'Saving...' : 'Save Changes'}
                </button>
              </>
            )}
          </div>
        </form>
      </div>
    </AppLayout>
  );
}
