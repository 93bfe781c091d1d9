import { paiseToRupeeText } from '@cl/contracts';
import type { BecknContext } from './buyer-request.ts';
import type { LoanQuote } from './loan-quote.ts';
import { percentText } from './percent-text.ts';
import type { SimulatedLender } from './simulated-network.ts';

// Pieces every simulated lender message is made of, shaped as the FIS12 personal-loan examples are
// (tag groups, provider with grievance officer, LOAN_INFO, quote breakup, payment terms).

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** One message of the simulator: a beckn context and its message. */
export interface OndcMessage {
  context: BecknContext;
  message: JsonObject;
}

export interface TagEntry {
  code: string;
  name?: string;
  value: string;
}

function descriptor(code: string, name: string | undefined): JsonObject {
  return name === undefined ? { code } : { code, name };
}

export function tagGroup(
  code: string,
  name: string | undefined,
  entries: TagEntry[],
  display = true,
): JsonObject {
  return {
    descriptor: descriptor(code, name),
    display,
    list: entries.map((entry) => ({ descriptor: descriptor(entry.code, entry.name), value: entry.value })),
  };
}

export const inr = (paise: number): JsonObject => ({ currency: 'INR', value: paiseToRupeeText(paise) });

/** CONTACT_INFO: the lender's grievance officer and support (RBI DLD: shown to the borrower). */
export function contactInfo(lender: SimulatedLender): JsonObject {
  const officer = lender.grievanceOfficer;
  return tagGroup('CONTACT_INFO', 'Contact Info', [
    { code: 'GRO_NAME', name: 'Gro name', value: officer.name },
    { code: 'GRO_EMAIL', name: 'Gro email', value: officer.email },
    { code: 'GRO_CONTACT_NUMBER', name: 'Gro contact number', value: officer.phone },
    { code: 'GRO_DESIGNATION', name: 'Gro designation', value: officer.designation },
    { code: 'GRO_ADDRESS', name: 'Gro address', value: officer.address },
    {
      code: 'CUSTOMER_SUPPORT_LINK',
      name: 'Customer support link',
      value: `${lender.subscriberUri}/support`,
    },
    {
      code: 'CUSTOMER_SUPPORT_CONTACT_NUMBER',
      name: 'Customer support contact number',
      value: lender.supportPhone,
    },
    { code: 'CUSTOMER_SUPPORT_EMAIL', name: 'Customer support email', value: lender.supportEmail },
  ]);
}

export function providerDescriptor(lender: SimulatedLender): JsonObject {
  return {
    name: lender.name,
    short_desc: lender.name,
    long_desc: `${lender.name}, a lender of the ONDC simulator`,
  };
}

/** The provider as on_select … on_update carry it: id, name, grievance officer. */
export function orderProvider(lender: SimulatedLender): JsonObject {
  return { id: lender.providerId, descriptor: providerDescriptor(lender), tags: [contactInfo(lender)] };
}

export const ITEM_CODE = 'PERSONAL_LOAN';
export const itemId = (lender: SimulatedLender): string => `${lender.providerId}-ITEM`;

