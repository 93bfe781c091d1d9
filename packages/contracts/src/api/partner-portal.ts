import { z } from 'zod';
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
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(['csv', 'xlsx']).optional(),
});
