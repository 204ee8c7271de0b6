import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { lazy, Suspense, useState } from 'react';

const messages = defineMessages({
  moreFor: { id: 'profileMenu.moreFor', defaultMessage: 'More options for {username}' },
});

export type ProfileMenuUser = { id: string; username: string };

// The sheet's code (and Radix's dialog) loads when it opens.
const ProfileMenuSheet = lazy(() => import('./ProfileMenuSheet'));

/**
 * The '...' menu of someone else's profile: Block / Unblock (a block after a confirmation), Mute /
 * Unmute (when `muted` is known) and Report.
 */
export function ProfileMenu({ user, blocked, muted }: { user: ProfileMenuUser; blocked: boolean; muted: boolean | null }) {
  const { formatMessage: t } = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button profile__menu-trigger"
        aria-label={t(messages.moreFor, { username: user.username })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="profile-menu"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProfileMenuSheet user={user} blocked={blocked} muted={muted} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
