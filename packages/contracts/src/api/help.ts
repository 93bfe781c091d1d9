import { z } from 'zod';
import { emailField, fullNameField, helpPhoneField } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';
import { LENGTHS } from '../constants.ts';

// spec 2 Help dialog, spec 3 Help request, spec 5 Help form.
export const helpRequestBody = z.object({
  name: fullNameField,
  email: emailField,
  phone: helpPhoneField,
  company: z
    .string()
    .trim()
    .max(100, msg('tooLong'))
    .optional()
    .transform((v) => v ?? ''),
  description: z
    .string()
    .trim()
    .min(1, msg('descriptionRequired'))
    .max(LENGTHS.helpDescriptionMax, msg('tooLong')),
});
export type HelpRequestBody = z.input<typeof helpRequestBody>;

/** Issue 15: the request's reference (HLP-…), which the answer by email quotes. */
export const helpRequestResponse = z.object({ success: z.literal(true), reference: z.string() });
