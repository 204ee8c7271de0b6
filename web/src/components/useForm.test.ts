import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './useForm';

const schema = z.object({ a: z.string().min(1, 'a is required').max(3, 'a is too long'), b: z.string().min(1, 'b is required') }).check((ctx) => {
  if (ctx.value.a === 'x') ctx.issues.push({ code: 'custom', message: 'not for the form as a whole', input: ctx.value });
});
const issues = (values: { a: string; b: string }) => schema.safeParse(values).error?.issues ?? [];

describe('the refusals a form shows', () => {
  it('shows each field’s first refusal', () => {
    expect(fieldErrors(issues({ a: '', b: '' }), ['a', 'b'])).toEqual({ a: 'a is required', b: 'b is required' });
    expect(fieldErrors(issues({ a: 'long', b: 'ok' }), ['a', 'b'])).toEqual({ a: 'a is too long' });
  });
  it('shows only the first field’s, in the form’s order, one at a time', () => {
    expect(fieldErrors(issues({ a: '', b: '' }), ['b', 'a'], true)).toEqual({ b: 'b is required' });
  });
  it('shows no refusal that names no field of the form', () => {
    expect(fieldErrors(issues({ a: 'x', b: 'ok' }), ['a', 'b'])).toEqual({});
  });
});
