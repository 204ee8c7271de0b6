import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { Field, invalidProps } from './FormField';

type TextFieldProps = {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'dir' | 'inputMode'>;

/** A labelled text input whose error message is tied to it for assistive technology. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} className="input" {...input} {...invalidProps(id, error)} />
    </Field>
  );
}
