import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { ImageIcon } from '../components/Icons';
import { useToast } from '../components/Toaster';
import { ItemFields } from '../components/upload/ItemFields';
import { ItemPreview } from '../components/upload/ItemPreview';
import { MediaStrip } from '../components/upload/MediaStrip';
import { ACCEPTED_TYPES, altProblem, CAPTION_MAX, useUploadTexts } from '../components/upload/uploadChecks';
import { useViewer } from '../auth/AuthProvider';
import { ShareFailure, TRY_AGAIN, useSharePost } from '../components/upload/useSharePost';
import { useReceiveSharedFiles } from '../components/upload/useReceiveSharedFiles';
import { useUploadItems } from '../components/upload/useUploadItems';
import { storyFileProblem } from '../components/stories/storyFile';
import { usePublishStory } from '../components/stories/usePublishStory';
import { useMentionSuggestions } from '../components/useMentionSuggestions';
import { defineMessages } from '../i18n/defineMessages';
import { errorMessage } from '../lib/errors';
import '../styles/upload.css';

type Mode = 'post' | 'story';

const messages = defineMessages({
  // A post made offline: it waits in the outbox, shown above the feed.
  waiting: { id: 'upload.waiting', defaultMessage: "Your post will be shared when you're back online." },
  oneStory: { id: 'upload.oneStory', defaultMessage: 'A story is one photo or video: remove the others to share it as a story.' },
  broken: { id: 'upload.broken', defaultMessage: "{name}: This file can't be used. Remove it to share." },
  storyUploaded: { id: 'upload.storyUploaded', defaultMessage: 'Story uploaded successfully!' },
  postUploaded: { id: 'upload.postUploaded', defaultMessage: 'Post uploaded successfully!' },
  storyFailed: { id: 'upload.storyFailed', defaultMessage: 'Your story could not be shared' },
  title: { id: 'upload.title', defaultMessage: 'Create New Post' },
  formLabel: { id: 'upload.formLabel', defaultMessage: 'Create new post' },
  choose: { id: 'upload.choose', defaultMessage: 'Choose photos or videos' },
  chooseHint: { id: 'upload.chooseHint', defaultMessage: 'Up to 10 for a post, or one for your story' },
  type: { id: 'upload.type', defaultMessage: 'Upload type' },
  post: { id: 'upload.post', defaultMessage: 'Post' },
  story: { id: 'upload.story', defaultMessage: 'Story' },
  caption: { id: 'upload.caption', defaultMessage: 'Caption' },
  captionPlaceholder: { id: 'upload.captionPlaceholder', defaultMessage: 'Write a caption...' },
  location: { id: 'upload.location', defaultMessage: 'Location (optional)' },
  locationPlaceholder: { id: 'upload.locationPlaceholder', defaultMessage: 'Add location' },
  cancel: { id: 'upload.cancel', defaultMessage: 'Cancel' },
  uploading: { id: 'upload.uploading', defaultMessage: 'Uploading...' },
  shareStory: { id: 'upload.shareStory', defaultMessage: 'Share Story' },
  sharePost: { id: 'upload.sharePost', defaultMessage: 'Share Post' },
});

