import { paiseToRupeeText } from '@cl/contracts';
import type { OutboundMessage } from '../protocol/outbound-client.ts';
import { addressedTo, type ChosenOffer } from './order-parts.ts';

// FIS12 `update` with update_target payments: the customer asks the lender to close the loan early,
// to pay part of it ahead, or to pay an instalment they missed. The lender answers on_update with
// the amount and a payment link; the order id is the one on_confirm gave.

export type PaymentRequest =
  | { kind: 'foreclosure' }
  | { kind: 'pre_part_payment'; amountPaise: number }
  | { kind: 'missed_emi_payment' };

const LABELS = {
  foreclosure: 'FORECLOSURE',
  pre_part_payment: 'PRE_PART_PAYMENT',
  missed_emi_payment: 'MISSED_EMI_PAYMENT',
} as const;

export function buildPaymentUpdate(
  offer: ChosenOffer,
  orderId: string,
  request: PaymentRequest,
): OutboundMessage {
  const params =
    request.kind === 'pre_part_payment'
      ? { params: { amount: paiseToRupeeText(request.amountPaise), currency: 'INR' } }
      : {};
  return addressedTo(offer, 'update', {
    update_target: 'payments',
    order: { id: orderId, payments: [{ ...params, time: { label: LABELS[request.kind] } }] },
  });
}
