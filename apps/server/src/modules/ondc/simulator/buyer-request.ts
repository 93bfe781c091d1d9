import { z } from 'zod';

// The parts of a buyer app's request the simulated lender reads. Parsed, never trusted: a request
// the simulator cannot read is answered with a NACK by the caller, like a real lender would.

export const becknContext = z.looseObject({
  domain: z.literal('ONDC:FIS12'),
  location: z.looseObject({
    country: z.object({ code: z.string() }),
    city: z.object({ code: z.string() }),
  }),
  action: z.string(),
  version: z.string(),
  bap_id: z.string().min(1),
  bap_uri: z.string().min(1),
  bpp_id: z.string().optional(),
  bpp_uri: z.string().optional(),
  transaction_id: z.string().min(1),
  message_id: z.string().min(1),
  timestamp: z.string(),
  ttl: z.string(),
});
export type BecknContext = z.infer<typeof becknContext>;

const formResponse = z.object({
  form: z.object({ id: z.string() }).optional(),
  form_response: z.object({ status: z.string(), submission_id: z.string() }).optional(),
});

const orderItem = z.looseObject({ id: z.string(), xinput: formResponse.optional() });

export const buyerRequest = z.object({
  context: becknContext,
  message: z.looseObject({
    update_target: z.string().optional(),
    ref_id: z.string().optional(),
    order_id: z.string().optional(),
    order: z
      .looseObject({
        id: z.string().optional(),
        provider: z.object({ id: z.string() }).optional(),
        items: z.array(orderItem).optional(),
        payments: z
          .array(
            z.looseObject({
              params: z.looseObject({ amount: z.string().optional() }).optional(),
              time: z.looseObject({ label: z.string().optional() }).optional(),
            }),
          )
          .optional(),
      })
      .optional(),
  }),
});
export type BuyerRequest = z.infer<typeof buyerRequest>;

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** An ISO 8601 duration of days, hours, minutes and seconds ('PT30S', 'P1DT2H') in milliseconds. */
export function durationMs(text: string): number {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) throw new RangeError(`Not a duration: ${text}`);
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60_000 + Number(seconds) * 1000;
}
