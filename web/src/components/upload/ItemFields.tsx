import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icons';
import { ASPECTS, type Aspect } from './cropFrame';
import { ALT_MAX, altProblem, counter } from './uploadChecks';
import type { UploadItem } from './useUploadItems';

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
  const uid = useId();
  const problem = altProblem(item.alt, item.kind, index);
  const described = `${uid}-counter${problem ? ` ${uid}-error` : ''}`;
  return (
    <section className="upload-item" aria-labelledby={`${uid}-title`}>
      <div className="upload-item__header">
        <h2 id={`${uid}-title`} className="upload-item__title">
          {count > 1 ? `${name} of ${count}` : name}
        </h2>
        {count > 1 && (
          <div className="upload-item__order">
            <button type="button" className="icon-button" aria-label={`Move ${name} earlier`} disabled={index === 0} onClick={() => onMove(-1)}>
              <ChevronLeftIcon />
            </button>
            <button type="button" className="icon-button" aria-label={`Move ${name} later`} disabled={index === count - 1} onClick={() => onMove(1)}>
              <ChevronRightIcon />
            </button>
          </div>
        )}
      </div>

      {item.kind === 'image' && item.status !== 'broken' && (
        <div className="aspects" role="radiogroup" aria-label="Crop">
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
              {aspect.label}
            </button>
          ))}
        </div>
      )}

      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={`${uid}-alt`} className="field__label">
          Alt text
        </label>
        <textarea
          id={`${uid}-alt`}
          className="input textarea"
          dir="auto"
          rows={2}
          placeholder="Write alt text"
          value={item.alt}
          onChange={(event) => onAlt(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
        />
        <p className="field__hint upload-item__hint">
          <span>Alt text describes your {item.kind === 'video' ? 'video' : 'photo'} for people who can't see it.</span>
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
