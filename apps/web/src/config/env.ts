import { z } from 'zod';
import { API } from '@cl/contracts';

// STYLE: the environment is parsed once; a bad value names itself instead of failing later.
// Company and grievance details are configuration (spec 9: legal names are not in the code;
// RBI DLD 2025: the grievance officer's name and contact are on the website).
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const envSchema = z.object({
  PROD: z.boolean(),
  VITE_ANALYTICS_URL: optionalText.pipe(z.string().max(512).optional()),
  VITE_COMPANY_NAME: optionalText,
  VITE_GRIEVANCE_OFFICER_NAME: optionalText,
  VITE_GRIEVANCE_OFFICER_EMAIL: optionalText,
  VITE_GRIEVANCE_OFFICER_PHONE: optionalText,
});

function loadEnv(source: unknown) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid web configuration: ${String(issue?.path[0] ?? 'env')} ${issue?.message ?? ''}`);
  }
  const e = parsed.data;
  return {
    /** spec 7: analytics is on only in production builds. */
    analyticsEnabled: e.PROD,
    analyticsUrl: e.VITE_ANALYTICS_URL ?? API.analyticsPageView,
    companyName: e.VITE_COMPANY_NAME ?? 'CrediLink',
    grievanceOfficer: {
      name: e.VITE_GRIEVANCE_OFFICER_NAME ?? 'Grievance Officer',
      email: e.VITE_GRIEVANCE_OFFICER_EMAIL ?? 'grievance@credilink.example',
      phone: e.VITE_GRIEVANCE_OFFICER_PHONE ?? '1800-000-0000',
    },
  };
}

export const env = loadEnv(import.meta.env);
