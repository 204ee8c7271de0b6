import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useViewer } from '../auth/AuthProvider';
import { useAdminPostActions } from './useAdminPostActions';
import type { Author } from './PostMenu';
import { useDeletePost } from './useDeletePost';
import { ReportSheet } from './ContentMenuSheet';
import { BanConfirmDialog } from './admin/BanConfirmDialog';

/** The sheet the '...' of a post opens (see PostMenu): Report; Delete, then a confirmation; admins' bans. */
export default function PostMenuSheet({
  postId,
  author,
  mayDelete = false,
  onDeleted,
  onClose,
}: {
  postId: string;
  author?: Author;
  mayDelete?: boolean;
  onDeleted?: () => void;
  onClose: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [banningAuthor, setBanningAuthor] = useState(false);
  const [deletePost, deleting] = useDeletePost();
  const viewer = useViewer();
  const admin = useAdminPostActions();
  const isAdmin = Boolean(viewer?.isAdmin);
  // The spec offers a ban only for authors who are not administrators.
  const mayBanAuthor = isAdmin && author && !author.isAdmin && author.id !== viewer?.id;

  async function run(action: () => Promise<boolean>) {
    if (await action()) change(false);
  }

  function change(next: boolean) {
    if (!next) onClose();
  }

  async function confirm() {
    if (await deletePost(postId)) {
      change(false);
      onDeleted?.();
    }
  }

  if (banningAuthor && author)
    return (
      <BanConfirmDialog username={author.username} busy={admin.busy} onConfirm={(reason) => admin.banAuthor(author.id, reason)} onClose={() => change(false)} />
    );

  return (
    <Dialog.Root open onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className={reporting ? 'dialog report-dialog' : 'dialog dialog--sheet'} aria-describedby={confirming ? 'delete-post-text' : undefined}>
          {reporting ? (
            <ReportSheet what="post" target={{ kind: 'post', id: postId }} onDone={() => change(false)} />
          ) : confirming ? (
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
                <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setReporting(true)}>
                  Report
                </button>
                {mayDelete && (
                  <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setConfirming(true)}>
                    Delete
                  </button>
                )}
                {isAdmin && (
                  <button
                    type="button"
                    className="sheet-list__item sheet-list__item--danger"
                    disabled={admin.busy}
                    onClick={() => run(() => admin.banPost(postId))}
                  >
                    Ban post
                  </button>
                )}
                {mayBanAuthor && (
                  <button type="button" className="sheet-list__item sheet-list__item--danger" disabled={admin.busy} onClick={() => setBanningAuthor(true)}>
                    Ban <bdi>{author.username}</bdi>
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
