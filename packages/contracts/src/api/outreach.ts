import { z } from 'zod';
import { idField } from './numbers.ts';
import {
  companyNameField,
  emailField,
  fullNameField,
  phoneField,
  pincodeField,
} from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';

export const OUTREACH_API = {
  merchantSignup: '/api/merchants',
  merchants: '/api/admin/merchants',
  merchantReview: '/api/admin/merchants/:merchantId/review',
  trackingLinks: '/api/admin/tracking-links',
  trackingRedirect: '/t/:code',
  callQueue: '/api/admin/telecalling/queue',
  callOutcome: '/api/admin/telecalling/:userId/outcome',
  campaigns: '/api/admin/campaigns',
} as const;

// /create-merchant-form (public): merchant onboarding.
export const merchantSignupBody = z.object({
  partner_name: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, msg('invalidValue'))
    .optional(),
  business_name: companyNameField,
  owner_name: fullNameField,
  mobile: phoneField,
  email: emailField,
  city: z
    .string()
    .trim()
    .min(2, msg('required'))
    .max(100, msg('tooLong'))
    .regex(/^[A-Za-z .-]+$/, msg('invalidValue')),
  pincode: pincodeField,
  category: z.enum([
    'retail',
    'electronics',
    'automobile',
    'education',
    'healthcare',
    'travel',
    'services',
    'other',
  ]),
});

export const merchantReviewBody = z.object({
  status: z.enum(['approved', 'rejected']),
  note: z.string().trim().max(500).optional(),
});

const utmValue = z
  .string()
  .trim()
  .min(1, msg('required'))
  .max(64, msg('tooLong'))
  .regex(/^[A-Za-z0-9_-]+$/, msg('utmIdInvalid'));

export const trackingLinkBody = z.object({
  name: z.string().trim().min(2, msg('nameRequired')).max(100, msg('tooLong')),
  partner_id: idField.nullable().default(null),
  target_path: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9/_-]*$/, msg('sitePathInvalid'))
    .max(200, msg('tooLong')),
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
});

/** A row of GET and POST OUTREACH_API.trackingLinks; `url` is the public /t/:code address. */
export const trackingLinkRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  partnerId: z.number().nullable(),
  targetPath: z.string(),
  utmSource: z.string(),
  utmMedium: z.string(),
  utmCampaign: z.string(),
  clicks: z.number(),
  url: z.string(),
});
export const trackingLinksResponse = z.object({ success: z.literal(true), data: z.array(trackingLinkRow) });
export const trackingLinkResponse = z.object({ success: z.literal(true), data: trackingLinkRow });

export const CALL_OUTCOMES = [
  'no_answer',
  'callback',
  'interested',
  'not_interested',
  'wrong_number',
  'do_not_call',
] as const;
export const callOutcomeBody = z.object({
  outcome: z.enum(CALL_OUTCOMES, {
    error: (issue) => msg(issue.input === undefined ? 'required' : 'invalidValue'),
  }),
  note: z.string().trim().max(1000, msg('tooLong')).optional(),
  next_call_at: z.iso.datetime({ error: msg('dateInvalid') }).optional(),
});

/** A customer in GET OUTREACH_API.callQueue, with the last outcome recorded for them. */
export const callQueueEntry = z.object({
  userId: z.number(),
  name: z.string().nullable(),
  mobile: z.string(),
  plCompleted: z.number(),
  lastOutcome: z.string().nullable(),
  lastCallAt: z.string().nullable(),
});
export const callQueueResponse = z.object({ success: z.literal(true), data: z.array(callQueueEntry) });

export const campaignBody = z.object({
  name: z.string().trim().min(2, msg('nameRequired')).max(100, msg('tooLong')),
  channel: z.enum(['mobile', 'email']),
  subject: z.string().trim().max(150, msg('tooLong')).optional(),
  text: z.string().trim().min(5, msg('descriptionRequired')).max(1000, msg('tooLong')),
});

/** A campaign of GET and POST OUTREACH_API.campaigns, with how many messages went out and failed. */
export const campaignRow = z.object({
  id: z.number(),
  name: z.string(),
  channel: z.string(),
  sent: z.number(),
  failed: z.number(),
  createdAt: z.string(),
});
export const campaignsResponse = z.object({ success: z.literal(true), data: z.array(campaignRow) });
export const campaignResponse = z.object({ success: z.literal(true), data: campaignRow });

export const merchantSignupResponse = z.object({ success: z.literal(true), id: z.number() });
export const MERCHANT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const merchantsQuery = z.object({ status: z.enum(MERCHANT_STATUSES).optional() });

/** A merchant as GET OUTREACH_API.merchants lists it and its review answers (merchant-management). */
export const merchantRow = z.object({
  id: z.number(),
  partnerName: z.string().nullable(),
  businessName: z.string(),
  ownerName: z.string(),
  mobile: z.string(),
  email: z.string(),
  city: z.string(),
  pincode: z.string(),
  category: z.string(),
  status: z.string(),
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
});
export type MerchantRow = z.infer<typeof merchantRow>;
export const merchantsResponse = z.object({ success: z.literal(true), data: z.array(merchantRow) });
export const merchantResponse = z.object({ success: z.literal(true), data: merchantRow });
