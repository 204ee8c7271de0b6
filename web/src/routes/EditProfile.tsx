import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
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

const messages = defineMessages({
  updateFailed: { id: 'editProfile.updateFailed', defaultMessage: 'Update failed' },
  chooseImage: { id: 'editProfile.chooseImage', defaultMessage: 'Please choose an image file.' },
  failed: { id: 'editProfile.failed', defaultMessage: 'Failed to update profile' },
  updated: { id: 'editProfile.updated', defaultMessage: 'Profile updated' },
  authRequired: { id: 'editProfile.authRequired', defaultMessage: 'Authentication required' },
  back: { id: 'editProfile.back', defaultMessage: 'Back' },
  completeTitle: { id: 'editProfile.completeTitle', defaultMessage: 'Complete Your Profile' },
  title: { id: 'editProfile.title', defaultMessage: 'Edit Profile' },
  intro: { id: 'editProfile.intro', defaultMessage: 'Tell people who you are: add your name, a short bio and a photo.' },
  completeLabel: { id: 'editProfile.completeLabel', defaultMessage: 'Complete your profile' },
  editLabel: { id: 'editProfile.editLabel', defaultMessage: 'Edit profile' },
  newPreview: { id: 'editProfile.newPreview', defaultMessage: 'New profile picture preview' },
  current: { id: 'editProfile.current', defaultMessage: 'Current profile picture' },
  changePhoto: { id: 'editProfile.changePhoto', defaultMessage: 'Change photo' },
  addPhoto: { id: 'editProfile.addPhoto', defaultMessage: 'Add photo' },
  fullName: { id: 'editProfile.fullName', defaultMessage: 'Full Name' },
  bio: { id: 'editProfile.bio', defaultMessage: 'Bio' },
  skip: { id: 'editProfile.skip', defaultMessage: 'Skip' },
  saving: { id: 'editProfile.saving', defaultMessage: 'Saving...' },
  getStarted: { id: 'editProfile.getStarted', defaultMessage: 'Get Started' },
  save: { id: 'editProfile.save', defaultMessage: 'Save Changes' },
  cancel: { id: 'editProfile.cancel', defaultMessage: 'Cancel' },
});

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ViewerFields
    }
  }
`);

const profileRules = () => import('../../../domain/user/profileInput').then((rules) => rules.profileInputSchema);

/**
 * /profile/edit. A profile not set up yet (no bio, the default admin bio, or the username as bio)
 * is completed ('Complete Your Profile': Skip, Get Started); otherwise edited (Back, Cancel, Save
 * Changes). Saving a new profile leads home (or on to the page a link was taking them to, given as
 * `?next=`); saving an edit leads back to the profile.
 */
export function EditProfilePage() {
  const { formatMessage: t } = useIntl();
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
      toast({ title: t(messages.updateFailed), description: t(messages.chooseImage), variant: 'destructive' });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setPicture(file);
  }

  const onSubmit = form.handleSubmit(
    async ({ fullName, bio }) => {
      const media = picture ? await uploadMedia(picture, t(messages.failed)) : null;
      // The answer carries the viewer's fields: the cache updates the signed-in person by itself.
      const result = await updateProfile({ variables: { input: { fullName, bio, ...(media ? { avatarMediaId: media.id } : {}) } } });
      if (!result.data) throw result.error ?? new Error(t(messages.failed));
      // The profile page reads the User, not the viewer: read it afresh.
      client.cache.evict({ id: client.cache.identify({ __typename: 'User', id: user.id }) });
      client.cache.gc();
      const goHome = isFirstSignup() || completing;
      clearFirstSignup();
      toast({ title: t(messages.updated) });
      navigate(goHome ? next : profilePath, { replace: true });
    },
    (error) => {
      const unauthenticated = /Authentication required/.test(errorMessage(error, ''));
      toast({
        title: t(messages.updateFailed),
        description: unauthenticated ? t(messages.authRequired) : errorMessage(error, t(messages.failed)),
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
              <IconTooltip label={t(messages.back)}>
                <button type="button" className="icon-button page-header__back" aria-label={t(messages.back)} onClick={() => navigate(-1)}>
                  <span aria-hidden="true">←</span>
                </button>
              </IconTooltip>
            </TooltipGroup>
          )}
          <h1 className="page-header__title">{completing ? t(messages.completeTitle) : t(messages.title)}</h1>
        </header>
        {completing && <p className="edit-profile__intro">{t(messages.intro)}</p>}
        <form className="form" onSubmit={onSubmit} noValidate aria-label={completing ? t(messages.completeLabel) : t(messages.editLabel)}>
          <div className="edit-profile__photo">
            {preview ? (
              <img className="avatar" src={preview} alt={t(messages.newPreview)} width={86} height={86} />
            ) : (
              <Avatar src={user.avatar} alt={t(messages.current)} size={86} />
            )}
            <label htmlFor={form.idOf('photo')} className="button button--secondary">
              {preview || user.avatar ? t(messages.changePhoto) : t(messages.addPhoto)}
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
          <TextField label={t(messages.fullName)} autoComplete="name" dir="auto" {...form.field('fullName')} />
          <Field id={bio.id} label={t(messages.bio)} error={bio.error} hint={<span data-testid="bio-counter">{`${bio.value.length}/${BIO_MAX}`}</span>}>
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
                  {t(messages.skip)}
                </button>
                <button type="submit" className="button button--primary" disabled={form.submitting}>
                  {form.submitting ? t(messages.saving) : t(messages.getStarted)}
                </button>
              </>
            ) : (
              <>
                <button type="button" className="button button--secondary" onClick={() => navigate(profilePath)} disabled={form.submitting}>
                  {t(messages.cancel)}
                </button>
                <button type="submit" className="button button--primary" disabled={form.submitting}>
                  {form.submitting ? t(messages.saving) : t(messages.save)}
                </button>
              </>
            )}
          </div>
        </form>
      </div>
    </AppLayout>
  );
}
