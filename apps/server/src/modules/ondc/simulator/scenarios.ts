import { durationMs } from './buyer-request.ts';
import type { OndcMessage } from './message-parts.ts';
import type { LenderScenario } from './simulated-network.ts';

// What the transport does with a lender's callbacks (ADR 032): the simulator decides, as data,
// whether to refuse, when to deliver, how often, in what order and how to sign; the protocol layer
// signs and sends.

export interface Delivery {
  body: OndcMessage;
  /** Wait this long after the request before sending. */
  delayMs: number;
  signature: 'valid' | 'bad' | 'none';
}

export type LenderAnswer =
  | { ack: 'ACK'; deliveries: Delivery[] }
  | { ack: 'NACK'; error: { code: string; message: string }; deliveries: [] };

/** Spacing between callbacks of one sequence, so their order on the wire is the planned one. */
export const SEQUENCE_GAP_MS = 50;
/** How far past the request's TTL a late lender answers. */
export const LATE_BY_MS = 1000;

// FIS12 error code 80203: the lender could not return offers (components/error_codes).
const DECLINED = { code: '80203', message: 'Lender declined to return an offer' };

/** The answer to a request whose TTL is `requestTtl`, under the lender's scenario. */
export function planAnswer(
  scenario: LenderScenario,
  requestTtl: string,
  callbacks: OndcMessage[],
): LenderAnswer {
  if (scenario.decline === 'nack') return { ack: 'NACK', error: DECLINED, deliveries: [] };
  if (scenario.decline === 'no_offer') return { ack: 'ACK', deliveries: [] };
  const base = scenario.late ? durationMs(requestTtl) + LATE_BY_MS : 0;
  const ordered = scenario.reorder ? [...callbacks].reverse() : callbacks;
  const copies = scenario.twice ? 2 : 1;
  const signature = scenario.signature ?? 'valid';
  const deliveries = ordered.flatMap((body, index) =>
    Array.from({ length: copies }, (_, copy) => ({
      body,
      delayMs: base + (index * copies + copy) * SEQUENCE_GAP_MS,
      signature,
    })),
  );
  return { ack: 'ACK', deliveries };
}
