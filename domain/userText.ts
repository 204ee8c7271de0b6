import { cleanUserText, type TextKind } from './cleanUserText';
import { DomainError } from './decider';

/**
 * `cleanUserText` for a decider: the clean text, or a DomainError ('invalid', a 400) whose
 * message starts with the field's label, e.g. 'Comment cannot contain control characters'.
 * The rule itself is in its own module, which imports nothing, so the web app's forms can run it
 * (through userTextSchema.ts) without the deciders' error type.
 */
export function userText(raw: string, kind: TextKind, label: string, field?: string): string {
  const result = cleanUserText(raw, kind);
  if (!result.ok) throw new DomainError('invalid', `${label} ${result.problem}`, field);
  return result.text;
}
