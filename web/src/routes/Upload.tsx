import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { ImageIcon } from '../components/Icons';
import { useToast } from '../components/Toaster';
import { ItemFields } from '../components/upload/ItemFields';
import { CANNOT_USE, ItemPreview } from '../components/upload/ItemPreview';
import { MediaStrip } from '../components/upload/MediaStrip';
import { ACCEPTED_TYPES, altProblem, CAPTION_MAX, captionProblem, counter, itemName } from '../components/upload/uploadChecks';
import { useViewer } from '../auth/AuthProvider';
import { ShareFailure, TRY_AGAIN, useSharePost } from '../components/upload/useSharePost';
import { useReceiveSharedFiles } from '../components/upload/useReceiveSharedFiles';
import { useUploadItems } from '../components/upload/useUploadItems';
import { storyFileProblem } from '../components/stories/storyFile';
import { usePublishStory } from '../components/stories/usePublishStory';
import { useMentionSuggestions } from '../components/useMentionSuggestions';
import { errorMessage } from '../lib/errors';
import '../styles/upload.css';

type Mode = 'post' | 'story';

/** A post made offline: it waits in the outbox, shown above the feed. */
export const POST_WAITING = "Your post will be shared when you're back online.";
const ONE_STORY = 'A story is one photo or video: remove the others to share it as a story.';

/** Create: up to 10 photos and videos as a post (each cropped and described), or one as a story. */
export function UploadPage() {
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
  const [storyProblem, setStoryProblem] = useState<string | null>(null);
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
      ? `${itemName(items[brokenIndex].kind, brokenIndex)}: ${CANNOT_USE}. Remove it to share.`
      : mode === 'story'
        ? items.length > 1
          ? ONE_STORY
          : storyProblem
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
      if (shared === 'waiting') toast({ title: POST_WAITING });
      else toast({ title: mode === 'story' ? 'Story uploaded successfully!' : 'Post uploaded successfully!' });
      navigate('/');
    } catch (error) {
      if (error instanceof ShareFailure) {
        if (error.itemKey) chosen.select(error.itemKey);
        toast({ title: error.title, description: error.description || undefined, variant: 'destructive' });
      } else {
        // The story's own check or the server's refusal, in its words; only a lost connection says to try again.
        const detail = errorMessage(error, '');
        toast({ title: 'Your story could not be shared', description: detail || TRY_AGAIN, variant: 'destructive' });
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
          <h1 className="page-header__title">Create New Post</h1>
        </header>

        <form className="form upload" onSubmit={onSubmit} aria-label="Create new post" noValidate>
          <input
            id={`${uid}-media`}
            name="media"
            type="file"
            multiple
            accept={ACCEPTED_TYPES}
            className="sr-only file-input--overlay"
            onChange={choose}
            data-testid="media-input"
            aria-label="Choose photos or videos"
            disabled={busy}
          />
          {items.length === 0 && (
            <label htmlFor={`${uid}-media`} className="dropzone">
              <ImageIcon width={40} height={40} />
              <span className="dropzone__title">Choose photos or videos</span>
              <span className="dropzone__hint">Up to 10 for a post, or one for your story</span>
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
              <div className="segmented" role="radiogroup" aria-label="Upload type">
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
                    {value === 'post' ? 'Post' : 'Story'}
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
                      Caption
                    </label>
                    <textarea
                      id={`${uid}-caption`}
                      name="caption"
                      className="input textarea"
                      dir="auto"
                      rows={3}
                      placeholder="Write a caption..."
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
                      Location (optional)
                    </label>
                    <input
                      id={`${uid}-location`}
                      name="location"
                      className="input"
                      dir="auto"
                      placeholder="Add location"
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
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={items.length === 0 || busy || invalid || reading}>
              {busy ? 'Uploading...' : mode === 'story' ? 'Share Story' : 'Share Post'}
            </button>
          </div>
        </form>
      </div>
    </AppLayout>
  );
}
