import { z } from 'zod';
import { msg } from '../validation/messages.ts';

// Issue 13, REGULATION.md Insurance: comparing or selling insurance needs an IRDAI licence, so the
// site hands the customer to a licensed partner (a web aggregator) and says so. Each white-label
// site may name its own partner (admin, /admin/partners/:id); otherwise the marketplace's default
// (INSURANCE_PARTNER_*) is used. The hand-off needs the customer's explicit consent, kept in the
// ledger with the partner it went to (docs/decisions/014-insurance-partner-per-site.md).

export const INSURANCE_API = {
  partner: '/api/insurance/partner',
  handoff: '/api/insurance/handoff',
  /** Admin (role 1): a partner site's own insurance partner. */
  sitePartner: '/api/admin/partners/:partnerId/insurance',
  /** Partner portal: which insurance partner the signed-in partner's site hands off to. */
  partnerPortal: '/api/partner/insurance-partner',
} as const;

export const insurancePartner = z.object({
  name: z.string(),
  /** IRDAI registration (licence) number, shown with the name. */
  licence: z.string(),
  url: z.url(),
});
export type InsurancePartner = z.infer<typeof insurancePartner>;

/** The registered name as the customer will read it; no markup characters. */
export const insurancePartnerNameField = z
  .string()
  .trim()
  .min(2, msg('insurancePartnerName'))
  .max(120, msg('insurancePartnerName'))
  .regex(/^[^<>\p{Cc}]+$/u, msg('insurancePartnerName'));

/**
 * Where the customer is sent: https only (the customer's name and mobile follow), a public domain
 * name (no IP address, no localhost), no credentials, no spaces, quotes or angle brackets.
 */
export const insurancePartnerUrlField = z
  .string()
  .trim()
  .max(300, msg('tooLong'))
  .regex(/^https:\/\/[^\s"'<>@\\]+$/, msg('httpsUrlInvalid'))
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: msg('httpsUrlInvalid') }));

/**
 * IRDAI registration numbers come in several shapes: a broker's "IRDAI/DB 797/19", a web
 * aggregator's "IRDAI/INT/WBA/23/2015", a corporate agent's "CA0123", or only a number ("742").
 * So we accept what they have in common rather than one pattern: 1 to 40 characters of letters,
 * digits, slash, hyphen, dot and space, starting and ending with a letter or digit, with at least one
 * digit; stored in capitals. The admin copies it from the partner's IRDAI certificate.
 */
export const irdaiLicenceField = z
  .string()
  .trim()
  .toUpperCase()
  .max(40, msg('irdaiLicenceInvalid'))
  .regex(/^(?=[^\d]*\d)[A-Z0-9](?:[A-Z0-9 ./-]*[A-Z0-9])?$/, msg('irdaiLicenceInvalid'));

const SITE_PARTNER_FIELDS = {
  name: insurancePartnerNameField,
  url: insurancePartnerUrlField,
  licence: irdaiLicenceField,
} as const;

/**
 * A partner site's insurance partner, all or nothing: three empty fields remove it (the site then
 * uses the default partner); otherwise every field must be valid, and each wrong or missing one is
 * named on its own field. The admin form and the server use this one schema.
 */
export const siteInsurancePartnerBody = z
  .object({
    name: z.string().max(200, msg('tooLong')),
    url: z.string().max(400, msg('tooLong')),
    licence: z.string().max(60, msg('tooLong')),
  })
  .superRefine((value, ctx) => {
    if (isEmptySitePartner(value)) return;
    for (const field of ['name', 'url', 'licence'] as const) {
      const text = value[field].trim();
      const checked = SITE_PARTNER_FIELDS[field].safeParse(text);
      if (checked.success) continue;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: text === '' ? msg('required') : (checked.error.issues[0]?.message ?? msg('invalidValue')),
      });
    }
  });
export type SiteInsurancePartnerBody = z.infer<typeof siteInsurancePartnerBody>;

function isEmptySitePartner(value: SiteInsurancePartnerBody): boolean {
  return value.name.trim() === '' && value.url.trim() === '' && value.licence.trim() === '';
}

/** The partner a valid body names (trimmed, licence in capitals), or null for "none of its own". */
export function sitePartnerOf(body: SiteInsurancePartnerBody): InsurancePartner | null {
  if (isEmptySitePartner(body)) return null;
  return {
    name: insurancePartnerNameField.parse(body.name),
    url: insurancePartnerUrlField.parse(body.url),
    licence: irdaiLicenceField.parse(body.licence),
  };
}

/** The admin's save answers the site's partner as now stored (null: it uses the default). */
export const siteInsurancePartnerResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ insurance: insurancePartner.nullable() }),
});

/** null: this site has no licensed partner, so insurance is not open here (nothing is shared). */
export const insurancePartnerResponse = z.object({
  success: z.literal(true),
  data: z.object({ partner: insurancePartner.nullable() }),
});

/** The consent must be ticked by the customer; false or absent is refused. */
export const insuranceHandoffBody = z.object({ consent: z.literal(true) });

export const insuranceHandoffResponse = z.object({
  success: z.literal(true),
  data: z.object({ url: z.url(), partner: insurancePartner }),
});

/**
 * What a partner's site hands insurance customers to: its own partner ('site'), the marketplace's
 * default ('default'), or nobody yet ('none', partner null).
 */
export const partnerInsuranceResponse = z.object({
  success: z.literal(true),
  data: z.object({
    partner: insurancePartner.nullable(),
    source: z.enum(['site', 'default', 'none']),
  }),
});
export type PartnerInsurance = z.infer<typeof partnerInsuranceResponse>['data'];
