import { useLocation } from 'react-router';
import { PARTNER_QUERY, partnerNameFromLocation, partnerQueryParam } from '@cl/contracts';
import { currentSite } from '@/lib/site';

// spec 2, spec 7: whose brand a page shows and the `partner` parameter its links carry
// (partnerNameFromLocation of @cl/contracts, which the server reads too).

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
