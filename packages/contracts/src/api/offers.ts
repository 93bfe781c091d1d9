import { z } from 'zod';
import { intText } from './numbers.ts';
import {
  APPLICATION_HANDOFFS,
  APPLICATION_STATUSES,
  CUSTOMER_APPLICATION_STATUSES,
  TIMELINE_NOTE_CODES,
} from '../applications.ts';
import { LENDER_PRODUCTS } from '../catalog.ts';
import { birthDateToIso } from '../validation/birth-date.ts';
import { todayInIndia } from '../calendar/india-day.ts';
import { networkApplicationStep } from './network-journey.ts';

// Offers, KFS and applications (issue 4; RBI DLD 2025 via REGULATION.md).

export const offersQuery = z.object({ product: z.enum(LENDER_PRODUCTS).default('personal') });

/**
 * The customer's application to an offer's lender that holds a new one (de-dupe window, issue 13):
 * the card shows it instead of Apply, before any KFS is opened.
 */
export const offerApplication = z.object({
  publicId: z.string(),
  status: z.enum(CUSTOMER_APPLICATION_STATUSES),
  appliedAt: z.string(),
  /** When an application to this lender is taken again (the de-dupe window ends). */
  applyAgainAt: z.string(),
});
export type OfferApplication = z.infer<typeof offerApplication>;

/**
 * Issue 17: an offer from a lender on the ONDC network (ADR 033). Such an offer's `lenderId` is the
 * negative of `offerId` (it is no row of the lenders table) and its slug is `ondc-<offerId>`.
 */
export const networkOfferRef = z.object({
  offerId: z.number().int(),
  providerId: z.string(),
  /** The lender's own KFS and terms, linked beside ours (ours is the comparable one). */
  kfsLink: z.string().nullable(),
  tncLink: z.string().nullable(),
});

export const offer = z.object({
  lenderId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  amount: z.number().int(),
  tenure: z.string().nullable(),
  interestRate: z.string().nullable(),
  aprMin: z.number().nullable(),
  aprMax: z.number().nullable(),
  processingFees: z.string().nullable(),
  penalCharges: z.string().nullable(),
  coolingOffDays: z.number().int(),
  specialOffer: z.string().nullable(),
  /** An example at the lowest rate over the example tenure. */
  emiExample: z
    .object({ months: z.number().int(), ratePercent: z.number(), emi: z.number(), apr: z.number() })
    .nullable(),
  handoff: z.enum(['api', 'redirect']),
  kfsVersion: z.string(),
  creditScoreUnknown: z.boolean(),
  /** null when nothing holds a new application to this lender. */
  application: offerApplication.nullable(),
  /** Absent for the marketplace's own lenders. */
  network: networkOfferRef.optional(),
});
export type Offer = z.infer<typeof offer>;

export const unmatchedLender = z.object({
  lenderId: z.number().int(),
  name: z.string(),
  reasons: z.array(z.string()),
  /**
   * Issue 17 (ADR 034): a network lender without an offer yet. 'form_due': its application form
   * waits for the customer (OFFERS_API.networkOfferForm); 'form_submitted': its offer is awaited
   * (the view asks again); 'declined': it made none. Absent for the marketplace's own lenders.
   */
  network: z
    .object({ offerId: z.number().int(), state: z.enum(['form_due', 'form_submitted', 'declined']) })
    .optional(),
});

export const applicationSummary = z.object({
  publicId: z.string(),
  lenderName: z.string(),
  lenderSlug: z.string(),
  product: z.string(),
  amount: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  handoff: z.enum(APPLICATION_HANDOFFS),
  /** The status in the customer's words (a redirect application not yet continued says so). */
  customerStatus: z.enum(CUSTOMER_APPLICATION_STATUSES),
  reason: z.string().nullable(),
  lenderReference: z.string().nullable(),
  disbursedAmount: z.number().nullable(),
  disbursedOn: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  /** Issue 17: a loan applied for over the ONDC network (handoff 'ondc'); null for the others. */
  network: networkApplicationStep.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  timeline: z.array(
    z.object({
      status: z.string(),
      source: z.string(),
      note: z.string().nullable(),
      /** TIMELINE_NOTE_CODES: a product note to show in the customer's language, with its values. */
      noteCode: z.enum(TIMELINE_NOTE_CODES).nullable(),
      noteValues: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).nullable(),
      at: z.string(),
    }),
  ),
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;

export const offersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    methodVersion: z.string(),
    offers: z.array(offer),
    unmatched: z.array(unmatchedLender),
    applications: z.array(applicationSummary),
    /**
     * Issue 17 (ADR 033): while the network search still takes lenders' answers, when it stops
     * (the page asks again until then); null when no search is open.
     */
    networkSearchOpenUntil: z.string().nullable().optional(),
  }),
});

