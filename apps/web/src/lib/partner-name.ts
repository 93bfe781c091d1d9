import { useLocation } from 'react-router';
import { partnerNameFromLocation, partnerQueryParam } from '@cl/contracts';
import { withPartner } from '@/lib/partner-link';
import { currentSite } from '@/lib/site';

// spec 2, spec 7: whose brand a page shows (partnerNameFromLocation of @cl/contracts, which the
// server reads too) and links carrying the page's `partner` parameter (lib/partner-link.ts).

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
