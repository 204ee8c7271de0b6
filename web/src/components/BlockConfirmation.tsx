import * as Dialog from '@radix-ui/react-dialog';
import { BLOCK_EXPLANATION } from './useToggleBlock';

/** The confirmation a block asks for in a '...' sheet (a post's or a profile's), in Instagram's words: Block / Cancel. */
export function BlockConfirmation({ username, textId, busy, onBlock }: { username: string; textId: string; busy: boolean; onBlock: () => void }) {
  return (
    <>
      <Dialog.Title className="dialog__title">
        Block <bdi>{username}</bdi>?
      </Dialog.Title>
      <p id={textId} className="dialog__text">
        {BLOCK_EXPLANATION}
      </p>
      <div className="dialog__actions">
        <Dialog.Close className="button button--secondary" disabled={busy}>
          Cancel
        </Dialog.Close>
        <button type="button" className="button button--danger" onClick={onBlock} disabled={busy} data-testid="confirm-block">
          {busy ? 'Blocking...' : 'Block'}
        </button>
      </div>
    </>
  );
}
