import { invalidInput } from '../domain/errors';

/**
 * A text field of a request body: absent (undefined or null) reads as '', text as itself; any
 * other type (a number, an object, an array) is refused as invalid, naming the field, rather than
 * read as empty or passed on.
 */
export function textField(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  throw invalidInput(`${name} must be text`, name);
}
