import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { useOnFirstInteraction } from '../lib/useOnFirstInteraction';

export type FormErrors<Field extends PropertyKey> = Partial<Record<Field, string>>;

/** What an input (a TextField, a textarea, a select) needs from the form to show a field. */
export type FormFieldProps = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

/**
 * The refusals to show: each field's first, as the schema reports them, or with `oneAtATime` only
 * the first field's in `fields` order. A refusal of the form as a whole (no field) shows nowhere.
 */
export function fieldErrors<Field extends string>(issues: readonly z.core.$ZodIssue[], fields: readonly Field[], oneAtATime = false): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field;
    if (fields.includes(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  if (!oneAtATime) return errors;
  const first = fields.find((field) => errors[field] !== undefined);
  return first ? ({ [first]: errors[first] } as FormErrors<Field>) : {};
}

/**
 * Loads a form's rules with zod told to parse without compiling: it compiles object parsers with
 * `new Function`, which the page's Content-Security-Policy forbids, and even its probe for that is
 * reported as a violation. The setting must come before any schema is built, so zod is loaded first.
 */
async function loadRules<Output>(rules: () => Promise<z.ZodType<Output>>): Promise<z.ZodType<Output>> {
  const { z } = await import('zod');
  z.config({ jitless: true });
  return rules();
}

type FormOptions<Values, Output> = {
  /**
   * Loads the form's rules: a zod schema with the texts people see, the server's own wherever it
   * is the same rule. A module-level function around `import()`: zod is no part of the page's
   * first load (some 23 KB gzipped); it is fetched at the first touch or key on the page.
   */
  rules: () => Promise<z.ZodType<Output>>;
  /** Each field's first value (every one a string, as inputs hold them), in the order their refusals take precedence: the first refused field takes the focus. */
  initial: Values;
  /** Shows one refusal at a time, forgotten as soon as any field changes. */
  oneAtATime?: boolean;
};

/**
 * One form: its values, the schema's refusals under their fields (each forgotten when its field
 * changes), and a submit that checks the rules first, focuses the first refused field, and sends
 * the parsed values. The form then stays busy: it leaves the page, or calls `reset` once done;
 * `failed` hears a failed send (or rules that could not load), after which the form can be sent again.
 */
export function useForm<Values extends Record<string, string>, Output>({ rules, initial, oneAtATime = false }: FormOptions<Values, Output>) {
  type Field = keyof Values & string;
  const uid = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  // The state above answers only at the next render: a second tap before it must not send twice.
  const sending = useRef(false);
  const fields = Object.keys(initial) as Field[];
  /** The element id of a field, or of another input of the form (a picture). */
  const idOf = (name: string) => `${uid}-${name}`;
  // A failure to load shows at submit, which asks again.
  useOnFirstInteraction(useCallback(() => void loadRules(rules).catch(() => undefined), [rules]));

  function set(name: Field, value: string) {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => (oneAtATime ? {} : prev[name] === undefined ? prev : { ...prev, [name]: undefined }));
  }

  function field(name: Field): FormFieldProps {
    return { id: idOf(name), name, value: values[name], error: errors[name], onChange: (event) => set(name, event.target.value) };
  }

  function reset() {
    setValues(initial);
    setErrors({});
    sending.current = false;
    setSubmitting(false);
  }

  function handleSubmit(send: (input: Output) => Promise<void>, failed: (error: unknown) => void) {
    return async (event: FormEvent) => {
      event.preventDefault();
      if (sending.current) return;
      sending.current = true;
      try {
        const parsed = (await loadRules(rules)).safeParse(values);
        if (!parsed.success) {
          sending.current = false;
          const found = fieldErrors(parsed.error.issues, fields, oneAtATime);
          setErrors(found);
          const first = fields.find((name) => found[name] !== undefined);
          if (first) document.getElementById(idOf(first))?.focus();
          return;
        }
        setErrors({});
        setSubmitting(true);
        await send(parsed.data);
      } catch (error) {
        sending.current = false;
        setSubmitting(false);
        failed(error);
      }
    };
  }

  return { values, errors, submitting, idOf, field, set, reset, handleSubmit };
}
