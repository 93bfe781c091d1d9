import { z } from 'zod';
import { SUPPORT_STATUSES } from './support-inbox.ts';
import { intText } from './numbers.ts';
import { emailField, fullNameField, phoneField, pincodeField } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';
import { LENDER_PRODUCTS } from '../catalog.ts';

export const PARTNER_API = {
  session: '/api/partner/session',
  dashboard: '/api/partner/dashboard',
  products: '/api/partner/products',
  referral: '/api/partner/referral',
  eligibility: '/api/partner/eligibility-criteria',
  lenderJourney: '/api/partner/lender-journey',
  apiKeys: '/api/partner/api-keys',
  apiKey: '/api/partner/api-keys/:keyId',
  tickets: '/api/partner/tickets',
  reports: '/api/partner/reports',
  reportExport: '/api/partner/reports/export',
  funnel: '/api/partner/funnel',
  settings: '/api/partner/settings',
  leadPush: '/api/partner/v1/leads',
} as const;

export const partnerSessionData = z.object({
  partnerId: z.number().int(),
  partnerKey: z.string(),
  partnerName: z.string(),
  userName: z.string(),
  masquerade: z.boolean(),
  idleTimeoutSeconds: z.number().int(),
});

/** The path of a partner lead's link (spec 2 /transfer/:prospectId); not under /api/partner. */
export const TRANSFER_API = '/api/transfer/:prospectId';

// The answers of the partner portal's calls: the server's routes serialise with these (unknown
// fields are dropped) and the web parses with them, so each call has one shape. Answers are
// `{ success: true, data }`; the few with a field beside `data` spell it out.
const answer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const partnerSessionResponse = answer(partnerSessionData);

export const verifiedPartner = z.object({ partnerId: z.number().int(), userName: z.string() });
export type VerifiedPartner = z.infer<typeof verifiedPartner>;
/** AUTH_API.partnerOtpVerify; the token is for non-browser clients, browsers get the HttpOnly cookie. */
export const partnerOtpVerifyResponse = z.object({
  success: z.literal(true),
  data: verifiedPartner,
  token: z.string(),
});

export const partnerDashboard = z.object({
  from: z.string(),
  to: z.string(),
  leads: z.number(),
  applications: z.number(),
  approvals: z.number(),
  /** Issue 15: disbursals, amounts and earnings come from the revenue ledger by disbursal day (IST). */
  disbursals: z.number(),
  disbursedPaise: z.number().int(),
  earnedPaise: z.number().int(),
  /** Applications by application day; disbursals and earnings by disbursal day. */
  daily: z.array(
    z.object({
      day: z.string(),
      applications: z.number(),
      disbursals: z.number(),
      earnedPaise: z.number().int(),
    }),
  ),
});
export type PartnerDashboard = z.infer<typeof partnerDashboard>;
export const partnerDashboardResponse = answer(partnerDashboard);

export const partnerProductLender = z.object({
  name: z.string(),
  maxLoan: z.number().nullable(),
  interestRate: z.string().nullable(),
  tenure: z.string().nullable(),
});
export type PartnerProductLender = z.infer<typeof partnerProductLender>;
export const partnerProduct = z.object({ product: z.string(), lenders: z.array(partnerProductLender) });
export type PartnerProduct = z.infer<typeof partnerProduct>;
export const partnerProductsResponse = answer(z.array(partnerProduct));

export const partnerReferral = z.object({
  link: z.string(),
  /** SVG markup made by the server (the qrcode library); the web shows it through <img>, never as HTML. */
  qrSvg: z.string(),
  customers: z.array(z.object({ name: z.string(), joinedAt: z.string(), profileCompleted: z.boolean() })),
});
export type PartnerReferral = z.infer<typeof partnerReferral>;
export const partnerReferralResponse = answer(partnerReferral);

/** spec 2 Eligibility Criteria: one row per lender, from live lender data. */
export const partnerEligibilityRow = z.object({
  lenderId: z.number(),
  criteria: z.string(),
  age: z.string(),
  employment: z.string(),
  monthlyNetIncome: z.number().nullable(),
  minLoan: z.number().nullable(),
  maxLoan: z.number().nullable(),
  cibil: z.string(),
  journey: z.string(),
});
export type PartnerEligibilityRow = z.infer<typeof partnerEligibilityRow>;
export const partnerEligibilityResponse = answer(z.array(partnerEligibilityRow));