/** A lender named in a KFS address; an unknown shape reads as no such lender. */
export const lenderSlugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'No such lender') });

export const kfsQuery = z.object({
  amount: intText(1000, 100_000_000),
  months: intText(1, 360).optional(),
});

// RBI DLD KFS: amount, total interest, up-front charges itemised, net disbursed, APR, tenure,
// number and amount of instalments, penal charges, cooling-off period, grievance contacts.
export const kfsDocument = z.object({
  version: z.string(),
  lenderName: z.string(),
  loanAmount: z.number(),
  ratePercent: z.number(),
  months: z.number().int(),
  instalments: z.number().int(),
  emi: z.number(),
  totalInterest: z.number(),
  upfrontCharges: z.array(z.object({ label: z.string(), amount: z.number() })),
  netDisbursed: z.number(),
  totalRepayment: z.number(),
  apr: z.number(),
  penalCharges: z.string().nullable(),
  coolingOffDays: z.number().int(),
  grievance: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  generatedAt: z.string(),
});
export type KfsDocument = z.infer<typeof kfsDocument>;
export const kfsResponse = z.object({ success: z.literal(true), data: kfsDocument });

export const KFS_PDF_CONTENT_TYPE = 'application/pdf';

/**
 * The downloaded KFS's file name, 'KFS-Early-Salary-2026-11-21.pdf': the lender's name kept to
 * letters and digits (a header-safe ASCII name) and the day it was made in India.
 */
export function kfsPdfFileName(lenderName: string, generatedAt: string): string {
  const lender = lenderName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const day = birthDateToIso(todayInIndia(new Date(generatedAt)));
  return `KFS-${lender || 'lender'}-${day}.pdf`;
}

export const applyBody = z.object({
  lender_id: z.number().int().positive().max(2_147_483_647),
  product: z.enum(LENDER_PRODUCTS),
  amount: z.number().int().min(1000).max(100_000_000),
  tenure_months: z.number().int().min(1).max(360).nullable().default(null),
  /** The KFS version the customer acknowledged. */
  kfs_version: z.string().min(1).max(64),
  /** Made once per apply click on the web; a retry carries the same key. */
  idempotency_key: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const applyResponse = z.object({
  success: z.literal(true),
  data: applicationSummary,
  created: z.boolean(),
});
export const applicationsResponse = z.object({ success: z.literal(true), data: z.array(applicationSummary) });
export const applicationResponse = z.object({ success: z.literal(true), data: applicationSummary });

/** GET OFFERS_API.rankingMethod (public, RBI DLD 2025): the published method in both languages. */
export const rankingMethodText = z.object({
  title: z.string(),
  summary: z.string(),
  matching: z.array(z.string()).readonly(),
  ordering: z.array(z.string()).readonly(),
  notes: z.array(z.string()).readonly(),
});
export const rankingMethodResponse = z.object({
  success: z.literal(true),
  data: z.object({ version: z.string(), en: rankingMethodText, hi: rankingMethodText }),
});

/** GET OFFERS_API.lenderPage (public): a lender's published terms for its page under /user. */
export const lenderPage = z.object({
  offer,
  journey: z.string(),
  products: z.array(z.string()),
  minLoan: z.number().nullable(),
  maxLoan: z.number().nullable(),
});
export type LenderPage = z.infer<typeof lenderPage>;
export const lenderPageResponse = z.object({ success: z.literal(true), data: lenderPage });
export const applicationParams = z.object({ publicId: z.uuid('No such application') });
