import { useId } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { ALT_MAX } from '../../../domain/post/altText';
import { characterCount } from '../../../domain/text';
import { fallbackTo, IMAGE_PLACEHOLDER } from './Avatar';
import { FieldError } from './FormField';

const messages = defineMessages({
  label: { id: 'altTextField.label', defaultMessage: 'Alt text for {type, select, video {video} other {photo}} {number}' },
  placeholder: { id: 'altTextField.placeholder', defaultMessage: "Describe it for people who can't see it" },
  count: { id: 'altTextField.count', defaultMessage: '{count}/{max}' },
  tooLong: {
    id: 'altTextField.tooLong',
    defaultMessage: 'Alt text of {type, select, video {video} other {photo}} {number} must be at most {max} characters',
  },
});

export type AltTextItem = { url: string; type: 'image' | 'video'; posterUrl?: string | null };

/** Whether an alt text is within ALT_MAX, as the server counts. */
export const altFits = (alt: string) => characterCount(alt) <= ALT_MAX;

/**
 * The alt text of a post's `index`th photo or video, beside a small thumbnail of it, with its
 * counter (n/1,000). Alt text is one line: a new line typed or pasted becomes a space.
 */
export function AltTextField({ item, index, value, onChange }: { item: AltTextItem; index: number; value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const count = characterCount(value);
  const max = intl.formatNumber(ALT_MAX);
  const which = { type: item.type, number: index + 1 };
  const error = count > ALT_MAX ? intl.formatMessage(messages.tooLong, { ...which, max }) : undefined;
  const thumbnail = item.type === 'video' ? item.posterUrl : item.url;
  return (
    <div className={`field alt-field${error ? ' field--invalid' : ''}`} data-testid="alt-field">
      <img className="alt-field__thumb" src={thumbnail || IMAGE_PLACEHOLDER} alt="" width={48} height={48} onError={fallbackTo(IMAGE_PLACEHOLDER)} />
      <div className="alt-field__text">
        <label htmlFor={id} className="field__label">
          {intl.formatMessage(messages.label, which)}
        </label>
        <textarea
          id={id}
          className="input textarea"
          dir="auto"
          rows={2}
          placeholder={intl.formatMessage(messages.placeholder)}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
          onChange={(event) => onChange(event.target.value.replace(/\r?\n/g, ' '))}
        />
        <p id={`${id}-count`} className="field__hint alt-field__count">
          {intl.formatMessage(messages.count, { count: intl.formatNumber(count), max })}
        </p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </div>
  );
}
