import {
  LENDER_SIDE_REASONS,
  RANKING_METHOD_VERSION,
  eligibilityReason,
  parseProcessingFee,
  processingFeeAmount,
  repaymentSummary,
  type CalendarDate,
  type LanguageCode,
  type LenderProduct,
  type Offer,
  serverMessage,
} from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { inLanguage } from '../../lib/localized-text.ts';
import { memoByObject, memoByText } from '../../lib/memo.ts';
import { loadCustomerSnapshot, type CustomerSnapshot } from '../users/users.repository.ts';
import { businessEmploymentOf, coApplicantIncomeOf, detailsKeyOf } from '../users/product-details.ts';
import type { LenderRow } from '../lenders/lenders.repository.ts';
import { cachedLiveLenders } from '../lenders/live-lenders-cache.ts';
import {
  activeSpecialOffer,
  checkEligibility,
  handoffOf,
  rankOffers,
  type CustomerFacts,
  type RankableOffer,
} from './eligibility.ts';
import { exampleTenure, kfsVersionOf, parseRateRange } from './lender-terms.ts';
import { recordOfferImpression } from './offers.repository.ts';
import type { ApplicationRow } from '../applications/applications.repository.ts';
import type { NetworkOfferRow } from '../ondc/flow/network-offers.repository.ts';
import { networkOffer, readableOffers, unmatchedNetworkLenders } from '../ondc/flow/network-offer-view.ts';

const decimal = (v: string | null) => (v === null ? null : Number(v));

// A fee text is read once, not for every lender on every offers view (issue 16).
const feeTermsOf = memoByText(parseProcessingFee);

/** Worst-case fee for the example; unreadable fee texts count as no fee (the KFS lists the text). */
function safeFee(amount: number, text: string | null): number {
  const terms = text ? feeTermsOf(text) : null;
  if (!terms) return 0;
  try {
    return processingFeeAmount(amount, terms);
  } catch {
    return 0;
  }
}

// Issue 16: an example is the same for a lender, an amount and the products it is shown for, so
// it is worked out once (the APR's iteration was most of an offer's arithmetic on every view). A
// cached lender row is the same object until the cache reloads it; the examples go with it.
type ExampleTerms = Pick<LenderRow, 'interestRate' | 'tenure' | 'processingFees'>;
/** Per lender row, its examples by `amount|products` (memoByText: at most 256, then it starts over). */
const examplesOf = memoByObject((lender: ExampleTerms) =>
  memoByText((key) => {
    const [amount = '', products = ''] = key.split('|');
    return workedExample(lender, Number(amount), products === '' ? [] : products.split(','));
  }, 256),
);

/**
 * `shownFor`: the product the offer is shown for, or every product the lender lends (its own page).
 * The answer is shared between views: callers must not change it.
 */
export function emiExampleFor(
  lender: ExampleTerms,
  amount: number,
  shownFor: readonly string[],
): Offer['emiExample'] {
  return examplesOf(lender)(`${String(amount)}|${shownFor.join(',')}`);
}

function workedExample(
  lender: ExampleTerms,
  amount: number,
  shownFor: readonly string[],
): Offer['emiExample'] {
  const rate = parseRateRange(lender.interestRate);
  if (!rate) return null;
  const months = exampleTenure(lender.tenure, shownFor);
  const fee = safeFee(amount, lender.processingFees);
  const summary = repaymentSummary({
    principal: amount,
    annualRatePercent: rate.min,
    months,
    upfrontFees: fee < amount ? fee : 0,
  });
  return { months, ratePercent: rate.min, emi: summary.emi, apr: summary.apr };
}

export function toOffer(
  lender: LenderRow,
  amount: number,
  creditScoreUnknown: boolean,
  today: CalendarDate,
  language: LanguageCode,
  shownFor: readonly string[],
): Offer {
  const specialOffer = activeSpecialOffer(lender, today);
  return {
    lenderId: lender.id,
    slug: lender.slug,
    name: lender.name,
    amount,
    tenure: lender.tenure,
    interestRate: lender.interestRate,
    aprMin: decimal(lender.aprMin),
    aprMax: decimal(lender.aprMax),
    // The English fee text stays the one the EMI example and the KFS compute from.
    processingFees: inLanguage(lender.processingFees, lender.processingFeesHi, language),
    penalCharges: inLanguage(lender.penalCharges, lender.penalChargesHi, language),
    coolingOffDays: lender.coolingOffDays,
    specialOffer: specialOffer === null ? null : inLanguage(specialOffer, lender.soTextHi, language),
    emiExample: emiExampleFor(lender, amount, shownFor),
    handoff: handoffOf(lender),
    kfsVersion: kfsVersionOf(lender),
    creditScoreUnknown,
    // The offers call adds the customer's held application (held-applications.ts).
    application: null,
  };
}

