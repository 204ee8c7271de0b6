import { lazy, Suspense, useState } from 'react';

export type ProfileMenuUser = { id: string; username: string };

// The sheet's code (and Radix's dialog) loads when it opens.
const ProfileMenuSheet = lazy(() => import('./ProfileMenuSheet'));

/**
 * The '...' menu of someone else's profile: Block / Unblock (a block after a confirmation), Mute /
 * Unmute (when `muted` is known) and Report.
 */
export function ProfileMenu({ user, blocked, muted }: { user: ProfileMenuUser; blocked: boolean; muted: boolean | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button profile__menu-trigger"
        aria-label={`More options for ${user.username}`}
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
