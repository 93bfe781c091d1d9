import { z } from 'zod';
import { idField } from './numbers.ts';

// spec 4 masquerade: an admin acts as a partner (a partner session bound to the admin), and Exit
// ends only that session and sends the admin back to merchant management.

export const MASQUERADE_API = {
  start: '/api/admin/masquerade',
  exit: '/api/partner/masquerade/exit',
} as const;

/** `redirect` is where to go next; `token` is for non-browser clients (browsers get the cookie). */
export const masqueradeStartResponse = z.object({
  success: z.literal(true),
  redirect: z.string(),
  token: z.string(),
});
export type MasqueradeStart = z.infer<typeof masqueradeStartResponse>;

export const masqueradeExitResponse = z.object({ success: z.literal(true), redirect: z.string() });
export type MasqueradeExit = z.infer<typeof masqueradeExitResponse>;

export const masqueradeStartBody = z.object({ partnerId: idField });
