import { rupeesToPaise } from '@cl/contracts';
import type { BuyerRequest } from './buyer-request.ts';
import { callbackContext } from './callback-context.ts';
import type { LoanFile, ServicingEvent } from './loan-file.ts';
import { loanOrder } from './loan-order.ts';
import type { OndcMessage } from './message-parts.ts';
import type { SimulatedLender } from './simulated-network.ts';

// on_confirm, on_status and on_update: the sanctioned loan, after disbursal, prepayments,
// foreclosure and missed EMIs.

/** on_confirm and on_status: the sanctioned loan as it stands, with its instalments and agreement. */
export function buildLoanAsItStands(
  lender: SimulatedLender,
  request: BuyerRequest,
  file: LoanFile,
  now: Date,
): OndcMessage {
  return {
    context: callbackContext(request.context, lender, { now }),
    message: { order: loanOrder(lender, file, { stage: 'CONFIRMED' }) },
  };
}

/**
 * on_update after `event` (already appended to the file). An answer to the buyer's update keeps its
 * message id; one the lender sends on its own (disbursal, missed EMI) passes a new `messageId`.
 */
export function buildOnUpdate(
  lender: SimulatedLender,
  request: BuyerRequest,
  file: LoanFile,
  now: Date,
  messageId?: string,
): OndcMessage {
  const context = callbackContext(
    request.context,
    lender,
    messageId === undefined ? { now } : { now, messageId },
  );
  return {
    context: { ...context, action: 'on_update' },
    message: { order: loanOrder(lender, file, { stage: 'CONFIRMED' }) },
  };
}

/** The event a buyer's update asks for (FIS12 update_target payments, by the payment's label). */
export function eventOfUpdate(request: BuyerRequest, file: LoanFile): ServicingEvent | { error: string } {
  const payment = request.message.order?.payments?.[0];
  const label = payment?.time?.label;
  if (label === 'FORECLOSURE') return { kind: 'foreclosure' };
  if (label === 'PRE_PART_PAYMENT') {
    const amount = payment?.params?.amount;
    if (amount === undefined) return { error: 'PRE_PART_PAYMENT without params.amount' };
    return { kind: 'pre_part_payment', amountPaise: rupeesToPaise(amount) };
  }
  if (label === 'MISSED_EMI_PAYMENT') {
    const missed = file.events.find(
      (event) =>
        event.kind === 'missed_emi' &&
        !file.events.some((paid) => paid.kind === 'missed_emi_paid' && paid.instalment === event.instalment),
    );
    if (missed?.kind !== 'missed_emi') return { error: 'no missed EMI to pay' };
    return { kind: 'missed_emi_paid', instalment: missed.instalment };
  }
  return { error: `update not understood: ${label ?? 'no payment label'}` };
}
