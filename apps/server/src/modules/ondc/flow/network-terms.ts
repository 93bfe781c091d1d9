import { z } from 'zod';
import { rupeesToPaise } from '@cl/contracts';
import { quoteDisagreements } from './quote-check.ts';

// Reading a network lender's offer (FIS12 on_select) into the product's terms: integer paise and
// basis points, field by field as docs/ondc.md maps them. Parsed, never trusted: a value that
// cannot be read makes the offer unreadable (the lender stays unmatched), never a guessed figure.

const tagList = z.array(
  z.looseObject({
    descriptor: z.looseObject({ code: z.string() }),
    list: z
      .array(z.looseObject({ descriptor: z.looseObject({ code: z.string() }), value: z.string() }))
      .optional(),
  }),
);

/** The entries of one tag group (LOAN_INFO, CONTACT_INFO, BUYER_FINDER_FEES), code -> value. */
export function tagValues(tags: unknown, group: string): Map<string, string> | null {
  const parsed = tagList.safeParse(tags);
  if (!parsed.success) return null;
  const found = parsed.data.find((tag) => tag.descriptor.code === group);
  if (!found) return null;
  return new Map((found.list ?? []).map((entry) => [entry.descriptor.code, entry.value]));
}

const charge = z.object({
  /** The quote breakup title (PROCESSING_FEE, INSURANCE_CHARGES, ...). */
  code: z.string(),
  paise: z.number().int(),
});
export type NetworkCharge = z.infer<typeof charge>;

/** What is stored per offer (ondc_network_offers.terms), read back through this schema. */
export const networkTerms = z.object({
  interestRateText: z.string(),
  rateBp: z.number().int(),
  aprBp: z.number().int(),
  months: z.number().int(),
  instalments: z.number().int(),
  instalmentPaise: z.number().int(),
  principalPaise: z.number().int(),
  interestPaise: z.number().int(),
  upfrontCharges: z.array(charge),
  netDisbursedPaise: z.number().int(),
  /** Foreclosure, late payment and other penal charges as the lender states them. */
  penalCharges: z.string(),
  coolingOffDays: z.number().int(),
  kfsLink: z.string().nullable(),
  tncLink: z.string().nullable(),
  /** Codes our own maths does not reproduce (quote-check.ts); empty when the quote adds up. */
  disagreements: z.array(z.string()),
});
export type NetworkTerms = z.infer<typeof networkTerms>;

export const grievanceOfficer = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export type Grievance = z.infer<typeof grievanceOfficer>;

/** "13.5%" -> 1350 basis points (to the nearest: "15.873%" -> 1587); anything else -> null. */
export function percentToBp(text: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(text ?? '');
  return match ? Math.round(Number(match[1]) * 100) : null;
}

