import {
  KFS_CHARGE_LABELS,
  eligibilityReason,
  paiseToRupees,
  type KfsDocument,
  type LanguageCode,
  type Offer,
  type ReasonCode,
} from '@cl/contracts';
import type { NetworkOfferRow } from './network-offers.repository.ts';
import {
  grievanceOfficer,
  networkTerms,
  type Grievance,
  type NetworkCharge,
  type NetworkTerms,
} from './network-terms.ts';

// A network lender's answer in the RBI offers view and its KFS (docs/ondc.md, "The offer and KFS
// fields, mapped"). The figures are the lender's own, read into paise and basis points when its
// callback was applied; here they only change unit. Network offers have no lenders-table row: their
// id in the view is the negative of the network offer's id, their slug `ondc-<id>` (contracts).

export const NETWORK_SLUG = /^ondc-(\d{1,9})$/;
export const networkSlug = (row: { id: number }): string => `ondc-${String(row.id)}`;

/** Labels for the quote's up-front lines (the processing fee keeps the KFS's own label). */
const CHARGE_LABELS: Record<string, string> = {
  PROCESSING_FEE: KFS_CHARGE_LABELS.processingFee,
  OTHER_UPFRONT_CHARGES: 'Other up-front charges',
  INSURANCE_CHARGES: 'Insurance',
  OTHER_CHARGES: 'Other charges',
};

const rupees = (paise: number) => paiseToRupees(paise);
const percent = (bp: number) => bp / 100;

function feesText(charges: NetworkCharge[]): string | null {
  if (charges.length === 0) return null;
  return charges.map((c) => `${CHARGE_LABELS[c.code] ?? c.code}: ₹${rupees(c.paise).toFixed(2)}`).join('; ');
}

export interface ReadableNetworkOffer {
  row: NetworkOfferRow;
  terms: NetworkTerms;
}

/** The offers among a flow's rows: those with terms that were read. */
export function readableOffers(rows: readonly NetworkOfferRow[]): ReadableNetworkOffer[] {
  return rows.flatMap((row) => {
    const terms = row.state === 'offer' ? networkTerms.safeParse(row.terms) : null;
    return terms?.success ? [{ row, terms: terms.data }] : [];
  });
}

/** The lenders that answered without an offer: waiting for their form or offer, or declined. */
export function unmatchedNetworkLenders(
  rows: readonly NetworkOfferRow[],
  language: LanguageCode,
): { lenderId: number; name: string; reasons: string[]; network: UnmatchedNetworkState }[] {
  return rows
    .filter((row) => row.state !== 'offer' || !networkTerms.safeParse(row.terms).success)
    .map((row) => {
      const { reason, state } = unmatchedState(row.state);
      return {
        lenderId: -row.id,
        name: row.providerName,
        reasons: [eligibilityReason(reason, language)],
        network: { offerId: row.id, state },
      };
    });
}

type UnmatchedNetworkState = { offerId: number; state: 'form_due' | 'form_submitted' | 'declined' };

function unmatchedState(state: string): { reason: ReasonCode; state: UnmatchedNetworkState['state'] } {
  if (state === 'catalogue') return { reason: 'network_form_pending', state: 'form_due' };
  if (state === 'submitted') return { reason: 'network_offer_awaited', state: 'form_submitted' };
  if (state === 'unreadable') return { reason: 'network_form_unreadable', state: 'declined' };
  return { reason: 'network_no_offer', state: 'declined' };
}

/** The offer card's fields; `priority` 0 (no admin setting) and the lender's principal for ranking. */
export function networkOffer({
  row,
  terms,
}: ReadableNetworkOffer): Offer & { priority: number; offerAmount: number } {
  const apr = percent(terms.aprBp);
  const amount = Math.trunc(terms.principalPaise / 100);
  return {
    lenderId: -row.id,
    slug: networkSlug(row),
    name: row.providerName,
    amount,
    tenure: `${String(terms.months)} months`,
    interestRate: terms.interestRateText,
    aprMin: apr,
    aprMax: apr,
    processingFees: feesText(terms.upfrontCharges),
    penalCharges: terms.penalCharges === '' ? null : terms.penalCharges,
    coolingOffDays: terms.coolingOffDays,
    specialOffer: null,
    emiExample: {
      months: terms.months,
      ratePercent: percent(terms.rateBp),
      emi: rupees(terms.instalmentPaise),
      apr,
    },
    handoff: 'api',
    kfsVersion: `ondc-${row.offerMessageId ?? String(row.id)}`,
    creditScoreUnknown: false,
    application: null,
    network: { offerId: row.id, providerId: row.providerId, kfsLink: terms.kfsLink, tncLink: terms.tncLink },
    priority: 0,
    offerAmount: amount,
  };
}

/** The KFS from the lender's quote; the grievance officer is the lender's (CONTACT_INFO). */
export function networkKfs(
  { row, terms }: ReadableNetworkOffer,
  fallbackGrievance: Grievance,
  now = new Date(),
): KfsDocument {
  const stored = grievanceOfficer.safeParse(row.grievance);
  const grievance = stored.success ? stored.data : fallbackGrievance;
  return {
    version: `ondc-${row.offerMessageId ?? String(row.id)}`,
    lenderName: row.providerName,
    loanAmount: rupees(terms.principalPaise),
    ratePercent: percent(terms.rateBp),
    months: terms.months,
    instalments: terms.instalments,
    emi: rupees(terms.instalmentPaise),
    totalInterest: rupees(terms.interestPaise),
    upfrontCharges: terms.upfrontCharges.map((c) => ({
      label: CHARGE_LABELS[c.code] ?? c.code,
      amount: rupees(c.paise),
    })),
    netDisbursed: rupees(terms.netDisbursedPaise),
    totalRepayment: rupees(terms.principalPaise + terms.interestPaise),
    apr: percent(terms.aprBp),
    penalCharges: terms.penalCharges === '' ? null : terms.penalCharges,
    coolingOffDays: terms.coolingOffDays,
    grievance,
    generatedAt: now.toISOString(),
  };
}
