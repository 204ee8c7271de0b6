import { type IntlShape, useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { MONTHS } from '../lib/birthDate';
import { FieldError, invalidProps } from './FormField';
import type { FormFieldProps } from './useForm';

export type BirthDatePart = 'day' | 'month' | 'year';

type Props = {
  /** The form's field of each part (useForm's `field`). */
  field: (part: BirthDatePart) => FormFieldProps;
  options: Record<BirthDatePart, readonly (string | number)[]>;
};

const messages = defineMessages({
  day: { id: 'birthDate.day', defaultMessage: 'Day' },
  month: { id: 'birthDate.month', defaultMessage: 'Month' },
  year: { id: 'birthDate.year', defaultMessage: 'Year' },
  legend: { id: 'birthDate.legend', defaultMessage: 'Date of birth' },
  hint: { id: 'birthDate.hint', defaultMessage: 'You must be 18 or older to join.' },
});

const parts: { part: BirthDatePart; autoComplete?: string; wide?: boolean }[] = [
  { part: 'day', autoComplete: 'bday-day' },
  { part: 'month', wide: true },
  { part: 'year', autoComplete: 'bday-year' },
];

/** A month's name in the app's language; the option's value stays the English name the form's rules read (lib/birthDate.ts). */
const monthName = (month: string, formatDate: IntlShape['formatDate']) => {
  const index = MONTHS.indexOf(month as (typeof MONTHS)[number]);
  return index < 0 ? month : formatDate(new Date(Date.UTC(2000, index, 15)), { month: 'long', timeZone: 'UTC' });
};

/** Date of birth as day / month / year selects, each with its own message. */
export function BirthDateSelects({ field, options }: Props) {
  const { formatMessage: t, formatDate } = useIntl();
  const fields = parts.map((part) => ({ ...part, label: t(messages[part.part]), ...field(part.part) }));
  return (
    <fieldset className="fieldset">
      <legend className="field__label">{t(messages.legend)}</legend>
      <div className="dob">
        {fields.map(({ part, label, autoComplete, wide, id, name, value, error, onChange }) => (
          <div key={part} className={wide ? 'dob__part dob__part--wide' : 'dob__part'}>
            <label htmlFor={id} className="sr-only">
              {label}
            </label>
            <select id={id} name={name} className="input select" value={value} onChange={onChange} autoComplete={autoComplete} {...invalidProps(id, error)}>
              <option value="">{label}</option>
              {options[part].map((option) => (
                <option key={option} value={String(option)}>
                  {part === 'month' ? monthName(String(option), formatDate) : option}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {fields.map(({ part, id, error }) => (
        <FieldError key={part} id={`${id}-error`} message={error} />
      ))}
      <p className="field__hint">{t(messages.hint)}</p>
    </fieldset>
  );
}
