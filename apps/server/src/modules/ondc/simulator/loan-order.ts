import { paiseToRupeeText, percentOfPaise, percentToMilli } from '@cl/contracts';
import { fulfilmentState, paidInstalments, prePaidPaise, type LoanFile } from './loan-file.ts';
import { loanQuote, type LoanQuote } from './loan-quote.ts';
import {
  loanItem,
  loanQuoteMessage,
  orderProvider,
  paymentTerms,
  type BreakupLine,
  type JsonObject,
} from './message-parts.ts';
import { percentText } from './percent-text.ts';
import type { SimulatedLender } from './simulated-network.ts';

// The order as on_init … on_update carry it, rebuilt from the loan file every time, so a status
// and an update can never disagree about the loan.

interface OrderOptions {
  /** INITIATED (on_init, no order id or instalments yet) or CONFIRMED (on_confirm and after). */
  stage: 'INITIATED' | 'CONFIRMED';
  form?: JsonObject;
}

/** A payment's amount as FIS12 writes it (params.amount, not price.value). */
function paymentParams(paise: number): JsonObject {
  return { amount: paiseToRupeeText(paise), currency: 'INR' };
}

function monthRange(sanctionedAt: string | undefined, monthsAhead: number): JsonObject {
  if (sanctionedAt === undefined) throw new Error('A loan not yet confirmed has no instalments');
  const base = new Date(sanctionedAt);
  const start = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + monthsAhead, 1));
  const end = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + monthsAhead + 1, 1) - 1);
  return { start: start.toISOString(), end: end.toISOString() };
}

function instalmentStatus(file: LoanFile, instalment: number): string {
  const about = file.events.filter((event) => 'instalment' in event && event.instalment === instalment);
  if (about.some((event) => event.kind === 'instalment_paid' || event.kind === 'missed_emi_paid'))
    return 'PAID';
  if (about.some((event) => event.kind === 'missed_emi')) return 'DELAYED';
  return 'NOT-PAID';
}

function instalments(file: LoanFile, quote: LoanQuote): JsonObject[] {
  return Array.from({ length: quote.instalments }, (_, index) => ({
    id: `${file.orderId}-EMI-${index + 1}`,
    type: 'POST_FULFILLMENT',
    params: paymentParams(quote.instalmentPaise),
    status: instalmentStatus(file, index + 1),
    time: { label: 'INSTALLMENT', range: monthRange(file.sanctionedAt, index + 1) },
  }));
}

/** Outstanding principal after the instalments paid and any part-prepayments, paise. */
export function outstandingPaise(file: LoanFile, quote: LoanQuote): number {
  const paid = paidInstalments(file);
  const balance = paid === 0 ? quote.principalPaise : (quote.balancesPaise[paid - 1] ?? 0);
  return Math.max(0, balance - prePaidPaise(file));
}

function servicingPayments(
  lender: SimulatedLender,
  file: LoanFile,
  quote: LoanQuote,
): { payments: JsonObject[]; breakup: BreakupLine[] } {
  const payments: JsonObject[] = [];
  const breakup: BreakupLine[] = [];
  file.events.forEach((event, index) => {
    const id = `${file.orderId}-P${index + 1}`;
    if (event.kind === 'pre_part_payment') {
      payments.push({
        id,
        type: 'POST_FULFILLMENT',
        params: paymentParams(event.amountPaise),
        status: 'PAID',
        time: { label: 'PRE_PART_PAYMENT' },
      });
    } else if (event.kind === 'missed_emi') {
      const lateFee = lender.terms.lateFeePaise;
      breakup.push({ title: 'LATE_FEE_AMOUNT', paise: lateFee });
      payments.push({
        id,
        type: 'POST_FULFILLMENT',
        url: `${lender.subscriberUri}/pay?order=${encodeURIComponent(file.orderId)}&instalment=${event.instalment}`,
        params: paymentParams(quote.instalmentPaise + lateFee),
        status: file.events.some(
          (later) => later.kind === 'missed_emi_paid' && later.instalment === event.instalment,
        )
          ? 'PAID'
          : 'NOT-PAID',
        time: { label: 'MISSED_EMI_PAYMENT', range: monthRange(file.sanctionedAt, event.instalment) },
      });
    } else if (event.kind === 'foreclosure') {
      const before = { ...file, events: file.events.slice(0, index) };
      const outstanding = outstandingPaise(before, quote);
      const charge = percentOfPaise(outstanding, percentToMilli(lender.terms.foreclosureFeePercent));
      breakup.push(
        { title: 'OUTSTANDING_PRINCIPAL', paise: outstanding },
        { title: 'OUTSTANDING_INTEREST', paise: 0 },
        // Spelt as the FIS12 quote enumeration spells it.
        { title: 'FORCLOSUER_CHARGES', paise: charge },
      );
      payments.push({
        id,
        type: 'POST_FULFILLMENT',
        params: paymentParams(outstanding + charge),
        status: 'PAID',
        time: { label: 'FORECLOSURE' },
      });
    }
  });
  return { payments, breakup };
}

export function loanOrder(lender: SimulatedLender, file: LoanFile, options: OrderOptions): JsonObject {
  const quote = loanQuote(lender.terms, file.requestedPaise);
  const confirmed = options.stage === 'CONFIRMED';
  const servicing = confirmed ? servicingPayments(lender, file, quote) : { payments: [], breakup: [] };
  const item = loanItem(lender, quote);
  const order: JsonObject = {
    provider: orderProvider(lender),
    items: [options.form ? { ...item, xinput: options.form } : item],
    quote: loanQuoteMessage(file.orderId, quote, servicing.breakup),
    fulfillments: [
      {
        customer: {
          person: { name: file.applicant.name },
          contact: { phone: file.applicant.phone, email: file.applicant.email },
        },
        state: { descriptor: { code: confirmed ? fulfilmentState(file) : 'INITIATED' } },
      },
    ],
    payments: [
      {
        id: `${file.orderId}-BFF`,
        type: 'ON_ORDER',
        status: 'NOT-PAID',
        collected_by: 'BPP',
        tags: paymentTerms(lender),
      },
      ...(confirmed ? instalments(file, quote) : []),
      ...servicing.payments,
    ],
    cancellation_terms: [
      { fulfillment_state: { descriptor: { code: 'SANCTIONED' } }, cancellation_fee: { percentage: '0%' } },
      {
        fulfillment_state: { descriptor: { code: 'DISBURSED' } },
        cancellation_fee: { percentage: percentText(lender.terms.foreclosureFeePercent) },
      },
      { external_ref: { mimetype: 'text/html', url: `${lender.subscriberUri}/terms` } },
    ],
  };
  if (!confirmed) return order;
  return {
    id: file.orderId,
    status: fulfilmentState(file) === 'COMPLETED' ? 'COMPLETE' : 'ACTIVE',
    ...order,
    documents: [
      {
        descriptor: {
          code: 'LOAN_AGREEMENT',
          name: 'Loan agreement',
          short_desc: 'Loan agreement',
          long_desc: `The loan agreement between ${lender.name} and the borrower, with the Key Fact Statement`,
        },
        mime_type: 'application/pdf',
        url: `${lender.subscriberUri}/documents/${encodeURIComponent(file.orderId)}/agreement.pdf`,
      },
    ],
  };
}
