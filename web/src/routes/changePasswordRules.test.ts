import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../components/useForm';
import { changePasswordFormSchema } from './changePasswordRules';

/** The form's fields in the order their refusals take precedence (Settings.tsx). */
const FIELDS = ['current', 'confirm', 'next'];

/** The one text the form shows, as { field: text }. */
const refusal = (values: { current: string; next: string; confirm: string }) => {
  const parsed = changePasswordFormSchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS, true);
};

describe('the change-password form', () => {
  const change = { current: 'secret1', next: 'secret2', confirm: 'secret2' };
  it('accepts a matching new password of 6 to 128 characters', () => {
    expect(refusal(change)).toEqual({});
    expect(refusal({ ...change, next: 'n'.repeat(128), confirm: 'n'.repeat(128) })).toEqual({});
  });
  it('refuses with the settings screen texts, one at a time, the match before the length', () => {
    expect(refusal({ ...change, current: '' })).toEqual({ current: 'Current password is required' });
    expect(refusal({ ...change, current: '', confirm: 'other' })).toEqual({ current: 'Current password is required' });
    expect(refusal({ ...change, confirm: 'other' })).toEqual({ confirm: "New passwords don't match." });
    expect(refusal({ ...change, next: '12345', confirm: '1234' })).toEqual({ confirm: "New passwords don't match." });
    expect(refusal({ ...change, next: '12345', confirm: '12345' })).toEqual({ next: 'Password must be at least 6 characters long.' });
    expect(refusal({ ...change, next: 'n'.repeat(129), confirm: 'n'.repeat(129) })).toEqual({ next: 'Password must be at most 128 characters' });
    expect(refusal({ ...change, current: 'c'.repeat(129) })).toEqual({ current: 'Password must be at most 128 characters' });
  });
});
