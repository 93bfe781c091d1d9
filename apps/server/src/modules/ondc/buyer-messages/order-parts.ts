import type { OutboundMessage } from '../protocol/outbound-client.ts';

// What every request after `select` carries (FIS12 personal loans): the lender's app and offer ids
// as its on_select/on_init named them, and the lender-hosted form the customer last completed.

/** The chosen offer of one lender in one customer request, as the lender's callbacks named it. */
export interface ChosenOffer {
  transactionId: string;
  /** The lender's app (context.bpp_id / bpp_uri of its callbacks). */
  bpp: { id: string; uri: string };
  providerId: string;
  itemId: string;
  /** std:<STD code> of the customer's city, '*' when not known. */
  cityCode?: string;
}

/** A lender-hosted form (xinput) the customer submitted, with the id the lender gave it. */
export interface FormSubmission {
  formId: string;
  submissionId: string;
}

/** The customer's bank account as they consented to share it for disbursal and repayment. */
export interface ConsentedAccount {
  ifsc: string;
  accountNumber: string;
  vpa?: string;
}

/** The marketplace's fee as the lender published it (BUYER_FINDER_FEES), echoed back unchanged. */
export interface BuyerFinderFee {
  type: string;
  percentage: string;
}

/** How long a lender has to answer our request (context.ttl). */
export const REQUEST_TTL_SECONDS = 600;

export function addressedTo(
  offer: ChosenOffer,
  action: OutboundMessage['action'],
  message: Record<string, unknown>,
): OutboundMessage {
  return {
    action,
    targetUri: offer.bpp.uri,
    transactionId: offer.transactionId,
    ttlSeconds: REQUEST_TTL_SECONDS,
    bpp: offer.bpp,
    ...(offer.cityCode === undefined ? {} : { cityCode: offer.cityCode }),
    message,
  };
}

/** init and confirm: the chosen item with the form last submitted, and the order's payment line. */
export function formOrder(
  action: 'init' | 'confirm',
  input: {
    offer: ChosenOffer;
    form: FormSubmission;
    paymentId?: string;
    account?: ConsentedAccount;
    buyerFinderFee?: BuyerFinderFee;
  },
): OutboundMessage {
  const { offer, form, ...payment } = input;
  return addressedTo(offer, action, {
    order: {
      provider: { id: offer.providerId },
      items: [itemWithForm(offer, form)],
      payments: [orderPayment(payment)],
    },
  });
}

function itemWithForm(offer: ChosenOffer, form: FormSubmission) {
  return {
    id: offer.itemId,
    xinput: {
      form: { id: form.formId },
      form_response: { status: 'SUCCESS', submission_id: form.submissionId },
    },
  };
}

/** The order's payment line: collected by the lender, on order, not paid yet (FIS12 init/confirm). */
function orderPayment(input: {
  paymentId?: string;
  account?: ConsentedAccount;
  buyerFinderFee?: BuyerFinderFee;
}) {
  const { account, buyerFinderFee } = input;
  return {
    ...(input.paymentId === undefined ? {} : { id: input.paymentId }),
    collected_by: 'BPP',
    type: 'ON_ORDER',
    status: 'NOT-PAID',
    ...(account
      ? {
          params: {
            bank_code: account.ifsc,
            bank_account_number: account.accountNumber,
            ...(account.vpa === undefined ? {} : { virtual_payment_address: account.vpa }),
          },
        }
      : {}),
    ...(buyerFinderFee
      ? {
          tags: [
            {
              descriptor: { code: 'BUYER_FINDER_FEES' },
              display: false,
              list: [
                { descriptor: { code: 'BUYER_FINDER_FEES_TYPE' }, value: buyerFinderFee.type },
                { descriptor: { code: 'BUYER_FINDER_FEES_PERCENTAGE' }, value: buyerFinderFee.percentage },
              ],
            },
          ],
        }
      : {}),
  };
}
