import { z } from 'zod';
import { ADMIN_ROLES } from '../roles.ts';
import { emailField, utmIdField } from '../validation/fields.ts';
import { msg } from '../validation/messages.ts';
import { REVENUE_PERCENT } from '../constants.ts';
import { decimalField, idField, idText, INT4_MAX, intField } from './numbers.ts';
import { insurancePartner } from './insurance.ts';

export const adminRole = z.union(ADMIN_ROLES.map((r) => z.literal(r)));

export const adminProfile = z.object({
  adminId: z.number().int(),
  email: z.string(),
  username: z.string(),
  role: adminRole,
});
export type AdminProfile = z.infer<typeof adminProfile>;

export const adminLoginResponse = z.object({
  success: z.literal(true),
  data: adminProfile,
  token: z.string(),
});
export const adminSessionResponse = z.object({
  success: z.literal(true),
  data: adminProfile.extend({ idleTimeoutSeconds: z.number().int() }),
});

const username = z.string().trim().min(2, msg('required')).max(60, msg('tooLong'));
export const adminUserCreateBody = z.object({
  email: emailField,
  username,
  role: adminRole,
  password: z.string().min(12, 'Password must be at least 12 characters').max(200, msg('tooLong')),
});
export const adminUserUpdateBody = z.object({
  username: username.optional(),
  role: adminRole.optional(),
  disabled: z.boolean().optional(),
});
export const adminUserRow = adminProfile.extend({ disabled: z.boolean(), createdAt: z.string() });
export const adminUsersResponse = z.object({ success: z.literal(true), data: z.array(adminUserRow) });
export const adminUserResponse = z.object({ success: z.literal(true), data: adminUserRow });

// spec 3 Lender group; spec 5 'Lender group name required'.
export const lenderGroup = z.object({ id: z.number().int(), name: z.string() });
export const lenderGroupsResponse = z.object({
  success: z.literal(true),
  lenderGroups: z.array(lenderGroup),
});
export const lenderGroupCreateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  lenderGroup,
});
export const lenderGroupCreateBody = z.object({
  name: z.string().trim().min(1, msg('groupNameRequired')).max(80, msg('tooLong')),
});

// spec 3 Credit card category.
export const creditCard = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  category_img_thumb: z.string().nullable(),
  key_feature: z.string().nullable(),
  annual_fee: z.string().nullable(),
  utm_link: z.string().nullable(),
  marketing_bullets: z.array(z.string()),
  /** issue 13: the Hindi texts (docs/decisions/011); customers read them in Hindi, else the English. */
  category_name_hi: z.string().nullable(),
  key_feature_hi: z.string().nullable(),
  annual_fee_hi: z.string().nullable(),
  marketing_bullets_hi: z.array(z.string()),
  sort_order: z.number().int(),
  secured: z.number().int(),
  status: z.number().int(),
});
export type CreditCard = z.infer<typeof creditCard>;
export const creditCardsResponse = z.object({ success: z.literal(true), data: z.array(creditCard) });
export const creditCardUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: creditCard,
});
export const creditCardsQuery = z.object({ all: z.enum(['0', '1']).optional() });
export const createCreditCardBody = z.object({
  category_name: z.string().trim().min(1, msg('nameRequired')).max(120, msg('tooLong')),
});
export const deleteCreditCardBody = z.object({ category_id: idField });

