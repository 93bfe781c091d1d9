import { useLocation } from 'react-router';
import { DEFAULT_PARTNER_NAME } from '@cl/contracts';
import { currentSite } from '@/lib/site';

// spec 2, spec 7: the white-label partner is the one whose own host name this is (lib/site.ts),
// else the `partner` query parameter, else the first segment of /:partner/partner/login;
// otherwise it is 'cl'.
const PARTNER_QUERY = 'partner';
const BRANDED_PARTNER_LOGIN = /^\/([^/]+)\/partner\/login\/?$/;

// The rule of partnerNameParams in @cl/contracts (1-64 letters, digits, _ or -), checked without
// zod: this file is on the start page (docs/decisions/007). partner-name.test.ts holds both to it.
const PARTNER_NAME = /^[A-Za-z0-9_-]{1,64}$/;

function validName(value: string | null | undefined): string | null {
  const name = value?.trim();
  return name && PARTNER_NAME.test(name) ? name : null;
}

/** The `partner` query parameter when present and well-formed; links carry it along (spec 2). */
export function partnerQueryParam(search: string): string | null {
  return validName(new URLSearchParams(search).get(PARTNER_QUERY));
}

export function partnerNameFromLocation(
  pathname: string,
  search: string,
  hostPartner: string | null = null,
): string {
  const fromPath = BRANDED_PARTNER_LOGIN.exec(pathname)?.[1];
  return validName(hostPartner) ?? partnerQueryParam(search) ?? validName(fromPath) ?? DEFAULT_PARTNER_NAME;
}

/** Adds `partner=<name>` to an in-app link, keeping the white-label brand across pages. */
export function withPartner(href: string, partner: string | null): string {
  if (!partner) return href;
  const [path = '', query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(PARTNER_QUERY, partner);
  return `${path}?${params.toString()}`;
}

export function usePartnerName(): string {
  const { pathname, search } = useLocation();
  return partnerNameFromLocation(pathname, search, currentSite().hostPartner);
}

/** Returns a function that builds links carrying the current `partner` parameter. */
export function usePartnerHref(): (href: string) => string {
  const { search } = useLocation();
  const partner = partnerQueryParam(search);
  return (href) => withPartner(href, partner);
}
