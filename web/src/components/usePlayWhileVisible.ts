import { type RefObject, useEffect } from 'react';

/** How much of a video must be on screen to count as visible (Instagram's feed starts one about this far in). */
const VISIBLE = 0.6;

/**
 * A feed video plays only while visible, as on Instagram: muted when it comes into view, paused as
 * soon as it is scrolled off the screen or swiped away in its album (the observer's root is the
 * screen, and a slide off its album's track is clipped by it). It does not start by itself for
 * people who asked for reduced motion, nor again once they paused it themselves; the controls
 * stay theirs.
 */
export function usePlayWhileVisible(ref: RefObject<HTMLVideoElement | null>): void {
  useEffect(() => {
    const video = ref.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    let ours = false; // the next 'pause' is this hook's, not the person's
    let heldByPerson = false;
    const onPause = () => {
      if (!ours) heldByPerson = true;
      ours = false;
    };
    const onPlay = () => {
      heldByPerson = false;
    };
    video.addEventListener('pause', onPause);
    video.addEventListener('play', onPlay);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.intersectionRatio >= VISIBLE) {
          if (still || heldByPerson || !video.paused) return;
          // Browsers let a page start a video by itself only without sound.
          if (video.currentTime === 0) video.muted = true;
          video.play().catch(() => undefined);
        } else if (!video.paused) {
          ours = true;
          video.pause();
        }
      },
      { threshold: [0, VISIBLE] },
    );
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.removeEventListener('pause', onPause);
      video.removeEventListener('play', onPlay);
    };
  }, [ref]);
}
