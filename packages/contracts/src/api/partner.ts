import { z } from 'zod';

// spec 3 Partner branding entry; spec 7 get-partner-by-name.

export const partnerBranding = z.object({
  name: z.string(),
  logo: z.string(),
  fontSource: z.string().nullable(),
  fontFamily: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  title: z.string().nullable(),
  tancApply: z.boolean(),
  coBrandLogo: z.string().nullable(),
});
export type PartnerBranding = z.infer<typeof partnerBranding>;

export const partnerNameParams = z.object({
  partnerName: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalidValue'),
});

export const partnerByNameResponse = z.object({
  success: z.literal(true),
  data: partnerBranding,
});

/** GET SITE_CONTEXT_API: which white-label site the request's host is (spec 1 partner sites). */
export const siteContextResponse = z.object({
  success: z.literal(true),
  data: z.object({ partnerKey: z.string().nullable(), solar: z.boolean() }),
});