export async function customerFacts(
  db: Database,
  userId: number,
  product: LenderProduct,
): Promise<CustomerFacts> {
  return factsOf(await loadCustomerSnapshot(db, userId), product);
}

/** What eligibility reads of a customer for one product. */
export function factsOf(customer: CustomerSnapshot, product: LenderProduct): CustomerFacts {
  const { user } = customer;
  if (!user) throw notFound(serverMessage('noSuchUser'));
  // Issue 13: a product form's own amount and (for business) employment type, not another form's.
  const key = detailsKeyOf(product);
  const details = key ? customer.details.find((row) => row.product === key) : undefined;
  // A student loan is assessed on the co-applicant (parent or guardian), not the student.
  const income = product === 'student' ? coApplicantIncomeOf(details?.data) : null;
  // No details row (say, a student loan chosen after a personal one) means no amount of its own:
  // the journey gate refuses such calls first (ADR 015), and the personal amount is never used.
  return {
    birthDate: user.birthDate,
    monthlyIncome: income ?? user.monthlyIncome,
    employmentStatusCode:
      product === 'business'
        ? (businessEmploymentOf(details?.data) ??
          businessEmploymentOf({ employment_status_code: user.employmentStatusCode }))
        : user.employmentStatusCode,
    desiredAmount: (key ? details?.desiredAmount : user.seLoanAmount) ?? 0,
    creditScore: user.creditScore,
    pincode: user.postalCode,
    product,
  };
}

/** An offer with what ranks it (eligibility.ts's RankableOffer). */
interface RankedOffer extends RankableOffer {
  offer: Offer;
}

function ranked(offer: Offer, priority: number, offerAmount: number): RankedOffer {
  const { aprMin, aprMax, name, slug } = offer;
  return { aprMin, aprMax, name, slug, priority, offerAmount, offer };
}

/**
 * Every matching offer, ranked by the published method, and the names of active lenders that did
 * not match with the reasons (RBI DLD 2025: unbiased, complete). What was shown is recorded before
 * this answers, in the statement that also reads the customer's applications (issue 16, ADR 028),
 * which are answered with it. `network`: the answers of ONDC lenders to the customer's request
 * (ADR 033), ranked alike.
 */
export async function buildOffers(
  db: Database,
  userId: number,
  facts: CustomerFacts,
  today: CalendarDate,
  language: LanguageCode,
  network: readonly NetworkOfferRow[] = [],
): Promise<{
  offers: Offer[];
  unmatched: { lenderId: number; name: string; reasons: string[] }[];
  applications: ApplicationRow[];
}> {
  const { product } = facts;
  const lenders = await cachedLiveLenders(db);
  // Ranked by their terms, each beside its offer: the offers answered are the objects made here.
  const matched: RankedOffer[] = [];
  const unmatched: { lenderId: number; name: string; reasons: string[] }[] = [];
  for (const lender of lenders) {
    const result = checkEligibility(facts, lender, today);
    if (result.matched) {
      const offer = toOffer(lender, result.offerAmount, result.creditScoreUnknown, today, language, [
        product,
      ]);
      matched.push(ranked(offer, lender.priority, result.offerAmount));
    } else if (
      !result.reasons.some((r) => LENDER_SIDE_REASONS.includes(r)) &&
      lender.products.includes(product)
    ) {
      unmatched.push({
        lenderId: lender.id,
        name: lender.name,
        reasons: result.reasons.map((r) => eligibilityReason(r, language)),
      });
    }
  }
  for (const { priority, offerAmount, ...offer } of readableOffers(network).map(networkOffer)) {
    matched.push(ranked(offer, priority, offerAmount));
  }
  unmatched.push(...unmatchedNetworkLenders(network, language));
  const offers = rankOffers(matched, RANKING_METHOD_VERSION).map((entry) => entry.offer);
  const applications = await recordOfferImpression(db, {
    userId,
    product,
    methodVersion: RANKING_METHOD_VERSION,
    shown: offers.map((o) => ({
      lenderId: o.lenderId,
      amount: o.amount,
      aprMin: o.aprMin,
      aprMax: o.aprMax,
      kfsVersion: o.kfsVersion,
      ...(o.network ? { network: o.network } : {}),
    })),
    unmatched: unmatched.map((u) => u.lenderId),
  });
  return { offers, unmatched: unmatched.sort((a, b) => a.name.localeCompare(b.name)), applications };
}
