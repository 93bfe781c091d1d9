import { z } from 'zod';
import { otpSendBody } from '@cl/contracts';

// The '/' page sends the code and hands the request to /verification in the history entry's state
// (kept across a reload, gone in a new tab). It is read back with the contracts' schema.
export const pendingSignIn = z.object({
  request: otpSendBody,
  sentAt: z.number(),
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type PendingSignIn = z.infer<typeof pendingSignIn>;

export function readPendingSignIn(state: unknown): PendingSignIn | null {
  const parsed = pendingSignIn.safeParse(state);
  return parsed.success ? parsed.data : null;
}
