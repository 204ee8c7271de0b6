import { FOLLOW_BUTTON_TEXT, followButtonState, useShownFollow, useToggleFollow } from './useToggleFollow';

type Person = { id: string; username: string; isFollowedByMe: boolean; isRequestedByMe: boolean; isPrivate?: boolean };

/**
 * Follow / Requested / Following for a person in a list (suggestions, likers, Activity), through
 * the one follow hook. `back`: Activity's 'Follow back' to someone who follows the viewer.
 */
export function FollowButton({ user: asked, back = false, className = '', testId }: { user: Person; back?: boolean; className?: string; testId?: string }) {
  const toggleFollow = useToggleFollow();
  const user = useShownFollow(asked);
  const state = followButtonState(user);
  const text = back && state === 'follow' ? 'Follow back' : FOLLOW_BUTTON_TEXT[state];
  return (
    <button
      type="button"
      className={`button button--small ${state === 'follow' ? 'button--primary' : 'button--secondary'} ${className}`.trim()}
      aria-pressed={state !== 'follow'}
      aria-label={back && state === 'follow' ? `Follow ${user.username} back` : `${text} ${user.username}`}
      onClick={() => toggleFollow(user.id)}
      data-testid={testId}
    >
      {text}
    </button>
  );
}
