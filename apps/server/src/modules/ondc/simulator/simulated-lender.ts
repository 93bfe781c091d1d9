import { buyerRequest, type BuyerRequest } from './buyer-request.ts';
import { buildOnSearch } from './catalog-callback.ts';
import type { LoanFile, ServicingEvent } from './loan-file.ts';
import type { OndcMessage } from './message-parts.ts';
import { buildOnInit, buildOnSelect } from './offer-callbacks.ts';
import { planAnswer, type LenderAnswer } from './scenarios.ts';
import { buildLoanAsItStands, buildOnUpdate, eventOfUpdate } from './servicing-callbacks.ts';
import type { SimulatedLender } from './simulated-network.ts';

// A simulated lender app (BPP) answering one buyer-app request: pure, so the transport (HTTP,
// signing, timers) and the tests share it. The caller keeps the loan file between calls.

export interface LenderTurn {
  answer: LenderAnswer;
  /** The loan file after this request (unchanged, new or with an event added). */
  file: LoanFile | undefined;
}

// FIS12 error codes (components/error_codes): 80217 missing data, 80216 invalid input.
const nack = (code: string, message: string): LenderTurn['answer'] => ({
  ack: 'NACK',
  error: { code, message },
  deliveries: [],
});

function withFile(
  lender: SimulatedLender,
  request: BuyerRequest,
  file: LoanFile | undefined,
  build: (file: LoanFile) => OndcMessage,
): LenderTurn {
  if (!file) return { answer: nack('80217', 'No application form was submitted in this transaction'), file };
  return { answer: planAnswer(lender.scenario, request.context.ttl, [build(file)]), file };
}

/** The lender's answer to `body` (a search … update request); `file` is what it knows so far. */
export function answerRequest(
  lender: SimulatedLender,
  body: unknown,
  file: LoanFile | undefined,
  now: Date,
): LenderTurn {
  const parsed = buyerRequest.safeParse(body);
  if (!parsed.success) return { answer: nack('80216', 'Request not understood'), file };
  const request = parsed.data;
  const bound = request.context.bpp_id;
  if (request.context.action !== 'search' && bound !== undefined && bound !== lender.subscriberId) {
    return { answer: nack('80216', `Request addressed to ${bound}`), file };
  }
  switch (request.context.action) {
    case 'search':
      return {
        answer: planAnswer(lender.scenario, request.context.ttl, [buildOnSearch(lender, request, now)]),
        file,
      };
    case 'select':
      return withFile(lender, request, file, (known) => buildOnSelect(lender, request, known, now));
    case 'init':
      return withFile(lender, request, file, (known) => buildOnInit(lender, request, known, now));
    case 'confirm': {
      const sanctioned = file && { ...file, sanctionedAt: file.sanctionedAt ?? now.toISOString() };
      return withFile(lender, request, sanctioned, (known) =>
        buildLoanAsItStands(lender, request, known, now),
      );
    }
    case 'status':
      return withFile(lender, request, file, (known) => buildLoanAsItStands(lender, request, known, now));
    case 'update': {
      if (!file) return { answer: nack('80217', 'No loan in this transaction'), file };
      const event = eventOfUpdate(request, file);
      if ('error' in event) return { answer: nack('80216', event.error), file };
      const next = { ...file, events: [...file.events, event] };
      return withFile(lender, request, next, (known) => buildOnUpdate(lender, request, known, now));
    }
    default:
      return { answer: nack('80216', `Action ${request.context.action} is not simulated`), file };
  }
}

/**
 * on_update messages the lender sends on its own (disbursal, a missed EMI), one per event, in
 * order, each with its own message id; `request` is the transaction's last request (its context).
 */
export function lenderEvents(
  lender: SimulatedLender,
  request: BuyerRequest,
  file: LoanFile,
  events: { event: ServicingEvent; messageId: string }[],
  now: Date,
): { answer: LenderAnswer; file: LoanFile } {
  let current = file;
  const messages = events.map(({ event, messageId }) => {
    current = { ...current, events: [...current.events, event] };
    return buildOnUpdate(lender, request, current, now, messageId);
  });
  return { answer: planAnswer(lender.scenario, request.context.ttl, messages), file: current };
}