const text = (max: number) => z.string().trim().max(max, msg('tooLong'));
const flag = z.union([z.literal(0), z.literal(1)]);
/** spec 2 edit-value dialog: which card properties it edits, each with its own rule (spec 5). */
export const creditCardProperty = z.discriminatedUnion('property', [
  z.object({
    property: z.literal('sort_order'),
    value: intField(0, 100_000, msg('numberOnly')),
  }),
  z.object({ property: z.literal('category_name'), value: text(120).min(1, msg('nameRequired')) }),
  z.object({ property: z.literal('category_img_thumb'), value: text(500).min(1, msg('required')) }),
  z.object({ property: z.literal('key_feature'), value: text(500) }),
  z.object({ property: z.literal('annual_fee'), value: text(200) }),
  z.object({
    property: z.literal('utm_link'),
    value: z.url({ protocol: /^https?$/, error: msg('invalidValue') }).max(1000),
  }),
  z.object({
    property: z.literal('marketing_bullets'),
    value: z
      .array(text(200).min(1, msg('bulletsEmpty')))
      .min(1, msg('bulletsEmpty'))
      .max(10),
  }),
  z.object({ property: z.literal('category_name_hi'), value: text(120) }),
  z.object({ property: z.literal('key_feature_hi'), value: text(500) }),
  z.object({ property: z.literal('annual_fee_hi'), value: text(200) }),
  // Empty is allowed: no Hindi bullets shows the English ones.
  z.object({
    property: z.literal('marketing_bullets_hi'),
    value: z.array(text(200).min(1, msg('bulletsEmpty'))).max(10),
  }),
  z.object({ property: z.literal('secured'), value: flag }),
  z.object({ property: z.literal('status'), value: flag }),
]);
export const updateCreditCardBody = z.intersection(z.object({ category_id: idField }), creditCardProperty);

// spec 3 Lender revenue entry, spec 5 Revenue form.
// numeric(14,2) columns hold less than 10^12; the slab counts and type ids are integer (int4).
const optionalAmount = decimalField(14, 2).min(0, msg('positiveNumber')).nullable();
export const revenueForm = z
  .object({
    revenue_type_id: z
      .number({ error: msg('revenueTypeRequired') })
      .int()
      .positive(msg('revenueTypeRequired'))
      .max(INT4_MAX, msg('revenueTypeRequired')),
    slab_disbursed_min: optionalAmount,
    slab_disbursed_max: optionalAmount,
    slab_number_min: intField(0, INT4_MAX, msg('positiveNumber')).nullable(),
    slab_number_max: intField(0, INT4_MAX, msg('positiveNumber')).nullable(),
    ats_min: optionalAmount,
    ats_max: optionalAmount,
    revenue_flat: optionalAmount,
    revenue_percent: z
      .number()
      .min(REVENUE_PERCENT.min, msg('percentRange'))
      .max(REVENUE_PERCENT.max, msg('percentRange'))
      .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, msg('percentRange'))
      .nullable(),
    status: flag,
  })
  .superRefine((v, ctx) => {
    for (const [min, max] of [
      ['slab_disbursed_min', 'slab_disbursed_max'],
      ['slab_number_min', 'slab_number_max'],
      ['ats_min', 'ats_max'],
    ] as const) {
      const low = v[min];
      const high = v[max];
      if (low !== null && high !== null && high <= low)
        ctx.addIssue({ code: 'custom', path: [max], message: msg('maxGreaterThanMin') });
    }
    if (!((v.revenue_flat ?? 0) > 0 || (v.revenue_percent ?? 0) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['revenue_flat'], message: msg('revenueAmountRequired') });
    }
  });
export type RevenueForm = z.infer<typeof revenueForm>;

export const revenueEntry = z.object({
  id: z.number().int(),
  lender_id: z.number().int(),
  revenue_type_id: z.number().int(),
  slab_disbursed_min: z.number().nullable(),
  slab_disbursed_max: z.number().nullable(),
  slab_number_min: z.number().int().nullable(),
  slab_number_max: z.number().int().nullable(),
  ats_min: z.number().nullable(),
  ats_max: z.number().nullable(),
  revenue_flat: z.number().nullable(),
  revenue_percent: z.number().nullable(),
  status: z.number().int(),
  sort_order: z.number().int(),
});
export type RevenueEntry = z.infer<typeof revenueEntry>;
export const lenderRevenueResponse = z.object({
  success: z.literal(true),
  lenderRevenue: z.array(revenueEntry),
});
/** spec 7 GET ADMIN_API.revenueTypes: the kinds of revenue a slab can be. */
export const revenueType = z.object({ id: z.number().int(), name: z.string() });
export type RevenueType = z.infer<typeof revenueType>;
export const revenueTypesResponse = z.object({ success: z.literal(true), data: z.array(revenueType) });
export const lenderIdField = idField;
export const createRevenueBody = z.intersection(z.object({ lender_id: lenderIdField }), revenueForm);
export const updateRevenueBody = z.intersection(
  z.object({ lender_id: lenderIdField, id: lenderIdField }),
  revenueForm,
);
export const revenueOrderBody = z.object({
  lender_id: lenderIdField,
  lender_revenue_ids: z.array(lenderIdField).min(1).max(500),
});
export const revenueItemResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  lenderRevenueItem: z.object({ id: z.number().int() }),
});

