// The `search` a customer's personal-loan request starts (FIS12 search-request example). FIS12's
// search carries no borrower details: only the category, our fee and the settlement terms. The
// customer's consented details (amount asked, income, ...) go to a lender only through its own
// form (xinput) after on_search, so nothing personal reaches every lender on the network (ADR 033).

export interface SearchTerms {
  /** The marketplace's fee asked of lenders (BUYER_FINDER_FEES), percent annualised. */
  buyerFinderFeePercent: number;
  /** Our published settlement terms. */
  staticTermsUrl: string;
  /** Interest on a late settlement, percent. */
  delayInterestPercent: number;
}

const entry = (code: string, value: string) => ({ descriptor: { code }, value });

export function buildSearchMessage(terms: SearchTerms): Record<string, unknown> {
  return {
    intent: {
      category: { descriptor: { code: 'PERSONAL_LOAN' } },
      payment: {
        collected_by: 'BPP',
        tags: [
          {
            descriptor: { code: 'BUYER_FINDER_FEES' },
            display: false,
            list: [
              entry('BUYER_FINDER_FEES_TYPE', 'percent-annualized'),
              entry('BUYER_FINDER_FEES_PERCENTAGE', String(terms.buyerFinderFeePercent)),
            ],
          },
          {
            descriptor: { code: 'SETTLEMENT_TERMS' },
            display: false,
            list: [
              entry('DELAY_INTEREST', String(terms.delayInterestPercent)),
              entry('STATIC_TERMS', terms.staticTermsUrl),
              entry('OFFLINE_CONTRACT', 'true'),
            ],
          },
        ],
      },
    },
  };
}
