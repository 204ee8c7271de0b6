import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useMediaAlt } from '../lib/mediaAlt';
import { FEED_PHOTO_SIZES, photoSrcSet } from '../lib/photoSources';
import { fallbackTo, IMAGE_PLACEHOLDER } from './Avatar';
import { FeedVideo } from './FeedVideo';
import { ChevronLeftIcon, ChevronRightIcon } from './Icons';
import '../styles/albumCarousel.css';

export type AlbumItem = { url: string; type: 'image' | 'video'; alt: string; width?: number | null; height?: number | null; posterUrl?: string | null };

const messages = defineMessages({
  album: { id: 'albumCarousel.album', defaultMessage: 'Album of {count}' },
  slide: { id: 'albumCarousel.slide', defaultMessage: '{index} of {count}' },
  previous: { id: 'albumCarousel.previous', defaultMessage: 'Previous' },
  next: { id: 'albumCarousel.next', defaultMessage: 'Next' },
});

/**
 * An album's photos and videos side by side, one at a time: swiped (the track scrolls and snaps),
 * or stepped with the arrows; dots and '1/3' say where the reader is. Every item takes the first's
 * shape, as on Instagram, so the card does not change height while swiping. A video plays only
 * while it is the one shown and the card is on screen (FeedVideo): one swiped away is paused.
 */
export function AlbumCarousel({ items, username, priority, shape }: { items: AlbumItem[]; username: string; priority: boolean; shape?: CSSProperties }) {
  const { formatMessage: t } = useIntl();
  const mediaAlt = useMediaAlt();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio >= 0.6) setIndex(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: list, threshold: [0, 0.6] },
    );
    for (const slide of list.children) observer.observe(slide);
    return () => observer.disconnect();
  }, []);

  const go = (to: number) => {
    const list = track.current;
    // Right to left, the track starts at its right edge and scrolls towards negative offsets.
    const direction = list && getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    if (list) list.scrollTo({ left: direction * to * list.clientWidth, behavior: 'smooth' });
  };

  return (
    <section className="album" aria-roledescription="carousel" aria-label={t(messages.album, { count: items.length })}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so that a keyboard's arrows scroll it too */}
      <ul className="album__track" ref={track} style={shape} data-testid="album-track" tabIndex={0}>
        {items.map((item, i) => (
          <li
            key={item.url}
            className="album__slide"
            data-index={i}
            aria-roledescription="slide"
            aria-label={t(messages.slide, { index: i + 1, count: items.length })}
          >
            {item.type === 'video' ? (
              <FeedVideo src={item.url} poster={item.posterUrl} label={mediaAlt(item, username)} />
            ) : (
              <img
                src={item.url || IMAGE_PLACEHOLDER}
                srcSet={photoSrcSet(item.url)}
                sizes={FEED_PHOTO_SIZES}
                alt={mediaAlt(item, username)}
                loading={priority && i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                onError={fallbackTo(IMAGE_PLACEHOLDER)}
              />
            )}
          </li>
        ))}
      </ul>
      <span className="album__count" aria-hidden="true">
        {index + 1}/{items.length}
      </span>
      {index > 0 && (
        <button type="button" className="album__arrow album__arrow--back" aria-label={t(messages.previous)} onClick={() => go(index - 1)}>
          <ChevronLeftIcon width={18} height={18} />
        </button>
      )}
      {index < items.length - 1 && (
        <button type="button" className="album__arrow album__arrow--next" aria-label={t(messages.next)} onClick={() => go(index + 1)}>
          <ChevronRightIcon width={18} height={18} />
        </button>
      )}
      <span className="album__dots" aria-hidden="true">
        {items.map((item, i) => (
          <span key={item.url} className={`album__dot${i === index ? ' album__dot--on' : ''}`} />
        ))}
      </span>
    </section>
  );
}
