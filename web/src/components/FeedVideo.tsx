import { type CSSProperties, useRef } from 'react';
import { usePlayWhileVisible } from './usePlayWhileVisible';

/** A post's video in the feed or on its page: named by its alt text (`label`), playing only while visible. */
export function FeedVideo({ src, poster, label, style }: { src: string; poster?: string | null; label: string; style?: CSSProperties }) {
  const ref = useRef<HTMLVideoElement>(null);
  usePlayWhileVisible(ref);
  return <video ref={ref} src={src} poster={poster ?? undefined} controls playsInline preload="metadata" aria-label={label} style={style} />;
}
