import { useMutation } from '@apollo/client/react';
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { Link } from 'react-router';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useViewer } from '../../auth/AuthProvider';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { useToast } from '../Toaster';
import { useFollowRequestsCount } from '../useFollowRequestsCount';

export const SetAccountPrivacyMutation = graphql(`
  mutation SetAccountPrivacy($isPrivate: Boolean!) {
    setAccountPrivacy(isPrivate: $isPrivate) {
      id
      isPrivate
      followersCount
    }
  }
`);

const messages = defineMessages({
  tryAgain: { id: 'privacySection.tryAgain', defaultMessage: 'Please try again.' },
  nowPrivate: { id: 'privacySection.nowPrivate', defaultMessage: 'Your account is now private' },
  nowPrivateText: { id: 'privacySection.nowPrivateText', defaultMessage: 'Only the followers you approve can see your posts, stories and lists.' },
  nowPublic: { id: 'privacySection.nowPublic', defaultMessage: 'Your account is now public' },
  nowPublicText: { id: 'privacySection.nowPublicText', defaultMessage: 'Anyone can see your posts. Everyone who asked to follow you now does.' },
  failed: { id: 'privacySection.failed', defaultMessage: 'Failed to change your account privacy.' },
  title: { id: 'privacySection.title', defaultMessage: 'Privacy' },
  privateAccount: { id: 'privacySection.privateAccount', defaultMessage: 'Private account' },
  about: {
    id: 'privacySection.about',
    defaultMessage:
      'When your account is public, anyone on Glimpse can see your profile and posts. When it is private, only the followers you approve can see your posts, stories and lists of followers.',
  },
  followRequests: { id: 'privacySection.followRequests', defaultMessage: 'Follow requests' },
  blocked: { id: 'privacySection.blocked', defaultMessage: 'Blocked accounts' },
});

/** Settings' Privacy: the 'Private account' switch, and the ways to Follow requests and Blocked accounts. */
export function PrivacySection() {
  const { formatMessage: t } = useIntl();
  const viewer = useViewer();
  const toast = useToast();
  const id = useId();
  const [setPrivacy, { loading }] = useMutation(SetAccountPrivacyMutation);
  const waiting = useFollowRequestsCount();
  const isPrivate = Boolean(viewer?.isPrivate);

  async function change(next: boolean) {
    if (!viewer) return;
    // The switch moves at once: the type name files the answer-to-be under the viewer.
    const optimistic = { __typename: 'Me' as const, id: viewer.id, isPrivate: next, followersCount: viewer.followersCount };
    try {
      const result = await setPrivacy({
        variables: { isPrivate: next },
        optimisticResponse: { setAccountPrivacy: optimistic },
        // Going public approves every waiting request.
        update: (cache) => void (next ? undefined : cache.evict({ id: 'ROOT_QUERY', fieldName: 'followRequests' })),
      });
      if (!result.data) throw result.error ?? new Error(t(messages.tryAgain));
      toast(
        next
          ? { title: t(messages.nowPrivate), description: t(messages.nowPrivateText) }
          : { title: t(messages.nowPublic), description: t(messages.nowPublicText) },
      );
    } catch (error) {
      toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t(messages.title)}
      </h2>
      <div className="settings-row">
        <label htmlFor={`${id}-private`} className="settings-row__label">
          {t(messages.privateAccount)}
        </label>
        <Switch.Root
          id={`${id}-private`}
          className="switch"
          checked={isPrivate}
          disabled={loading || !viewer}
          onCheckedChange={(checked) => void change(checked)}
          aria-describedby={`${id}-about`}
          data-testid="private-account-switch"
        >
          <Switch.Thumb className="switch__thumb" />
        </Switch.Root>
      </div>
      <p id={`${id}-about`} className="settings-hint">
        {t(messages.about)}
      </p>
      <nav className="settings-links" aria-label={t(messages.title)}>
        <Link to="/follow-requests" className="settings-link" data-testid="settings-follow-requests">
          <span>{t(messages.followRequests)}</span>
          {waiting > 0 && <span className="settings-link__count">{waiting}</span>}
        </Link>
        <Link to="/settings/blocked" className="settings-link" data-testid="settings-blocked">
          <span>{t(messages.blocked)}</span>
        </Link>
      </nav>
    </section>
  );
}
