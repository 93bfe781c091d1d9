import { z } from 'zod';
import { msg } from '../validation/messages.ts';
import { phoneField } from '../validation/fields.ts';
import { adminPartnerRow, hostNameField, partnerBrandingBody } from './admin.ts';
import { lenderDto, lenderFields } from './lender.ts';
import { idText } from './numbers.ts';

// Issue 15: onboarding lenders and partners from the admin console. Every save here is one
// transaction: it is taken whole or refused with a message per field, and nothing is kept.

export const ONBOARDING_API = {
  /** PUT: several lender properties at once (the lender page's forms). */
  lenderSetup: '/api/admin/lenders/:lenderId/setup',
  /** POST: a new partner with its brand, hosts, revenue terms and owner. */
  createPartner: '/api/admin/partners/onboard',
  /** PUT: the white-label site (brand and hosts) in one save. */
  partnerSite: '/api/admin/partners/:partnerId/site',
  /** GET the partner's users, POST one more staff user. */
  partnerUsers: '/api/admin/partners/:partnerId/users',
  /** PATCH: disable or enable one user. */
  partnerUser: '/api/admin/partners/:partnerId/users/:userId',
  /** PUT: a new owner; the old owner is disabled and signed out. */
  partnerOwner: '/api/admin/partners/:partnerId/owner',
} as const;

/** Every lender property but the groups (they have their own field), each optional. */
const { lender_group_ids: _groups, ...setupFields } = lenderFields;
export const lenderSetupFields = z.object(setupFields).partial();
export const lenderSetupBody = lenderSetupFields.refine(
  (body) => Object.keys(body).length > 0,
  msg('valueMissing'),
);
export type LenderSetupBody = z.infer<typeof lenderSetupBody>;
export type LenderSetupField = keyof LenderSetupBody;
export const lenderSetupResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: lenderDto,
});

/** A partner key: what its links and white-label look-ups carry (spec 3 partner keys). */
export const partnerKeyField = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{1,63}$/, msg('partnerKeyInvalid'));

const personName = z.string().trim().min(1, msg('nameRequired')).max(100, msg('tooLong'));

export const partnerUserInput = z.object({ name: personName, mobile: phoneField });
export type PartnerUserInput = z.infer<typeof partnerUserInput>;

/** Revenue terms as the partner-rate code path takes them (percent of disbursed, flat fee in ₹). */
const revenueTerms = {
  revenue_percent: z
    .number({ error: msg('percentRange') })
    .min(0, msg('percentRange'))
    .max(100, msg('percentRange'))
    .nullable(),
  revenue_flat_fee: z
    .number({ error: msg('positiveNumber') })
    .min(0, msg('positiveNumber'))
    .max(1e9, msg('numberRange'))
    .nullable(),
};

export const createPartnerBody = z.object({
  key: partnerKeyField,
  display_name: personName,
  hosts: z.array(hostNameField).max(10, msg('tooMany')),
  ...revenueTerms,
  owner: partnerUserInput,
});
export type CreatePartnerBody = z.infer<typeof createPartnerBody>;

export const partnerSiteBody = partnerBrandingBody.extend({
  hosts: z.array(hostNameField).max(10, msg('tooMany')),
});
export type PartnerSiteBody = z.infer<typeof partnerSiteBody>;

export const partnerParams = z.object({ partnerId: idText });
export const partnerUserParams = z.object({ partnerId: idText, userId: idText });

export const PARTNER_USER_ROLES = ['owner', 'staff'] as const;
export const adminPartnerUser = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(PARTNER_USER_ROLES),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminPartnerUser = z.infer<typeof adminPartnerUser>;
export const adminPartnerUsersResponse = z.object({
  success: z.literal(true),
  data: z.array(adminPartnerUser),
});

/** The portal users after a change, with the change's success message. */
export const adminPartnerUsersChangedResponse = adminPartnerUsersResponse.extend({ message: z.string() });
export const partnerUserChangeBody = z.object({ disabled: z.boolean({ error: msg('invalidValue') }) });

export const createPartnerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminPartnerRow,
  users: z.array(adminPartnerUser),
});
