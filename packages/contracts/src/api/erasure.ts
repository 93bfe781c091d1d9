import { z } from 'zod';

// /admin/customer-info-deletion (DPDP erasure, role 1): ERASURE_API in admin-paths.ts.

export const erasureBody = z.object({
  reason: z.string().trim().min(5, 'Say why (at least 5 characters)').max(500, 'The reason is too long'),
});

export const erasureRow = z.object({
  id: z.number(),
  userId: z.number(),
  adminId: z.number(),
  reason: z.string(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ErasureRow = z.infer<typeof erasureRow>;
export const erasuresResponse = z.object({ success: z.literal(true), data: z.array(erasureRow) });
