import { useQuery } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useViewer } from '../auth/AuthProvider';
import { graphql } from '../gql';
import { BanConfirmDialog } from './admin/BanConfirmDialog';
import { BlockConfirmation } from './BlockConfirmation';
import { ReportSheet } from './ContentMenuSheet';
import { EditPostForm, type EditablePost } from './EditPostForm';
import { useAdminPostActions } from './useAdminPostActions';
import type { Author } from './PostMenu';
import { useDeletePost } from './useDeletePost';
import { useToggleBlock } from './useToggleBlock';
import { useToggleMute } from './useToggleMute';

/** Whether the viewer muted the author, asked when the sheet opens (a feed's posts do not carry it). */
export const PostAuthorMuteQuery = graphql(`
  query PostAuthorMute($id: ID!) {
    user(id: $id) {
      id
      isMutedByMe
    }
  }
`);

type Step = 'menu' | 'report' | 'edit' | 'delete' | 'block' | 'banAuthor';

/**
 * The sheet the '...' of a post opens (see PostMenu): Report; Edit for its author; Delete for its author and admins,
 * then a confirmation; admins' bans; on others' posts Mute / Unmute and Block, then a confirmation.
 */
export default function PostMenuSheet({ post, author, onGone, onClose }: { post: EditablePost; author: Author; onGone?: () => void; onClose: () => void }) {
  const postId = post.id;
  const [step, setStep] = useState<Step>('menu');
  const [deletePost, deleting] = useDeletePost();
  const viewer = useViewer();
  const admin = useAdminPostActions();
  const { toggleBlock, busy: blocking } = useToggleBlock();
  const { toggleMute, busy: muting } = useToggleMute();
  const textId = useId();
  const isAdmin = Boolean(viewer?.isAdmin);
  const own = author.id === viewer?.id;
  const mayDelete = own || isAdmin;
  // The spec offers a ban only for authors who are not administrators.
  const mayBanAuthor = isAdmin && !author.isAdmin && !own;
  const relation = useQuery(PostAuthorMuteQuery, { variables: { id: author.id }, skip: own });
  const muted = relation.data?.user?.isMutedByMe;

  async function run(action: () => Promise<boolean>) {
    if (await action()) change(false);
  }

  function change(next: boolean) {
    if (!next) onClose();
  }

  async function confirmDelete() {
    if (await deletePost(postId)) {
      change(false);
      onGone?.();
    }
  }

  async function confirmBlock() {
    if ((await toggleBlock(author)) === true) {
      change(false);
      onGone?.();
    }
  }

  async function mute() {
    if ((await toggleMute(author)) !== null) change(false);
  }

  if (step === 'banAuthor')
    return (
      <BanConfirmDialog username={author.username} busy={admin.busy} onConfirm={(reason) => admin.banAuthor(author.id, reason)} onClose={() => change(false)} />
    );

  return (
    <Dialog.Root open onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={step === 'report' ? 'dialog report-dialog' : step === 'edit' ? 'dialog' : 'dialog dialog--sheet'}
          aria-describedby={step === 'delete' || step === 'block' ? textId : undefined}
        >
          {step === 'report' ? (
            <ReportSheet what="post" target={{ kind: 'post', id: postId }} onDone={() => change(false)} />
          ) : step === 'edit' ? (
            <EditPostForm post={post} onDone={() => change(false)} />
          ) : step === 'delete' ? (
            <>
              <Dialog.Title className="dialog__title">Delete post?</Dialog.Title>
              <p id={textId} className="dialog__text">
                This post, its likes and its comments will be removed for everyone. This can’t be undone.
              </p>
              <div className="dialog__actions">
                <Dialog.Close className="button button--secondary" disabled={deleting}>
                  Cancel
                </Dialog.Close>
                <button type="button" className="button button--danger" onClick={confirmDelete} disabled={deleting}>
                  {deleting ? 'Deleting...' : 'Delete'}
                </button>
              </div>
            </>
          ) : step === 'block' ? (
            <BlockConfirmation username={author.username} textId={textId} busy={blocking} onBlock={confirmBlock} />
          ) : (
            <>
              <Dialog.Title className="sr-only">Post options</Dialog.Title>
              <div className="sheet-list">
                <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setStep('report')}>
                  Report
                </button>
                {own && (
                  <button type="button" className="sheet-list__item" onClick={() => setStep('edit')}>
                    Edit
                  </button>
                )}
                {mayDelete && (
                  <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setStep('delete')}>
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
                  <button type="button" className="sheet-list__item sheet-list__item--danger" disabled={admin.busy} onClick={() => setStep('banAuthor')}>
                    Ban <bdi>{author.username}</bdi>
                  </button>
                )}
                {!own && (
                  <>
                    <button type="button" className="sheet-list__item" disabled={muted === undefined || muting} onClick={mute}>
                      {muted ? 'Unmute' : 'Mute'}
                    </button>
                    <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setStep('block')}>
                      Block
                    </button>
                  </>
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
