import { useMutation } from '@apollo/client/react';
import { useViewer } from '../../auth/AuthProvider';
import { ContentMenu } from '../ContentMenu';
import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import type { StoriesQuery as StoriesQueryResult } from '../../gql/graphql';
import { Avatar, fallbackTo, IMAGE_PLACEHOLDER } from '../Avatar';
import { CloseIcon } from '../Icons';
import { RelativeTime } from '../RelativeTime';
import { MarkStorySeenMutation } from './storyOperations';
import { StoryVideo } from './StoryVideo';
import { useDeleteStory } from './useDeleteStory';
import { StoryViewersPanel } from './StoryViewersPanel';
import { StoryReplyForm } from './StoryReplyForm';
import { useToast } from '../Toaster';
import { errorMessage } from '../../lib/errors';

export type StoryGroup = StoriesQueryResult['stories'][number];

export const STORY_DURATION_MS = 5000;
const SWIPE_CLOSE_PX = 80;

/**
 * Full-screen viewer of the stories row from one person on: a progress bar per story, taps on the
 * right or left third go forward or back, a photo advances by itself after 5 s and a video when it
 * ends (its bar follows the video), and a swipe down or the close button leaves. Every story shown
 * is marked seen.
 */
const messages = defineMessages({
  deleted: { id: 'storyViewer.deleted', defaultMessage: 'Story deleted' },
  deleteFailed: { id: 'storyViewer.deleteFailed', defaultMessage: 'Could not delete the story.' },
  storyBy: { id: 'storyViewer.storyBy', defaultMessage: 'Story by {username}' },
  delete: { id: 'storyViewer.delete', defaultMessage: 'Delete' },
  moreOptions: { id: 'storyViewer.moreOptions', defaultMessage: 'More options for the story of {username}' },
  close: { id: 'storyViewer.close', defaultMessage: 'Close story' },
  stage: {
    id: 'storyViewer.stage',
    defaultMessage: 'Story {index} of {count}. Tap the left side for the previous story, the right side for the next.',
  },
  noViewers: { id: 'storyViewer.noViewers', defaultMessage: 'No viewers yet' },
  seenBy: { id: 'storyViewer.seenBy', defaultMessage: 'Seen by {count}' },
  deleteTitle: { id: 'storyViewer.deleteTitle', defaultMessage: 'Delete this story?' },
  deleteHint: { id: 'storyViewer.deleteHint', defaultMessage: 'It will be removed for everyone at once.' },
  cancel: { id: 'storyViewer.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'storyViewer.deleting', defaultMessage: 'Deleting...' },
});

/** Right to left, the stories run the other way: the right side and the right arrow go back. */
const rightToLeft = () => document.documentElement.dir === 'rtl';

export function StoryViewer({ groups, startGroup, onClose }: { groups: StoryGroup[]; startGroup: number; onClose: () => void }) {
  const [position, setPosition] = useState({ group: startGroup, story: firstUnseen(groups[startGroup]) });
  const [markSeen] = useMutation(MarkStorySeenMutation);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const group = groups[position.group];
  const story = group?.stories[position.story];
  const { formatMessage: t } = useIntl();
  const viewer = useViewer();

  // The latest props, read by stable callbacks: the list changes as stories are marked seen, and a
  // new callback would restart the running story's timer.
  const latest = useRef({ groups, onClose });
  latest.current = { groups, onClose };

  const next = useCallback(() => {
    const { groups: all, onClose: close } = latest.current;
    setPosition((at) => {
      if (at.story + 1 < all[at.group].stories.length) return { ...at, story: at.story + 1 };
      if (at.group + 1 < all.length) return { group: at.group + 1, story: firstUnseen(all[at.group + 1]) };
      queueMicrotask(close);
      return at;
    });
  }, []);

  const previous = useCallback(() => {
    const { groups: all } = latest.current;
    setPosition((at) => {
      if (at.story > 0) return { ...at, story: at.story - 1 };
      if (at.group > 0) return { group: at.group - 1, story: all[at.group - 1].stories.length - 1 };
      return at;
    });
  }, []);

  // Keyed by the story's id: marking it seen updates the story in the cache, which must not restart its 5 s.
  const storyId = story?.id;
  const isVideo = story?.mediaType === 'video';
  const [videoProgress, setVideoProgress] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [showingViewers, setShowingViewers] = useState(false);
  const [replying, setReplying] = useState(false);
  const paused = confirming || showingViewers || replying;
  const [deleting, setDeleting] = useState(false);
  const deleteStory = useDeleteStory();
  const toast = useToast();
  const own = group?.user.id === viewer?.id;
  const alreadySeen = useRef(story?.seen ?? false);
  alreadySeen.current = story?.seen ?? false;
  useEffect(() => {
    if (storyId && !alreadySeen.current) void markSeen({ variables: { id: storyId } }).catch(() => undefined);
  }, [storyId, markSeen]);
  useEffect(() => {
    // A video moves on when it ends (StoryVideo), a photo after 5 s; neither while its author confirms a deletion or reads who saw
    // it, nor while a reply is being written.
    if (!storyId || isVideo || paused) return;
    const timer = window.setTimeout(next, STORY_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [storyId, isVideo, paused, next]);

  // A story deleted while shown (here or elsewhere) leaves at once: the next one shows, or the viewer closes.
  const gone = !group || !story;
  useEffect(() => {
    if (gone) latest.current.onClose();
  }, [gone]);

  async function confirmDelete() {
    if (!storyId || deleting) return;
    setDeleting(true);
    try {
      await deleteStory(storyId);
      toast({ title: t(messages.deleted) });
    } catch (error) {
      toast({ title: errorMessage(error, t(messages.deleteFailed)), variant: 'destructive' });
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      // The arrows move the caret of a reply being written, not the stories.
      if (event.target instanceof HTMLInputElement) return;
      const forward = rightToLeft() ? 'ArrowLeft' : 'ArrowRight';
      const back = rightToLeft() ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward) next();
      if (event.key === back) previous();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous]);

  function onPointerDown(event: PointerEvent) {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dy = event.clientY - start.y;
    if (dy > SWIPE_CLOSE_PX && Math.abs(dy) > Math.abs(event.clientX - start.x)) return onClose();
    if (Math.abs(dy) > 10 || Math.abs(event.clientX - start.x) > 10) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fromStart = rightToLeft() ? box.right - event.clientX : event.clientX - box.left;
    if (fromStart < box.width / 3) previous();
    else next();
  }

  if (gone) return null;
  const storyBy = t(messages.storyBy, { username: group.user.username });
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          className="story-viewer"
          aria-describedby={undefined}
          data-testid="story-viewer"
          // The story has the focus, not its first button (Delete on one's own, the menu on others'): a Tab still reaches them.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
        >
          <Dialog.Title className="sr-only">{storyBy}</Dialog.Title>
          <div className="story-viewer__bars" aria-hidden="true">
            {group.stories.map((s, i) => (
              <span key={s.id} className="story-viewer__bar">
                {i === position.story && isVideo ? (
                  <span key={`${s.id}-video`} className="story-viewer__fill" style={{ width: `${videoProgress * 100}%` }} />
                ) : (
                  <span
                    key={i === position.story ? `${s.id}-running` : s.id}
                    className={`story-viewer__fill${i < position.story ? ' story-viewer__fill--done' : i === position.story ? ' story-viewer__fill--running' : ''}`}
                    style={{ animationDuration: `${STORY_DURATION_MS}ms` }}
                  />
                )}
              </span>
            ))}
          </div>
          <div className="story-viewer__header">
            <Avatar src={group.user.avatar} alt="" size={32} />
            <bdi className="story-viewer__name">{group.user.username}</bdi>
            <RelativeTime className="story-viewer__time" date={story.createdAt} />
            {own && (
              <button
                type="button"
                className="button button--secondary story-viewer__delete"
                onClick={() => setConfirming(true)}
                disabled={deleting}
                data-testid="delete-story"
              >
                {t(messages.delete)}
              </button>
            )}
            {!own && (
              <ContentMenu
                what="story"
                className="story-viewer__menu"
                target={{ kind: 'story', id: story.id }}
                label={t(messages.moreOptions, { username: group.user.username })}
              />
            )}
            <Dialog.Close className="icon-button story-viewer__close" aria-label={t(messages.close)}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a tap area around the story, no form: a <fieldset> would bring a form group's borders and layout */}
          <div
            className="story-viewer__stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            role="group"
            aria-label={t(messages.stage, { index: position.story + 1, count: group.stories.length })}
          >
            {isVideo ? (
              <StoryVideo
                key={story.id}
                src={story.mediaUrl}
                poster={story.posterUrl}
                label={storyBy}
                paused={paused}
                onProgress={setVideoProgress}
                onEnded={next}
              />
            ) : (
              <img key={story.id} src={story.mediaUrl} alt={storyBy} onError={fallbackTo(IMAGE_PLACEHOLDER)} draggable={false} />
            )}
          </div>
          {own && story.viewersCount !== null && story.viewersCount !== undefined && !showingViewers && (
            <button type="button" className="story-viewer__seen" onClick={() => setShowingViewers(true)} data-testid="story-seen-by">
              {story.viewersCount === 0 ? t(messages.noViewers) : t(messages.seenBy, { count: story.viewersCount })}
            </button>
          )}
          {!own && <StoryReplyForm key={story.id} storyId={story.id} username={group.user.username} onTyping={setReplying} />}
          {showingViewers && <StoryViewersPanel storyId={story.id} onClose={() => setShowingViewers(false)} />}
          {confirming && (
            <div className="story-viewer__confirm" role="alertdialog" aria-labelledby="story-delete-title" aria-describedby="story-delete-hint">
              <p id="story-delete-title" className="story-viewer__confirm-title">
                {t(messages.deleteTitle)}
              </p>
              <p id="story-delete-hint">{t(messages.deleteHint)}</p>
              <div className="form__actions">
                <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={deleting}>
                  {t(messages.cancel)}
                </button>
                <button type="button" className="button button--danger" onClick={confirmDelete} disabled={deleting} data-testid="confirm-delete-story">
                  {t(deleting ? messages.deleting : messages.delete)}
                </button>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function firstUnseen(group: StoryGroup | undefined): number {
  const index = group?.stories.findIndex((s) => !s.seen) ?? -1;
  return index === -1 ? 0 : index;
}
