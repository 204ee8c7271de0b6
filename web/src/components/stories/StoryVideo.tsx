import { useEffect, useRef } from 'react';

/**
 * A video story, played from its start with its sound off (browsers refuse to start a video with
 * sound by itself; the controls' mute button turns it on). Reports how far it has played, as a
 * fraction, on every frame so that the story's bar follows it smoothly, and when it ends.
 */
export function StoryVideo({
  src,
  poster,
  label,
  paused,
  onProgress,
  onEnded,
}: {
  src: string;
  poster: string | null;
  label: string;
  /** Held while its author reads who saw it, confirms a deletion, or someone writes a reply. */
  paused: boolean;
  onProgress: (fraction: number) => void;
  onEnded: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    onProgress(0);
    let frame = 0;
    const tick = () => {
      const element = video.current;
      if (element?.duration) onProgress(Math.min(1, element.currentTime / element.duration));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [onProgress]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) element.pause();
    else void element.play().catch(() => undefined);
  }, [paused]);

  return (
    <video
      ref={video}
      src={src}
      poster={poster ?? undefined}
      aria-label={label}
      data-testid="story-video"
      autoPlay
      muted
      playsInline
      onEnded={onEnded}
      draggable={false}
    />
  );
}
