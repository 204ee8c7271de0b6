import { useId } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icons';
import { ASPECTS, type Aspect } from './cropFrame';
import { ALT_MAX, useUploadTexts } from './uploadChecks';
import type { UploadItem } from './useUploadItems';

const messages = defineMessages({
  title: { id: 'itemFields.title', defaultMessage: '{name} of {count}' },
  earlier: { id: 'itemFields.earlier', defaultMessage: 'Move {name} earlier' },
  later: { id: 'itemFields.later', defaultMessage: 'Move {name} later' },
  crop: { id: 'itemFields.crop', defaultMessage: 'Crop' },
  aspect: {
    id: 'itemFields.aspect',
    defaultMessage: '{aspect, select, original {Original} square {Square 1:1} portrait {Portrait 4:5} other {Landscape 1.91:1}}',
  },
  altText: { id: 'itemFields.altText', defaultMessage: 'Alt text' },
  altPlaceholder: { id: 'itemFields.altPlaceholder', defaultMessage: 'Write alt text' },
  altHint: { id: 'itemFields.altHint', defaultMessage: "Alt text describes your {type, select, video {video} other {photo}} for people who can't see it." },
});

/**
 * What the selected item gets before sending: its place in the album, its shape (photos only:
 * videos are not cropped) and its alt text, with a counter and the limit checked here.
 */
export function ItemFields({
  item,
  index,
  count,
  name,
  onMove,
  onAspect,
  onAlt,
}: {
  item: UploadItem;
  index: number;
  count: number;
  name: string;
  onMove: (by: -1 | 1) => void;
  onAspect: (aspect: Aspect) => void;
  onAlt: (alt: string) => void;
}) {
  const { formatMessage: t } = useIntl();
  const { altProblem, counter } = useUploadTexts();
  const uid = useId();
  const problem = altProblem(item.alt, item.kind, index);
  const described = `${uid}-counter${problem ? ` ${uid}-error` : ''}`;
  return (
    <section className="upload-item" aria-labelledby={`${uid}-title`}>
      <div className="upload-item__header">
        <h2 id={`${uid}-title`} className="upload-item__title">
          {count > 1 ? t(messages.title, { name, count }) : name}
        </h2>
        {count > 1 && (
          <div className="upload-item__order">
            <button type="button" className="icon-button" aria-label={t(messages.earlier, { name })} disabled={index === 0} onClick={() => onMove(-1)}>
              <ChevronLeftIcon />
            </button>
            <button type="button" className="icon-button" aria-label={t(messages.later, { name })} disabled={index === count - 1} onClick={() => onMove(1)}>
              <ChevronRightIcon />
            </button>
          </div>
        )}
      </div>

      {item.kind === 'image' && item.status !== 'broken' && (
        <div className="aspects" role="radiogroup" aria-label={t(messages.crop)}>
          {ASPECTS.map((aspect) => (
            // biome-ignore lint/a11y/useSemanticElements: a segmented control of styled buttons, with the ARIA radio pattern as the Post/Story switch
            <button
              key={aspect.value}
              type="button"
              role="radio"
              aria-checked={item.aspect === aspect.value}
              className={`aspects__item${item.aspect === aspect.value ? ' aspects__item--active' : ''}`}
              disabled={item.status !== 'ready'}
              onClick={() => onAspect(aspect.value)}
            >
              {t(messages.aspect, { aspect: aspect.value })}
            </button>
          ))}
        </div>
      )}

      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={`${uid}-alt`} className="field__label">
          {t(messages.altText)}
        </label>
        <textarea
          id={`${uid}-alt`}
          className="input textarea"
          dir="auto"
          rows={2}
          placeholder={t(messages.altPlaceholder)}
          value={item.alt}
          onChange={(event) => onAlt(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
        />
        <p className="field__hint upload-item__hint">
          <span>{t(messages.altHint, { type: item.kind })}</span>
          <span id={`${uid}-counter`} className={problem ? 'field__error' : undefined} data-testid="alt-counter">
            {counter(item.alt, ALT_MAX)}
          </span>
        </p>
        {problem && (
          <p id={`${uid}-error`} className="field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}