/** LOAN_INFO: the offer's terms, what the KFS shows (docs/ondc.md maps them field by field). */
export function loanInfo(lender: SimulatedLender, quote: LoanQuote): JsonObject {
  const terms = lender.terms;
  return tagGroup('LOAN_INFO', 'Loan Information', [
    { code: 'INTEREST_RATE', name: 'Interest Rate', value: percentText(terms.annualRatePercent) },
    { code: 'TERM', name: 'Loan Term', value: `${quote.instalments} months` },
    { code: 'INTEREST_RATE_TYPE', name: 'Interest rate type', value: 'FIXED' },
    { code: 'APPLICATION_FEE', name: 'Application Fees', value: '0 INR' },
    { code: 'FORECLOSURE_FEE', name: 'Foreclosure Penalty', value: percentText(terms.foreclosureFeePercent) },
    { code: 'INTEREST_RATE_CONVERSION_CHARGE', name: 'Interest rate conversion charges', value: '0 INR' },
    {
      code: 'DELAY_PENALTY_FEE',
      name: 'Delayed payments penalty',
      value: percentText(terms.delayPenaltyPercent),
    },
    { code: 'OTHER_PENALTY_FEE', name: 'Other Penal Charges', value: '0%' },
    { code: 'ANNUAL_PERCENTAGE_RATE', name: 'Annual Percentage Rate', value: percentText(quote.aprPercent) },
    { code: 'REPAYMENT_FREQUENCY', name: 'Repayment Frequency', value: 'MONTHLY' },
    {
      code: 'NUMBER_OF_INSTALLMENTS_OF_REPAYMENT',
      name: 'Number of instalments',
      value: String(quote.instalments),
    },
    { code: 'TNC_LINK', name: 'Terms & Conditions', value: `${lender.subscriberUri}/terms` },
    { code: 'COOL_OFF_PERIOD', name: 'Cooling-off period', value: `P${terms.coolingOffDays}D` },
    { code: 'INSTALLMENT_AMOUNT', name: 'Instalment amount', value: paiseToRupeeText(quote.instalmentPaise) },
    { code: 'KFS_LINK', name: 'Key Fact Statement', value: `${lender.subscriberUri}/kfs` },
  ]);
}

/** The loan item with its price (principal + interest) and LOAN_INFO. */
export function loanItem(lender: SimulatedLender, quote: LoanQuote): JsonObject {
  return {
    id: itemId(lender),
    descriptor: { code: ITEM_CODE, name: 'Personal Loan' },
    price: inr(quote.principalPaise + quote.interestPaise),
    tags: [loanInfo(lender, quote)],
  };
}

export interface BreakupLine {
  title: string;
  paise: number;
}

/** The quote: the total the borrower repays plus charges, and its breakup. */
export function loanQuoteMessage(orderId: string, quote: LoanQuote, extra: BreakupLine[] = []): JsonObject {
  const lines: BreakupLine[] = [
    { title: 'PRINCIPAL', paise: quote.principalPaise },
    { title: 'INTEREST', paise: quote.interestPaise },
    { title: 'PROCESSING_FEE', paise: quote.processingFeePaise },
    { title: 'OTHER_UPFRONT_CHARGES', paise: 0 },
    { title: 'INSURANCE_CHARGES', paise: quote.insurancePaise },
    { title: 'NET_DISBURSED_AMOUNT', paise: quote.netDisbursedPaise },
    { title: 'OTHER_CHARGES', paise: 0 },
    ...extra,
  ];
  const total = lines
    .filter((line) => line.title !== 'NET_DISBURSED_AMOUNT')
    .reduce((sum, line) => sum + line.paise, 0);
  return {
    id: orderId,
    price: inr(total),
    breakup: lines.map((line) => ({ title: line.title, price: inr(line.paise) })),
    ttl: 'P15D',
  };
}

/** BUYER_FINDER_FEES and SETTLEMENT_TERMS: the marketplace's fee and how the lender settles it. */
export function paymentTerms(lender: SimulatedLender): JsonObject[] {
  return [
    tagGroup(
      'BUYER_FINDER_FEES',
      undefined,
      [
        { code: 'BUYER_FINDER_FEES_TYPE', value: 'percent-annualized' },
        { code: 'BUYER_FINDER_FEES_PERCENTAGE', value: String(lender.terms.buyerFinderFeePercent) },
      ],
      false,
    ),
    tagGroup(
      'SETTLEMENT_TERMS',
      undefined,
      [
        { code: 'SETTLEMENT_WINDOW', value: 'PT30D' },
        { code: 'SETTLEMENT_BASIS', value: 'INVOICE_RECEIPT' },
        { code: 'MANDATORY_ARBITRATION', value: 'TRUE' },
        { code: 'COURT_JURISDICTION', value: 'Mumbai' },
        { code: 'STATIC_TERMS', value: `${lender.subscriberUri}/settlement-terms` },
        { code: 'OFFLINE_CONTRACT', value: 'true' },
      ],
      false,
    ),
  ];
}
