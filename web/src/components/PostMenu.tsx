import { lazy, Suspense, useState } from 'react';

export type Author = { id: string; username: string; isAdmin: boolean };

// The sheet's code (and Radix's dialog) loads when it opens, or ahead of that (preloadPostDialogs in PostCard).
export const loadPostMenuSheet = () => import('./PostMenuSheet');
const PostMenuSheet = lazy(loadPostMenuSheet);

/**
 * The '...' menu of every post: Report for anyone; for its author and admins (`mayDelete`) Delete,
 * then a confirmation before anything is deleted. `onDeleted` runs once the post is gone (the post
 * page leaves).
 */
export function PostMenu({ postId, author, mayDelete = false, onDeleted }: { postId: string; author?: Author; mayDelete?: boolean; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-button post-menu__trigger"
        aria-label="More options"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="post-menu"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">•••</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <PostMenuSheet postId={postId} author={author} mayDelete={mayDelete} onDeleted={onDeleted} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
