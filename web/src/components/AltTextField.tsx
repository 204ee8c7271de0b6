import { useId } from 'react';
import { ALT_MAX, altTooLong, itemName } from '../../../domain/post/altText';
import { characterCount } from '../../../domain/text';
import { fallbackTo, IMAGE_PLACEHOLDER } from './Avatar';
import { FieldError } from './FormField';

export type AltTextItem = { url: string; type: 'image' | 'video'; posterUrl?: string | null };

/** Whether an alt text is within ALT_MAX, as the server counts. */
export const altFits = (alt: string) => characterCount(alt) <= ALT_MAX;

/**
 * The alt text of a post's `index`th photo or video, beside a small thumbnail of it, with its
 * counter (n/1,000). Alt text is one line: a new line typed or pasted becomes a space.
 */
export function AltTextField({ item, index, value, onChange }: { item: AltTextItem; index: number; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const name = itemName(item.type, index).toLowerCase();
  const count = characterCount(value);
  const error = count > ALT_MAX ? altTooLong(name) : undefined;
  const thumbnail = item.type === 'video' ? item.posterUrl : item.url;
  return (
    <div className={`field alt-field${error ? ' field--invalid' : ''}`} data-testid="alt-field">
      <img className="alt-field__thumb" src={thumbnail || IMAGE_PLACEHOLDER} alt="" width={48} height={48} onError={fallbackTo(IMAGE_PLACEHOLDER)} />
      <div className="alt-field__text">
        <label htmlFor={id} className="field__label">
          Alt text for {name}
        </label>
        <textarea
          id={id}
          className="input textarea"
          dir="auto"
          rows={2}
          placeholder="Describe it for people who can't see it"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
          onChange={(event) => onChange(event.target.value.replace(/\r?\n/g, ' '))}
        />
        <p id={`${id}-count`} className="field__hint alt-field__count">
          {count.toLocaleString('en')}/{ALT_MAX.toLocaleString('en')}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
