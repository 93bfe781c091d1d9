import type { OutboundMessage } from '../protocol/outbound-client.ts';
import {
  formOrder,
  type BuyerFinderFee,
  type ChosenOffer,
  type ConsentedAccount,
  type FormSubmission,
} from './order-parts.ts';

// FIS12 `init`: sent once per lender form of the init stage (KYC, bank account, e-mandate), each
// carrying the submission id the lender's form gave back, and the customer's consented account.

export interface InitInput {
  offer: ChosenOffer;
  form: FormSubmission;
  account?: ConsentedAccount;
  buyerFinderFee?: BuyerFinderFee;
}

export function buildInit(input: InitInput): OutboundMessage {
  return formOrder('init', input);
}
