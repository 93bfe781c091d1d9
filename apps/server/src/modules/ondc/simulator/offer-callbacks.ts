import type { BuyerRequest } from './buyer-request.ts';
import { callbackContext } from './callback-context.ts';
import { xinput } from './lender-forms.ts';
import type { LoanFile } from './loan-file.ts';
import { loanOrder } from './loan-order.ts';
import { loanQuote } from './loan-quote.ts';
import { loanItem, loanQuoteMessage, orderProvider, type OndcMessage } from './message-parts.ts';
import type { SimulatedLender } from './simulated-network.ts';

// on_select, on_init: the offer (LOAN_INFO, quote, grievance officer) and the next lender form
// (on_confirm is the sanctioned loan as it stands: servicing-callbacks.ts).

/** on_select: the offer for the amount asked for in the application form, and the KYC form. */
export function buildOnSelect(
  lender: SimulatedLender,
  request: BuyerRequest,
  file: LoanFile,
  now: Date,
): OndcMessage {
  const quote = loanQuote(lender.terms, file.requestedPaise);
  return {
    context: callbackContext(request.context, lender, { now }),
    message: {
      order: {
        provider: orderProvider(lender),
        items: [{ ...loanItem(lender, quote), xinput: xinput(lender, 'kyc', file.transactionId) }],
        quote: loanQuoteMessage(file.orderId, quote),
      },
    },
  };
}

/** on_init: the same offer, the borrower's details, the e-mandate form; the loan is INITIATED. */
export function buildOnInit(
  lender: SimulatedLender,
  request: BuyerRequest,
  file: LoanFile,
  now: Date,
): OndcMessage {
  const form = xinput(lender, 'emandate', file.transactionId);
  return {
    context: callbackContext(request.context, lender, { now }),
    message: { order: loanOrder(lender, file, { stage: 'INITIATED', form }) },
  };
}
