import { z } from 'zod';

// spec 7: a page view on each route change, sent only in production.
export const pageViewBody = z.object({
  path: z.string().min(1).max(512),
  referrer: z.string().max(512).optional(),
  partner: z.string().max(64).optional(),
});
export type PageView = z.infer<typeof pageViewBody>;
