import { z } from 'zod';
import { idText } from './numbers.ts';

/** spec 8 / STYLE 12: the one error shape every failing call answers. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const successMessage = z.object({ success: z.literal(true), message: z.string() });

export const flag01 = z.union([z.literal(0), z.literal(1)]);

/** A serial id in a path or query (strict digits, int4 range): see numbers.ts. */
export const idParam = idText;
