import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import type { EditablePost } from './EditPostForm';

const messages = defineMessages({
  moreOptions: { id: 'postMenu.moreOptions', defaultMessage: 'More options' },
});

export type Author = { id: string; username: string; isAdmin: boolean };

// The sheet's code (and Radix's dialog) loads when it opens, or ahead of that (preloadPostDialogs in PostCard).
export const loadPostMenuSheet = () => import('./PostMenuSheet');
const PostMenuSheet = lazy(loadPostMenuSheet);

/**
 * The '...' menu of a post: a sheet with Edit (its author), Delete (its author and admins, after a confirmation), and
 * on others' posts Mute and Block (after a confirmation). `onGone` runs once the post has left the
 * viewer's screen: deleted, or its author blocked (the post page leaves).
 */
export function PostMenu({ post, author, onGone }: { post: EditablePost; author: Author; onGone?: () => void }) {
  const { formatMessage: t } = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button post-menu__trigger"
        aria-label={t(messages.moreOptions)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="post-menu"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PostMenuSheet post={post} author={author} onGone={onGone} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