/** "P3D" -> 3; only whole days are a cooling-off period. */
export function isoDays(text: string | undefined): number | null {
  const match = /^P(\d+)D$/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** "24 months" -> 24, "2 years" -> 24. */
export function termMonths(text: string | undefined): number | null {
  const match = /^\s*(\d+)\s*(month|months|year|years)\s*$/i.exec(text ?? '');
  if (!match) return null;
  return /year/i.test(match[2] ?? '') ? Number(match[1]) * 12 : Number(match[1]);
}

function paiseOf(text: string | undefined): number | null {
  if (text === undefined || !/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  return rupeesToPaise(text.trim());
}

const quote = z.looseObject({
  breakup: z.array(z.looseObject({ title: z.string(), price: z.looseObject({ value: z.string() }) })),
});

const UPFRONT_CODES = ['PROCESSING_FEE', 'OTHER_UPFRONT_CHARGES', 'INSURANCE_CHARGES', 'OTHER_CHARGES'];

function penalText(info: Map<string, string>): string {
  const parts = [
    ['Foreclosure', info.get('FORECLOSURE_FEE')],
    ['Late payment', info.get('DELAY_PENALTY_FEE')],
    ['Other penal charges', info.get('OTHER_PENALTY_FEE')],
    ['Interest rate conversion', info.get('INTEREST_RATE_CONVERSION_CHARGE')],
  ] as const;
  return parts
    .filter(([, value]) => value !== undefined && !/^0(\.0+)?\s*(%|INR)?$/.test(value))
    .map(([label, value]) => `${label}: ${value ?? ''}`)
    .join('; ');
}

/** LOAN_INFO (item tags) and the quote of one on_select order: the product's terms, or null. */
export function readNetworkTerms(itemTags: unknown, orderQuote: unknown): NetworkTerms | null {
  const info = tagValues(itemTags, 'LOAN_INFO');
  const parsedQuote = quote.safeParse(orderQuote);
  if (!info || !parsedQuote.success) return null;
  // The KFS assumes monthly instalments (docs/ondc.md): another frequency is not comparable.
  if (info.get('REPAYMENT_FREQUENCY') !== 'MONTHLY') return null;
  const lines = new Map(parsedQuote.data.breakup.map((line) => [line.title, paiseOf(line.price.value)]));
  const rateBp = percentToBp(info.get('INTEREST_RATE'));
  const aprBp = percentToBp(info.get('ANNUAL_PERCENTAGE_RATE'));
  const months = termMonths(info.get('TERM'));
  const instalments = Number(info.get('NUMBER_OF_INSTALLMENTS_OF_REPAYMENT'));
  const instalmentPaise = paiseOf(info.get('INSTALLMENT_AMOUNT'));
  const coolingOffDays = isoDays(info.get('COOL_OFF_PERIOD'));
  const principalPaise = lines.get('PRINCIPAL');
  const interestPaise = lines.get('INTEREST');
  const netDisbursedPaise = lines.get('NET_DISBURSED_AMOUNT');
  if (
    rateBp === null ||
    aprBp === null ||
    months === null ||
    !Number.isInteger(instalments) ||
    instalmentPaise === null ||
    coolingOffDays === null ||
    principalPaise == null ||
    interestPaise == null ||
    netDisbursedPaise == null
  )
    return null;
  const upfrontCharges = UPFRONT_CODES.flatMap((code) => {
    const paise = lines.get(code);
    return paise ? [{ code, paise }] : [];
  });
  const read = {
    interestRateText: info.get('INTEREST_RATE') ?? '',
    rateBp,
    aprBp,
    months,
    instalments,
    instalmentPaise,
    principalPaise,
    interestPaise,
    upfrontCharges,
    netDisbursedPaise,
    penalCharges: penalText(info),
    coolingOffDays,
    kfsLink: info.get('KFS_LINK') ?? null,
    tncLink: info.get('TNC_LINK') ?? null,
  };
  return { ...read, disagreements: quoteDisagreements(read) };
}

/** CONTACT_INFO's grievance officer (RBI DLD: the lender's, shown to the borrower), or null. */
export function readGrievance(providerTags: unknown): Grievance | null {
  const info = tagValues(providerTags, 'CONTACT_INFO');
  const name = info?.get('GRO_NAME');
  const email = info?.get('GRO_EMAIL');
  const phone = info?.get('GRO_CONTACT_NUMBER');
  return name && email && phone ? { name, email, phone } : null;
}

/** BUYER_FINDER_FEES_PERCENTAGE of a payments list, in basis points. */
export function readBuyerFinderFeeBp(payments: unknown): number | null {
  const parsed = z.array(z.looseObject({ tags: z.unknown().optional() })).safeParse(payments);
  if (!parsed.success) return null;
  for (const payment of parsed.data) {
    const value = tagValues(payment.tags, 'BUYER_FINDER_FEES')?.get('BUYER_FINDER_FEES_PERCENTAGE');
    if (value !== undefined) return percentToBp(`${value}%`);
  }
  return null;
}
