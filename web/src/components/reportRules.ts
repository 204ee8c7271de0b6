import { z } from 'zod';
import { userTextSchema } from '../../../domain/userTextSchema';

export const DESCRIPTION_REQUIRED = 'Please enter a description of the issue.';

/** The report form's description, as the server's report decider reads it: clean text that is not empty. */
export const reportFormSchema = z.object({
  text: userTextSchema('lines', 'The description', DESCRIPTION_REQUIRED).pipe(z.string().min(1, DESCRIPTION_REQUIRED)),
});
