import { z } from 'zod';

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

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
