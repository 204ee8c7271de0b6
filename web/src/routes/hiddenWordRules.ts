import { z } from 'zod';
import { hiddenWord } from '../../../domain/hiddenWords/hiddenWordsInput';

/** The hidden words screen's Add form: one word or phrase, by the server's own rule (cleaned, at most 50 characters). */
export const hiddenWordFormSchema = z.object({ word: z.string() }).transform((value, ctx) => {
  const checked = hiddenWord(value.word);
  if (checked.ok) return { word: checked.word };
  ctx.issues.push({ code: 'custom', message: checked.problem, path: ['word'], input: value });
  return z.NEVER;
});
