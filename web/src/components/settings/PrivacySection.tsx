import { useMutation } from '@apollo/client/react';
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { Link } from 'react-router';
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

/** Settings' Privacy: the 'Private account' switch, and the ways to Follow requests and Blocked accounts. */
export function PrivacySection() {
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
      if (!result.data) throw result.error ?? new Error('Please try again.');
      toast(
        next
          ? { title: 'Your account is now private', description: 'Only the followers you approve can see your posts, stories and lists.' }
          : { title: 'Your account is now public', description: 'Anyone can see your posts. Everyone who asked to follow you now does.' },
      );
    } catch (error) {
      toast({ title: 'Failed to change your account privacy.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Privacy
      </h2>
      <div className="settings-row">
        <label htmlFor={`${id}-private`} className="settings-row__label">
          Private account
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
        When your account is public, anyone on Glimpse can see your profile and posts. When it is private, only the followers you approve can see your posts,
        stories and lists of followers.
      </p>
      <nav className="settings-links" aria-label="Privacy">
        <Link to="/follow-requests" className="settings-link" data-testid="settings-follow-requests">
          <span>Follow requests</span>
          {waiting > 0 && <span className="settings-link__count">{waiting}</span>}
        </Link>
        <Link to="/settings/blocked" className="settings-link" data-testid="settings-blocked">
          <span>Blocked accounts</span>
        </Link>
      </nav>
    </section>
  );
}
