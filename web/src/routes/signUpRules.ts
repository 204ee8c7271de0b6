import { z } from 'zod';
import { signUpInputSchema } from '../../../domain/user/signUpInput';
import { birthDateIso } from '../lib/birthDate';

type DateOfBirth = { day: string; month: string; year: string };

const chosen = (message: string) => z.string().min(1, message);
const { username, email, password } = signUpInputSchema.shape;
const account = { username, email, password };
const dateOfBirth = { day: chosen('Please select a day'), month: chosen('Please select a month'), year: chosen('Please select a year') };

/** Three chosen selects must name a day that exists (the server checks the age). */
function existingDay(ctx: z.core.ParsePayload<DateOfBirth>): void {
  const { day, month, year } = ctx.value;
  if (day && month && year && !birthDateIso(day, month, year)) {
    ctx.issues.push({ code: 'custom', message: 'Please select a valid date', path: ['day'], input: ctx.value });
  }
}

/** What the sign-up mutations take: the selects become one ISO date. */
function withBirthDate<Form extends DateOfBirth>({ day, month, year, ...input }: Form) {
  return { ...input, birthDate: birthDateIso(day, month, year)! };
}

/**
 * A sign-up form: the admin access code on the admin registration form (the server checks it; the
 * sign-up form answers null), the server's rules for the username, email and password, and the
 * date of birth as three selects. It parses into what the sign-up mutations take.
 */
function signUpForm(admin: boolean) {
  return z
    .object({
      adminCode: admin ? z.string().trim().min(1, 'Admin code is required') : z.string().transform(() => null),
      ...account,
      ...dateOfBirth,
    })
    .check(existingDay)
    .transform(withBirthDate);
}

export const signUpFormSchema = signUpForm(false);
export const adminSignUpFormSchema = signUpForm(true);
