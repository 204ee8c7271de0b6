import { HttpError } from './errors';

/**
 * A text field of a request body: absent (undefined or null) reads as '', text as itself; any
 * other type (a number, an object, an array) is refused with a 400 naming the field, rather than
 * read as empty or passed on.
 */
export function textField(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  throw new HttpError(400, `${name} must be text`);
}
