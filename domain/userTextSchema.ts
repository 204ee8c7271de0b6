import { z } from 'zod';
import { cleanUserText, type TextKind } from './cleanUserText';

/**
 * A form field of text a person writes, for the zod input schemas: the rule of userText.ts in
 * place of `.trim()`. Pipe it into the field's own length checks, which then see the clean text
 * (an invisible-only name is empty, so it gets the field's "required" message).
 */
export function userTextSchema(kind: TextKind, label: string, notTextMessage: string) {
  return z.string({ error: notTextMessage }).transform((raw, ctx) => {
    const result = cleanUserText(raw, kind);
    if (result.ok) return result.text;
    ctx.issues.push({ code: 'custom', message: `${label} ${result.problem}`, input: raw });
    return z.NEVER;
  });
}
