import { useQuery } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
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

const messages = defineMessages({
  deleteTitle: { id: 'postMenuSheet.deleteTitle', defaultMessage: 'Delete post?' },
  deleteText: { id: 'postMenuSheet.deleteText', defaultMessage: 'This post, its likes and its comments will be removed for everyone. This can’t be undone.' },
  cancel: { id: 'postMenuSheet.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'postMenuSheet.deleting', defaultMessage: 'Deleting...' },
  delete: { id: 'postMenuSheet.delete', defaultMessage: 'Delete' },
  options: { id: 'postMenuSheet.options', defaultMessage: 'Post options' },
  report: { id: 'postMenuSheet.report', defaultMessage: 'Report' },
  edit: { id: 'postMenuSheet.edit', defaultMessage: 'Edit' },
  banPost: { id: 'postMenuSheet.banPost', defaultMessage: 'Ban post' },
  banAuthor: { id: 'postMenuSheet.banAuthor', defaultMessage: 'Ban <name></name>' },
  mute: { id: 'postMenuSheet.mute', defaultMessage: 'Mute' },
  unmute: { id: 'postMenuSheet.unmute', defaultMessage: 'Unmute' },
  block: { id: 'postMenuSheet.block', defaultMessage: 'Block' },
});

type Step = 'menu' | 'report' | 'edit' | 'delete' | 'block' | 'banAuthor';

/**
 * The sheet the '...' of a post opens (see PostMenu): Report; Edit for its author; Delete for its author and admins,
 * then a confirmation; admins' bans; on others' posts Mute / Unmute and Block, then a confirmation.
 */
export default function PostMenuSheet({ post, author, onGone, onClose }: { post: EditablePost; author: Author; onGone?: () => void; onClose: () => void }) {
  const { formatMessage: t } = useIntl();
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
              <Dialog.Title className="dialog__title">{t(messages.deleteTitle)}</Dialog.Title>
              <p id={textId} className="dialog__text">
                {t(messages.deleteText)}
              </p>
              <div className="dialog__actions">
                <Dialog.Close className="button button--secondary" disabled={deleting}>
                  {t(messages.cancel)}
                </Dialog.Close>
                <button type="button" className="button button--danger" onClick={confirmDelete} disabled={deleting}>
                  {t(deleting ? messages.deleting : messages.delete)}
                </button>
              </div>
            </>
          ) : step === 'block' ? (
            <BlockConfirmation username={author.username} textId={textId} busy={blocking} onBlock={confirmBlock} />
          ) : (
            <>
              <Dialog.Title className="sr-only">{t(messages.options)}</Dialog.Title>
              <div className="sheet-list">
                <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setStep('report')}>
                  {t(messages.report)}
                </button>
                {own && (
                  <button type="button" className="sheet-list__item" onClick={() => setStep('edit')}>
                    {t(messages.edit)}
                  </button>
                )}
                {mayDelete && (
                  <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setStep('delete')}>
                    {t(messages.delete)}
                  </button>
                )}
                {isAdmin && (
                  <button
                    type="button"
                    className="sheet-list__item sheet-list__item--danger"
                    disabled={admin.busy}
                    onClick={() => run(() => admin.banPost(postId))}
                  >
                    {t(messages.banPost)}
                  </button>
                )}
                {mayBanAuthor && (
                  <button type="button" className="sheet-list__item sheet-list__item--danger" disabled={admin.busy} onClick={() => setStep('banAuthor')}>
                    {t(messages.banAuthor, { name: () => <bdi key="name">{author.username}</bdi> })}
                  </button>
                )}
                {!own && (
                  <>
                    <button type="button" className="sheet-list__item" disabled={muted === undefined || muting} onClick={mute}>
                      {t(muted ? messages.unmute : messages.mute)}
                    </button>
                    <button type="button" className="sheet-list__item sheet-list__item--danger" onClick={() => setStep('block')}>
                      {t(messages.block)}
                    </button>
                  </>
                )}
                <Dialog.Close className="sheet-list__item">{t(messages.cancel)}</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
