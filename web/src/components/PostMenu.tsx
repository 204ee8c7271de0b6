import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useDeletePost } from './useDeletePost';

/**
 * The '...' menu of a post, for its author and admins: a sheet with Delete, then a confirmation
 * before anything is deleted. `onDeleted` runs once the post is gone (the post page leaves).
 */
export function PostMenu({ postId, onDeleted }: { postId: string; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deletePost, deleting] = useDeletePost();

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
                <Dialog.Close className="sheet-list__item">Cancel</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