/** Steps of a lender journey, as codes with values so the portal shows them in its language. */
export const LENDER_JOURNEY_STEPS = [
  'compare',
  'kfs',
  'sent_automatically',
  'continue_app',
  'continue_web',
  'kyc',
  'gold_valuation',
  'income_proof',
  'esign',
  'disbursed',
] as const;
export const lenderJourneyStep = z.object({
  code: z.enum(LENDER_JOURNEY_STEPS),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  /** English, for API clients. */
  text: z.string(),
});
export type LenderJourneyStep = z.infer<typeof lenderJourneyStep>;
export const partnerLenderJourney = z.object({ name: z.string(), steps: z.array(lenderJourneyStep) });
export type PartnerLenderJourney = z.infer<typeof partnerLenderJourney>;
export const partnerLenderJourneysResponse = answer(z.array(partnerLenderJourney));

/** In order: visits, leads, signups, profiles, applications, approvals, disbursals. */
export const partnerFunnelStep = z.object({ step: z.string(), count: z.number() });
export type PartnerFunnelStep = z.infer<typeof partnerFunnelStep>;
export const partnerFunnelResponse = answer(z.array(partnerFunnelStep));

export const partnerSettings = z.object({
  partnerName: z.string(),
  partnerKey: z.string(),
  utmId: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
});
export type PartnerSettings = z.infer<typeof partnerSettings>;
/** GET and POST PARTNER_API.settings both answer the settings as they now are. */
export const partnerSettingsResponse = answer(partnerSettings);

export const partnerTicket = z.object({
  /** Issue 15: the ticket's reference (TKT-…), never its row id. */
  reference: z.string(),
  kind: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
});
export type PartnerTicket = z.infer<typeof partnerTicket>;
export const partnerTicketsResponse = answer(z.array(partnerTicket));
export const partnerTicketResponse = answer(partnerTicket);

export const partnerReportCell = z.union([z.string(), z.number(), z.null()]);
export type PartnerReportCell = z.infer<typeof partnerReportCell>;
export const partnerReport = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), partnerReportCell)),
});
export type PartnerReport = z.infer<typeof partnerReport>;
export const partnerReportResponse = answer(partnerReport);

/** An API key as listed: never the secret (the server keeps only its hash). */
export const partnerApiKey = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revoked: z.boolean(),
});
export type PartnerApiKey = z.infer<typeof partnerApiKey>;
export const partnerApiKeysResponse = answer(z.array(partnerApiKey));
/** `key` is the secret, in this answer only: the page shows it once. */
export const partnerApiKeyCreateResponse = z.object({
  success: z.literal(true),
  data: partnerApiKey,
  key: z.string(),
});
export const partnerApiKeyRevokeResponse = answer(partnerApiKey);

/** `created` is false when the Idempotency-Key repeats an earlier push: `data` is the first lead. */
export const leadPushResult = z.object({ leadId: z.string(), transferUrl: z.string() });
export type LeadPushResult = z.infer<typeof leadPushResult>;
export const leadPushResponse = z.object({
  success: z.literal(true),
  created: z.boolean(),
  data: leadPushResult,
});

/** What a lead link is for: no personal data (the customer signs in with their own number). */
export const transferLink = z.object({
  partnerKey: z.string(),
  product: z.string().nullable(),
  amount: z.number().nullable(),
});
export type TransferLink = z.infer<typeof transferLink>;
export const transferLinkResponse = answer(transferLink);

export const ticketBody = z.object({
  kind: z.enum(['tech_support', 'general_query']),
  subject: z.string().trim().min(3, msg('required')).max(150, msg('tooLong')),
  message: z.string().trim().min(10, msg('descriptionRequired')).max(3000, msg('tooLong')),
});

export const apiKeyCreateBody = z.object({
  name: z.string().trim().min(2, msg('nameRequired')).max(60, msg('tooLong')),
});

export const leadPushBody = z.object({
  name: fullNameField,
  mobile: phoneField,
  email: emailField.optional(),
  product: z.enum(LENDER_PRODUCTS).default('personal'),
  amount: z.number().int().min(1000).max(50_000_000).optional(),
  pincode: pincodeField.optional(),
});

export const settingsBody = z.object({
  contact_name: fullNameField,
  contact_email: emailField,
  contact_phone: phoneField,
});

export const reportQuery = z.object({
  type: z.enum(['leads', 'applications']).default('leads'),
  preset: z.enum(['yesterday', 'last_7_days', 'last_30_days', 'custom_range']).default('last_30_days'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  status: z.string().max(16).optional(),
  page: intText(1, 100_000).default(1),
  pageSize: intText(1, 200).default(50),
  format: z.enum(['csv', 'xlsx']).optional(),
});

/** The partner API's Idempotency-Key: a repeated push with the same key answers the first lead. */
export const leadPushHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, 'Idempotency-Key must be 8 to 64 characters')
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
