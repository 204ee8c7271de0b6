import type { ChangeEvent } from 'react';
import { FieldError, invalidProps } from './FormField';

export type BirthDatePart = 'day' | 'month' | 'year';

type Props = {
  /** Builds the element id of a part, so the form can focus the first invalid one. */
  idOf: (part: BirthDatePart) => string;
  values: Record<BirthDatePart, string>;
  errors: Partial<Record<BirthDatePart, string>>;
  options: Record<BirthDatePart, readonly (string | number)[]>;
  onChange: (part: BirthDatePart) => (event: ChangeEvent<HTMLSelectElement>) => void;
};

const parts: { part: BirthDatePart; label: string; autoComplete?: string; wide?: boolean }[] = [
  { part: 'day', label: 'Day', autoComplete: 'bday-day' },
  { part: 'month', label: 'Month', wide: true },
  { part: 'year', label: 'Year', autoComplete: 'bday-year' },
];

/** Date of birth as day / month / year selects, each with its own message. */
export function BirthDateSelects({ idOf, values, errors, options, onChange }: Props) {
  return (
    <fieldset className="fieldset">
      <legend className="field__label">Date of birth</legend>
      <div className="dob">
        {parts.map(({ part, label, autoComplete, wide }) => (
          <div key={part} className={wide ? 'dob__part dob__part--wide' : 'dob__part'}>
            <label htmlFor={idOf(part)} className="sr-only">
              {label}
            </label>
            <select
              id={idOf(part)}
              name={part}
              className="input select"
              value={values[part]}
              onChange={onChange(part)}
              autoComplete={autoComplete}
              {...invalidProps(idOf(part), errors[part])}
            >
              <option value="">{label}</option>
              {options[part].map((option) => (
                <option key={option} value={String(option)}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {parts.map(({ part }) => (
        <FieldError key={part} id={`${idOf(part)}-error`} message={errors[part]} />
      ))}
      <p className="field__hint">You must be 18 or older to join.</p>
    </fieldset>
  );
}
