import { DEFAULT_PARTNER_NAME, type PartnerBranding } from '@cl/contracts';
import { usePartnerBranding } from '../api/get-partner-by-name';

/** The name a site goes by: the partner's title on its white-label site, else our company name. */
export function brandNameOf(branding: PartnerBranding | undefined, fallbackName: string): string {
  return branding?.title ?? fallbackName;
}

/**
 * The brand the page shows (the header logo's name), for texts that name who the customer is
 * dealing with ("… does not sell insurance"): our company name until a partner's brand arrives.
 */
export function useBrandName(partnerName: string, fallbackName: string): string {
  // Our own brand has no title of its own: no request for it from here.
  const { data } = usePartnerBranding(partnerName === DEFAULT_PARTNER_NAME ? null : partnerName);
  return brandNameOf(data, fallbackName);
}
