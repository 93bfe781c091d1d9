import type { OutboundMessage } from '../protocol/outbound-client.ts';
import {
  formOrder,
  type BuyerFinderFee,
  type ChosenOffer,
  type ConsentedAccount,
  type FormSubmission,
} from './order-parts.ts';

// FIS12 `confirm`: the customer accepted the offer through the KFS and signed the lender's loan
// agreement form; the payment id is the one on_init gave the order.

export interface ConfirmInput {
  offer: ChosenOffer;
  /** The loan agreement form, as submitted. */
  form: FormSubmission;
  paymentId: string;
  account?: ConsentedAccount;
  buyerFinderFee?: BuyerFinderFee;
}

export function buildConfirm(input: ConfirmInput): OutboundMessage {
  return formOrder('confirm', input);
}