// spec 7 partner records edited from admin pages.
export const partnerUtmBody = z.object({ utm_id: utmIdField });
export const partnerRevenueBody = z
  .object({
    revenue_percent: z
      .number()
      .min(0, msg('percentRange'))
      .max(100, msg('percentRange'))
      .nullable()
      .optional(),
    revenue_flat_fee: z.number().min(0, msg('positiveNumber')).max(1e9).nullable().optional(),
  })
  .refine((v) => v.revenue_percent !== undefined || v.revenue_flat_fee !== undefined, msg('required'));

export const uploadFileResponse = z.object({ success: z.literal(true), file: z.string() });

/** A partner as GET ADMIN_API.partners lists it and its edits answer (spec 3 Partner, branding). */
export const adminPartnerRow = z.object({
  id: z.number().int(),
  key: z.string(),
  displayName: z.string(),
  utm_id: z.string().nullable(),
  revenue_percent: z.number().nullable(),
  revenue_flat_fee: z.number().nullable(),
  logo: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  fontFamily: z.string(),
  fontSource: z.string().nullable(),
  title: z.string().nullable(),
  tancApply: z.boolean(),
  /** Host names of the partner's white-label site (issue 6). */
  hosts: z.array(z.string()),
  /** The site's own licensed insurance partner (issue 13); null = the marketplace's default. */
  insurance: insurancePartner.nullable(),
});
export type AdminPartnerRow = z.infer<typeof adminPartnerRow>;
export const partnerIdParams = z.object({ partnerId: idText });
export const adminPartnersResponse = z.object({ success: z.literal(true), data: z.array(adminPartnerRow) });
export const adminPartnerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminPartnerRow,
});

// Issue 6: partner branding (spec 3 Partner branding entry) and the host names of its white-label site.
const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, msg('colourInvalid'));
export const partnerBrandingBody = z.object({
  /** An uploaded image (POST ADMIN_API.uploadFile answers its address) or a placeholder logo. */
  logo: z
    .string()
    .trim()
    .regex(/^\/api\/(files|brand-logo)\/[A-Za-z0-9._/-]{1,200}$/, msg('logoInvalid')),
  font_family: z
    .string()
    .trim()
    .min(1, msg('required'))
    .max(100, msg('tooLong'))
    .regex(/^[A-Za-z0-9 ,'"-]+$/, msg('invalidValue')),
  /** A stylesheet that loads the font (https), or null for a font every phone has. */
  font_source: z
    .string()
    .trim()
    .max(300, msg('tooLong'))
    .regex(/^https:\/\/[^\s"'<>]+$/, msg('httpsUrlInvalid'))
    .nullable(),
  primary_color: hexColour,
  secondary_color: hexColour,
  title: z.string().trim().max(80, msg('tooLong')).nullable(),
  tanc_apply: z.boolean(),
});
export type PartnerBrandingBody = z.infer<typeof partnerBrandingBody>;

/** A host name as a browser sends it, without port: letters, digits, dots and hyphens. */
export const hostNameField = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, msg('tooLong'))
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    msg('hostInvalid'),
  );
export const partnerHostsBody = z.object({ hosts: z.array(hostNameField).max(10, msg('tooMany')) });
