import { API } from '@cl/contracts';

// STYLE: the environment is parsed once; a bad value names itself instead of failing later.
// Company and grievance details are configuration (spec 9: legal names are not in the code;
// RBI DLD 2025: the grievance officer's name and contact are on the website).
// Parsed by hand, not with zod: this file is on the start page, which ships without zod
// (docs/decisions/007-start-page-budget.md).

function invalid(name: string, problem: string): Error {
  return new Error(`Invalid web configuration: ${name} ${problem}`);
}

/** Optional text: trimmed, empty means unset. */
function optionalText(source: Record<string, unknown>, name: string, max?: number): string | undefined {
  const value = source[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(name, 'must be text');
  const text = value.trim();
  if (max !== undefined && text.length > max) throw invalid(name, `must be at most ${max} characters`);
  return text === '' ? undefined : text;
}

function loadEnv(source: Record<string, unknown>) {
  if (typeof source.PROD !== 'boolean') throw invalid('PROD', 'must be true or false');
  const e = {
    PROD: source.PROD,
    VITE_ANALYTICS_URL: optionalText(source, 'VITE_ANALYTICS_URL', 512),
    VITE_COMPANY_NAME: optionalText(source, 'VITE_COMPANY_NAME'),
    VITE_GRIEVANCE_OFFICER_NAME: optionalText(source, 'VITE_GRIEVANCE_OFFICER_NAME'),
    VITE_GRIEVANCE_OFFICER_EMAIL: optionalText(source, 'VITE_GRIEVANCE_OFFICER_EMAIL'),
    VITE_GRIEVANCE_OFFICER_PHONE: optionalText(source, 'VITE_GRIEVANCE_OFFICER_PHONE'),
  };
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
