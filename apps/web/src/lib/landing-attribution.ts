import { COOKIE_NAMES, setCookie } from '@/lib/cookies';

// spec 3 utms cookie / issue 6: a visitor who lands through a partner's referral link, a UTM
// campaign link or a partner's own site is attributed to that partner when they sign up (the
// server reads the cookie once, at sign-up). The latest landing that carries parameters wins;
// a landing without any keeps what is there. On a partner's own host the partner is that host's. Kept for 30 days, the attribution window.
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const UTM_VALUE = /^[\w .:-]{1,256}$/;
const PARTNER_KEY = /^[\w-]{1,64}$/;
export const ATTRIBUTION_DAYS = 30;

/** The utms cookie's value for a landing, or null when the landing names no source. */
export function landingUtms(search: string, hostPartner: string | null): Record<string, string> | null {
  const params = new URLSearchParams(search);
  const utms: Record<string, string> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value && UTM_VALUE.test(value)) utms[key] = value;
  }
  const queryPartner = params.get('partner');
  if (queryPartner && PARTNER_KEY.test(queryPartner) && queryPartner !== 'cl') utms.partner = queryPartner;
  // A page of a partner's own site without parameters is not a new landing: the server
  // attributes sign-ups on that host to the partner anyway (auth.routes.ts).
  if (Object.keys(utms).length === 0) return null;
  if (hostPartner) utms.partner = hostPartner;
  return utms;
}

/** Stores the landing's attribution (customer pages only: the portals are not landings). */
export function rememberLanding(search: string, hostPartner: string | null): void {
  const utms = landingUtms(search, hostPartner);
  if (utms) setCookie(COOKIE_NAMES.utms, JSON.stringify(utms), ATTRIBUTION_DAYS * 24 * 60 * 60);
}
