import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { FOLLOW_BUTTON_MESSAGES, followButtonState, useShownFollow, useToggleFollow } from './useToggleFollow';

const messages = defineMessages({
  followBack: { id: 'followButton.followBack', defaultMessage: 'Follow back' },
  followBackLabel: { id: 'followButton.followBackLabel', defaultMessage: 'Follow {username} back' },
  label: { id: 'followButton.label', defaultMessage: '{state, select, follow {Follow} requested {Requested} other {Following}} {username}' },
});

type Person = { id: string; username: string; isFollowedByMe: boolean; isRequestedByMe: boolean; isPrivate?: boolean };

/**
 * Follow / Requested / Following for a person in a list (suggestions, likers, Activity), through
 * the one follow hook. `back`: Activity's 'Follow back' to someone who follows the viewer.
 */
export function FollowButton({ user: asked, back = false, className = '', testId }: { user: Person; back?: boolean; className?: string; testId?: string }) {
  const { formatMessage: t } = useIntl();
  const toggleFollow = useToggleFollow();
  const user = useShownFollow(asked);
  const state = followButtonState(user);
  const followBack = back && state === 'follow';
  const text = t(followBack ? messages.followBack : FOLLOW_BUTTON_MESSAGES[state]);
  return (
    <button
      type="button"
      className={`button button--small ${state === 'follow' ? 'button--primary' : 'button--secondary'} ${className}`.trim()}
      aria-pressed={state !== 'follow'}
      aria-label={t(followBack ? messages.followBackLabel : messages.label, { state, username: user.username })}
      onClick={() => toggleFollow(user.id)}
      data-testid={testId}
    >
      {text}
    </button>
  );
}
