import { useState, type SyntheticEvent } from 'react';

export const AVATAR_PLACEHOLDER = '/placeholder-avatar.svg';
export const IMAGE_PLACEHOLDER = '/placeholder-image.svg';

/** Replaces a broken image by the placeholder (once, so a broken placeholder can't loop). */
export function fallbackTo(placeholder: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget;
    if (img.dataset.fallback) return;
    img.dataset.fallback = 'true';
    img.src = placeholder;
  };
}

export function Avatar({ src, alt, size = 32 }: { src?: string | null; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="avatar"
      src={!src || failed ? AVATAR_PLACEHOLDER : src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
