import { z } from 'zod';
import { CALL_OUTCOMES, callOutcomeBody, msg } from '@cl/contracts';

export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export type CallOutcomeBody = z.output<typeof callOutcomeBody>;

export function isCallOutcome(value: unknown): value is CallOutcome {
  return CALL_OUTCOMES.some((outcome) => outcome === value);
}

/** A datetime-local value ('2026-11-21T15:30', on the admin's own clock) as an ISO instant. */
export function localTimeToIso(local: string): string | undefined {
  if (local === '') return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

/** callOutcomeBody of @cl/contracts, with the call-back time as the text a datetime-local field holds. */
export const callOutcomeForm = callOutcomeBody.extend({
  next_call_at: z
    .string()
    .refine((local) => local === '' || localTimeToIso(local) !== undefined, msg('dateInvalid')),
});
export type CallOutcomeFormValues = z.output<typeof callOutcomeForm>;

export function toCallOutcomeBody({ outcome, note, next_call_at }: CallOutcomeFormValues): CallOutcomeBody {
  return { outcome, note: note === '' ? undefined : note, next_call_at: localTimeToIso(next_call_at) };
}