/** Create: up to 10 photos and videos as a post (each cropped and described), or one as a story. */
export function UploadPage() {
  const { formatMessage: t } = useIntl();
  const { itemName, counter, captionProblem } = useUploadTexts();
  const navigate = useNavigate();
  const user = useViewer();
  const toast = useToast();
  const chosen = useUploadItems();
  const { items, selected } = chosen;
  const [mode, setMode] = useState<Mode>('post');
  const [caption, setCaption] = useState('');
  const captionMentions = useMentionSuggestions(caption, setCaption);
  const [location, setLocation] = useState('');
  const [busy, setBusy] = useState(false);
  const [storyProblem, setStoryProblem] = useState<MessageDescriptor | null>(null);
  const uid = useId();
  const sharePost = useSharePost();
  const publishStory = usePublishStory();
  // Shared from the phone's gallery or another app: those files (an album when several), and their words as the caption.
  useReceiveSharedFiles((shared) => {
    chosen.add(shared.files);
    if (shared.caption) setCaption(shared.caption);
  });

  const storyFile = mode === 'story' && items.length === 1 ? items[0].file : null;
  useEffect(() => {
    setStoryProblem(null);
    if (!storyFile) return;
    let current = true;
    // The same check and words as 'Add to Your Story' (a video of at most 60 seconds).
    void storyFileProblem(storyFile).then((problem) => current && setStoryProblem(problem));
    return () => {
      current = false;
    };
  }, [storyFile]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    chosen.add([...(event.target.files ?? [])]);
    event.target.value = '';
  }

  const brokenIndex = items.findIndex((item) => item.status === 'broken');
  const captionError = mode === 'post' ? captionProblem(caption) : null;
  const blocker =
    brokenIndex >= 0
      ? t(messages.broken, { name: itemName(items[brokenIndex].kind, brokenIndex) })
      : mode === 'story'
        ? items.length > 1
          ? t(messages.oneStory)
          : storyProblem && t(storyProblem)
        : null;
  const altTooLong = mode === 'post' && items.some((item, index) => altProblem(item.alt, item.kind, index));
  const invalid = Boolean(blocker || captionError || altTooLong);
  const reading = items.some((item) => item.status === 'reading');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || items.length === 0 || invalid || reading || !user) return;
    setBusy(true);
    try {
      if (mode === 'story') await publishStory(items[0].file);
      const shared = mode === 'story' ? 'shared' : await sharePost(user.id, items, caption, location);
      if (shared === 'waiting') toast({ title: t(messages.waiting) });
      else toast({ title: t(mode === 'story' ? messages.storyUploaded : messages.postUploaded) });
      navigate('/');
    } catch (error) {
      if (error instanceof ShareFailure) {
        if (error.itemKey) chosen.select(error.itemKey);
        toast({ title: error.title, description: error.description || undefined, variant: 'destructive' });
      } else {
        // The story's own check or the server's refusal, in its words; only a lost connection says to try again.
        const detail = errorMessage(error, '');
        toast({ title: t(messages.storyFailed), description: detail || t(TRY_AGAIN), variant: 'destructive' });
      }
      setBusy(false);
    }
  }

  const selectedIndex = selected ? items.indexOf(selected) : -1;
  const selectedName = selected ? itemName(selected.kind, selectedIndex) : '';

  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header">
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>

        <form className="form upload" onSubmit={onSubmit} aria-label={t(messages.formLabel)} noValidate>
          <input
            id={`${uid}-media`}
            name="media"
            type="file"
            multiple
            accept={ACCEPTED_TYPES}
            className="sr-only file-input--overlay"
            onChange={choose}
            data-testid="media-input"
            aria-label={t(messages.choose)}
            disabled={busy}
          />
          {items.length === 0 && (
            <label htmlFor={`${uid}-media`} className="dropzone">
              <ImageIcon width={40} height={40} />
              <span className="dropzone__title">{t(messages.choose)}</span>
              <span className="dropzone__hint">{t(messages.chooseHint)}</span>
            </label>
          )}
          {chosen.refusals.length > 0 && (
            <div role="alert" data-testid="upload-refusals">
              <ul className="upload__refusals">
                {chosen.refusals.map((refusal) => (
                  <li key={refusal}>{refusal}</li>
                ))}
              </ul>
            </div>
          )}

          {selected && (
            <>
              <div className="segmented" role="radiogroup" aria-label={t(messages.type)}>
                {(['post', 'story'] as const).map((value) => (
                  // biome-ignore lint/a11y/useSemanticElements: a segmented control of two styled buttons, with the ARIA radio pattern rather than hidden native radios
                  <button
                    key={value}
                    type="button"
                    role="radio"
                    aria-checked={mode === value}
                    className={`segmented__item${mode === value ? ' segmented__item--active' : ''}`}
                    onClick={() => setMode(value)}
                  >
                    {t(value === 'post' ? messages.post : messages.story)}
                  </button>
                ))}
              </div>

              <ItemPreview
                item={selected}
                name={selectedName}
                cropping={mode === 'post'}
                onCrop={(box) => chosen.setCrop(selected.key, box)}
                onBroken={() => chosen.markBroken(selected.key)}
                onRemove={() => chosen.remove(selected.key)}
              />
              <MediaStrip items={items} selectedKey={selected.key} onSelect={chosen.select} inputId={`${uid}-media`} />
              {blocker && (
                <p className="field__error" role="alert" data-testid="upload-blocker">
                  {blocker}
                </p>
              )}

              {mode === 'post' && (
                <>
                  {selected.status !== 'broken' && (
                    <ItemFields
                      item={selected}
                      index={selectedIndex}
                      count={items.length}
                      name={selectedName}
                      onMove={(by) => chosen.move(selected.key, by)}
                      onAspect={(aspect) => chosen.setAspect(selected.key, aspect)}
                      onAlt={(alt) => chosen.setAlt(selected.key, alt)}
                    />
                  )}
                  <div className={`field field--suggesting${captionError ? ' field--invalid' : ''}`}>
                    <label htmlFor={`${uid}-caption`} className="field__label">
                      {t(messages.caption)}
                    </label>
                    <textarea
                      id={`${uid}-caption`}
                      name="caption"
                      className="input textarea"
                      dir="auto"
                      rows={3}
                      placeholder={t(messages.captionPlaceholder)}
                      value={caption}
                      onChange={(event) => setCaption(event.target.value)}
                      aria-invalid={captionError ? true : undefined}
                      aria-describedby={`${uid}-caption-counter`}
                      {...captionMentions.fieldProps}
                    />
                    {captionMentions.suggestions}
                    <p
                      id={`${uid}-caption-counter`}
                      className={`field__hint upload__counter${captionError ? ' field__error' : ''}`}
                      data-testid="caption-counter"
                    >
                      {counter(caption, CAPTION_MAX)}
                    </p>
                    {captionError && (
                      <p className="field__error" role="alert">
                        {captionError}
                      </p>
                    )}
                  </div>
                  <div className="field">
                    <label htmlFor={`${uid}-location`} className="field__label">
                      {t(messages.location)}
                    </label>
                    <input
                      id={`${uid}-location`}
                      name="location"
                      className="input"
                      dir="auto"
                      placeholder={t(messages.locationPlaceholder)}
                      value={location}
                      onChange={(event) => setLocation(event.target.value)}
                    />
                  </div>
                </>
              )}
            </>
          )}

          <div className="form__actions">
            <button type="button" className="button button--secondary" onClick={() => navigate('/')} disabled={busy}>
              {t(messages.cancel)}
            </button>
            <button type="submit" className="button button--primary" disabled={items.length === 0 || busy || invalid || reading}>
              {t(busy ? messages.uploading : mode === 'story' ? messages.shareStory : messages.sharePost)}
            </button>
          </div>
        </form>
      </div>
    </AppLayout>
  );
}
