import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { useAdminPostActions } from './useAdminPostActions';
import { useDeletePost } from './useDeletePost';

type Author = { id: string; username: string; isAdmin: boolean };

/**
 * The '...' menu of a post, for its author and admins: a sheet with Delete, then a confirmation
 * before anything is deleted. `onDeleted` runs once the post is gone (the post page leaves).
 */
export function PostMenu({ postId, author, onDeleted }: { postId: string; author?: Author; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deletePost, deleting] = useDeletePost();
  const { user: viewer } = useAuth();
  const admin = useAdminPostActions();
  const isAdmin = Boolean(viewer?.isAdmin);
  // The spec offers a ban only for authors who are not administrators.
  const mayBanAuthor = isAdmin && author && !author.isAdmin && author.id !== viewer?.id;

  async function run(action: () => Promise<boolean>) {
    if (await action()) change(false);
  }

  function change(next: boolean) {
    setOpen(next);
    if (!next) setConfirming(false);
  }

  async function confirm() {
    if (await deletePost(postId)) {
      change(false);
      onDeleted?.();
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger className="icon-button post-menu__trigger" aria-label="More options" data-testid="post-menu">
        <span aria-hidden="true">•••</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--sheet" aria-describedby={confirming ? 'delete-post-text' : undefined}>
          {confirming ? (
            <>
              <Dialog.Title className="dialog__title">Delete post?</Dialog.Title>
              <p id="delete-post-text" className="dialog__text">
                This post, its likes and its comments will be removed for everyone. This can’t be undone.
              </p>
              <div className="dialog__actions">
                <Dialog.Close className="button button--secondary" disabled={deleting}>
                  Cancel
                </Dialog.Close>
                <button type="button" className="button button--danger" onClick={confirm} disabled={deleting}>
                  {deleting ? 'Deleting...' : 'Delete'}
                </button>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title className="sr-only">Post options</Dialog.Title>
              <div className="sheet-list">
                <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setConfirming(true)}>
                  Delete
                </button>
                {isAdmin && (
                  <button type="button" className="sheet-list__item sheet-list__item--danger" disabled={admin.busy} onClick={() => run(() => admin.banPost(postId))}>
                    Ban post
                  </button>
                )}
                {mayBanAuthor && (
                  <button type="button" className="sheet-list__item sheet-list__item--danger" disabled={admin.busy} onClick={() => run(() => admin.banAuthor(author.id))}>
                    Ban {author.username}
                  </button>
                )}
                <Dialog.Close className="sheet-list__item">Cancel</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
