import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLayout } from '../components/AppLayout';
import { CloseIcon, ImageIcon } from '../components/Icons';
import { useToast } from '../components/Toaster';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import { TIMED_OUT_PREFIX } from '../lib/rateLimit';
import { uploadMedia } from '../lib/media';
import { STORY_PHOTOS_ONLY, usePublishStory } from '../components/stories/usePublishStory';
import { useMentionSuggestions } from '../components/useMentionSuggestions';

export const CreatePostMutation = graphql(`
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      ...PostCard_post
    }
  }
`);

type Mode = 'post' | 'story';

/** The feed as the cache stores it: edges whose node is a reference to the Post. */
interface CachedFeed {
  edges: Array<{ __typename?: string; cursor?: string; node: Reference }>;
}

const UPLOAD_ERROR: Record<Mode, string> = {
  post: 'Failed to upload post. Please try again.',
  story: 'Failed to upload story. Please try again.',
};

export function UploadPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('post');
  const [caption, setCaption] = useState('');
  const captionMentions = useMentionSuggestions(caption, setCaption);
  const [location, setLocation] = useState('');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const uid = useId();
  const publishStory = usePublishStory();

  const [createPost] = useMutation(CreatePostMutation, {
    update(cache, { data }) {
      const post = data?.createPost;
      if (!post) return;
      const ref = cache.identify(post);
      if (!ref) return;
      // Put the new post at the top of the feed (the feed keeps one list for all its pages).
      cache.modify<{ feed: CachedFeed }>({
        id: 'ROOT_QUERY',
        fields: {
          feed(existing, { toReference, readField, isReference }) {
            if (!existing || isReference(existing)) return existing;
            if (existing.edges.some((edge) => readField<string>('id', edge.node) === post.id)) return existing;
            const node = toReference(ref);
            if (!node) return existing;
            return { ...existing, edges: [{ __typename: 'PostEdge', cursor: post.id, node }, ...existing.edges] };
          },
        },
      });
      const meId = cache.identify({ __typename: 'Me', id: post.user.id });
      if (meId) {
        cache.modify({ id: meId, fields: { postsCount: (count: number) => count + 1 } });
      }
    },
  });

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !(chosen.type.startsWith('image/') || chosen.type.startsWith('video/'))) {
      toast({ title: 'Please choose a photo or a video.', variant: 'destructive' });
      return;
    }
    setFile(chosen);
  }

  function clear() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!file) {
      toast({ title: 'No file selected', variant: 'destructive' });
      return;
    }
    if (mode === 'story' && !file.type.startsWith('image/')) {
      toast({ title: UPLOAD_ERROR.story, description: STORY_PHOTOS_ONLY, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      if (mode === 'story') {
        await publishStory(file);
        toast({ title: 'Story uploaded successfully!' });
        navigate('/');
        return;
      }
      const media = await uploadMedia(file, 'Post upload failed');
      const result = await createPost({
        variables: {
          input: {
            mediaId: media.id,
            caption: caption.trim() || null,
            location: location.trim() || null,
          },
        },
      });
      if (!result.data) throw result.error ?? new Error('Post upload failed');
      toast({ title: 'Post uploaded successfully!' });
      navigate('/');
    } catch (error) {
      const detail = errorMessage(error, '');
      // A timed-out person is told until when, in the server's words.
      if (detail.startsWith(TIMED_OUT_PREFIX)) {
        toast({ title: detail, variant: 'destructive' });
        setBusy(false);
        return;
      }
      toast({
        title: UPLOAD_ERROR[mode],
        description: detail && detail !== UPLOAD_ERROR[mode] ? detail : undefined,
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  const isVideo = file?.type.startsWith('video/');
  const storyWithVideo = mode === 'story' && Boolean(isVideo);

  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header">
          <h1 className="page-header__title">Create New Post</h1>
        </header>

        <form className="form upload" onSubmit={onSubmit} aria-label="Create new post">
          <input
            ref={fileInput}
            id={`${uid}-media`}
            name="media"
            type="file"
            accept="image/*,video/*"
            className="sr-only file-input--overlay"
            onChange={choose}
            data-testid="media-input"
            aria-label="Choose photo or video"
          />
          {!file && (
            <label htmlFor={`${uid}-media`} className="dropzone">
              <ImageIcon width={40} height={40} />
              <span className="dropzone__title">Choose a photo or video</span>
              <span className="dropzone__hint">Tap to select media from your device</span>
            </label>
          )}

          {file && preview && (
            <>
              <div className="segmented" role="radiogroup" aria-label="Upload type">
                {/* biome-ignore lint/a11y/useSemanticElements: a segmented control of two styled buttons, with the ARIA radio pattern rather than hidden native radios */}
                <button
                  type="button"
                  role="radio"
                  aria-checked={mode === 'post'}
                  className={`segmented__item${mode === 'post' ? ' segmented__item--active' : ''}`}
                  onClick={() => setMode('post')}
                >
                  Post
                </button>
                {/* biome-ignore lint/a11y/useSemanticElements: as above */}
                <button
                  type="button"
                  role="radio"
                  aria-checked={mode === 'story'}
                  className={`segmented__item${mode === 'story' ? ' segmented__item--active' : ''}`}
                  onClick={() => setMode('story')}
                >
                  Story
                </button>
              </div>
              {storyWithVideo && (
                <p className="field__error segmented__hint" role="alert" data-testid="story-video-refused">
                  {STORY_PHOTOS_ONLY}
                </p>
              )}

              <div className="upload__preview">
                {isVideo ? (
                  <video src={preview} controls playsInline aria-label="Selected video preview" />
                ) : (
                  <img src={preview} alt="Selected photo preview" />
                )}
                <button type="button" className="icon-button upload__clear" aria-label="Remove selected media" onClick={clear}>
                  <CloseIcon />
                </button>
              </div>

              {mode === 'post' && (
                <>
                  <div className="field field--suggesting">
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
                      {...captionMentions.fieldProps}
                    />
                    {captionMentions.suggestions}
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
            <button type="submit" className="button button--primary" disabled={!file || busy || storyWithVideo}>
              {busy ? 'Uploading...' : mode === 'story' ? 'Share Story' : 'Share Post'}
            </button>
          </div>
        </form>
      </div>
    </AppLayout>
  );
}
