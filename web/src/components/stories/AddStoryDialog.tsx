import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { errorMessage } from '../../lib/errors';
import { timedOutMessage } from '../../lib/rateLimit';
import { CloseIcon, ImageIcon } from '../Icons';
import { useToast } from '../Toaster';
import { STORY_FILE_TYPES, storyFileProblem } from './storyFile';
import { usePublishStory } from './usePublishStory';

const messages = defineMessages({
  failed: { id: 'addStoryDialog.failed', defaultMessage: 'Failed to upload story. Please try again.' },
  uploaded: { id: 'addStoryDialog.uploaded', defaultMessage: 'Story uploaded successfully!' },
  title: { id: 'addStoryDialog.title', defaultMessage: 'Add to Your Story' },
  close: { id: 'addStoryDialog.close', defaultMessage: 'Close' },
  choose: { id: 'addStoryDialog.choose', defaultMessage: 'Choose a photo or video for your story' },
  preview: { id: 'addStoryDialog.preview', defaultMessage: 'Selected story preview' },
  chooseDifferent: { id: 'addStoryDialog.chooseDifferent', defaultMessage: 'Choose Different' },
  uploading: { id: 'addStoryDialog.uploading', defaultMessage: 'Uploading...' },
  share: { id: 'addStoryDialog.share', defaultMessage: 'Share to Story' },
  dropTitle: { id: 'addStoryDialog.dropTitle', defaultMessage: 'Choose a photo or video' },
  hint: { id: 'addStoryDialog.hint', defaultMessage: 'Your story shows to your followers for 24 hours.' },
});

/** 'Add to Your Story': choose a photo or a video, see it, choose another or share it. */
export function AddStoryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const publish = usePublishStory();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const uid = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    if (!open) {
      setFile(null);
      setBusy(false);
    }
  }, [open]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = await storyFileProblem(chosen);
    if (problem) {
      toast({ title: t(problem), variant: 'destructive' });
      return;
    }
    setFile(chosen);
  }

  async function share() {
    if (!file || busy) return;
    setBusy(true);
    try {
      await publish(file);
      toast({ title: t(messages.uploaded) });
      onOpenChange(false);
    } catch (error) {
      const detail = errorMessage(error, '');
      // A timed-out person is told until when, in the server's words.
      const timedOut = timedOutMessage(error);
      if (timedOut) {
        toast({ title: timedOut, variant: 'destructive' });
        setBusy(false);
        return;
      }
      const failed = t(messages.failed);
      toast({ title: failed, description: detail && detail !== failed ? detail : undefined, variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="story-dialog-overlay" />
        <Dialog.Content className="story-dialog" aria-describedby={`${uid}-hint`}>
          <div className="story-dialog__header">
            <Dialog.Title className="story-dialog__title">{t(messages.title)}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t(messages.close)} disabled={busy}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <input
            ref={input}
            id={`${uid}-file`}
            type="file"
            accept={STORY_FILE_TYPES}
            className="sr-only"
            onChange={choose}
            data-testid="story-input"
            aria-label={t(messages.choose)}
          />
          {preview ? (
            <>
              {file?.type.startsWith('video/') ? (
                <video className="story-add__preview" src={preview} aria-label={t(messages.preview)} muted playsInline controls />
              ) : (
                <img className="story-add__preview" src={preview} alt={t(messages.preview)} />
              )}
              <div className="form__actions">
                <button type="button" className="button button--secondary" onClick={() => input.current?.click()} disabled={busy}>
                  {t(messages.chooseDifferent)}
                </button>
                <button type="button" className="button button--primary" onClick={share} disabled={busy}>
                  {t(busy ? messages.uploading : messages.share)}
                </button>
              </div>
            </>
          ) : (
            <label htmlFor={`${uid}-file`} className="dropzone">
              <ImageIcon width={40} height={40} />
              <span className="dropzone__title">{t(messages.dropTitle)}</span>
              <span id={`${uid}-hint`} className="dropzone__hint">
                {t(messages.hint)}
              </span>
            </label>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
