import { paiseToRupeeText } from '@cl/contracts';
import type { BuyerRequest } from './buyer-request.ts';
import { callbackContext } from './callback-context.ts';
import { xinput } from './lender-forms.ts';
import {
  contactInfo,
  ITEM_CODE,
  itemId,
  paymentTerms,
  providerDescriptor,
  tagGroup,
  type OndcMessage,
} from './message-parts.ts';
import { percentText } from './percent-text.ts';
import type { SimulatedLender } from './simulated-network.ts';

const CATEGORY_ID = 'PL';

/** on_search: the lender's personal-loan catalogue, its range of terms and its application form. */
export function buildOnSearch(lender: SimulatedLender, request: BuyerRequest, now: Date): OndcMessage {
  const terms = lender.terms;
  const generalInfo = tagGroup('GENERAL_INFO', 'General Information', [
    { code: 'MIN_INTEREST_RATE', name: 'Minimum Interest Rate', value: percentText(terms.annualRatePercent) },
    { code: 'MAX_INTEREST_RATE', name: 'Maximum Interest Rate', value: percentText(terms.annualRatePercent) },
    { code: 'MIN_TENURE', name: 'Minimum Tenure', value: `${terms.tenureMonths} months` },
    { code: 'MAX_TENURE', name: 'Maximum Tenure', value: `${terms.tenureMonths} months` },
    { code: 'MIN_LOAN_AMOUNT', name: 'Minimum Loan Amount', value: paiseToRupeeText(terms.minAmountPaise) },
    { code: 'MAX_LOAN_AMOUNT', name: 'Maximum Loan Amount', value: paiseToRupeeText(terms.maxAmountPaise) },
  ]);
  return {
    context: callbackContext(request.context, lender, { now }),
    message: {
      catalog: {
        descriptor: { name: lender.name },
        providers: [
          {
            id: lender.providerId,
            descriptor: providerDescriptor(lender),
            categories: [{ id: CATEGORY_ID, descriptor: { code: ITEM_CODE, name: 'Personal Loan' } }],
            items: [
              {
                id: itemId(lender),
                descriptor: { code: ITEM_CODE, name: 'Personal Loan' },
                category_ids: [CATEGORY_ID],
                tags: [generalInfo],
                matched: true,
                recommended: true,
                xinput: xinput(lender, 'application', request.context.transaction_id),
              },
            ],
            payments: [{ collected_by: 'BPP', tags: paymentTerms(lender) }],
            tags: [contactInfo(lender)],
          },
        ],
      },
    },
  };
}
