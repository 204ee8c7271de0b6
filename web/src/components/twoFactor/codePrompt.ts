/** The sign-in step's words, also its form's refusal; apart from the form rules so that zod stays out of the page's first load (useForm). */
export const AUTHENTICATOR_CODE_PROMPT = 'Enter the 6-digit code from your authenticator app';
