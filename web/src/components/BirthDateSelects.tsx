import { FieldError, invalidProps } from './FormField';
import type { FormFieldProps } from './useForm';

export type BirthDatePart = 'day' | 'month' | 'year';

type Props = {
  /** The form's field of each part (useForm's `field`). */
  field: (part: BirthDatePart) => FormFieldProps;
  options: Record<BirthDatePart, readonly (string | number)[]>;
};

const parts: { part: BirthDatePart; label: string; autoComplete?: string; wide?: boolean }[] = [
  { part: 'day', label: 'Day', autoComplete: 'bday-day' },
  { part: 'month', label: 'Month', wide: true },
  { part: 'year', label: 'Year', autoComplete: 'bday-year' },
];

/** Date of birth as day / month / year selects, each with its own message. */
export function BirthDateSelects({ field, options }: Props) {
  const fields = parts.map((part) => ({ ...part, ...field(part.part) }));
  return (
    <fieldset className="fieldset">
      <legend className="field__label">Date of birth</legend>
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
                  {option}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {fields.map(({ part, id, error }) => (
        <FieldError key={part} id={`${id}-error`} message={error} />
      ))}
      <p className="field__hint">You must be 18 or older to join.</p>
    </fieldset>
  );
}
