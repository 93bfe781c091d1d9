import { z } from 'zod';
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
  consentGive: '/api/user/:userId/consents/give',
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

export const trackingLinkBody = z.object({
  name: z.string().trim().min(2, msg('nameRequired')).max(100, msg('tooLong')),
  partner_id: z.number().int().positive().nullable().default(null),
  target_path: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'The target must be a path on this site, like /products')
    .max(200),
  utm_source: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, msg('utmIdInvalid')),
  utm_medium: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, msg('utmIdInvalid')),
  utm_campaign: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, msg('utmIdInvalid')),
});

export const CALL_OUTCOMES = [
  'no_answer',
  'callback',
  'interested',
  'not_interested',
  'wrong_number',
  'do_not_call',
] as const;
export const callOutcomeBody = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  note: z.string().trim().max(1000).optional(),
  next_call_at: z.iso.datetime().optional(),
});

export const campaignBody = z.object({
  name: z.string().trim().min(2, msg('nameRequired')).max(100, msg('tooLong')),
  channel: z.enum(['mobile', 'email']),
  subject: z.string().trim().max(150).optional(),
  text: z.string().trim().min(5, msg('descriptionRequired')).max(1000, msg('tooLong')),
});

/** DPDP: a purpose given from the profile page; calls need their own consent (TRAI/RBI practice). */
export const consentGiveBody = z.object({
  purpose: z.enum(['sms_marketing', 'email_marketing', 'call_marketing']),
});
