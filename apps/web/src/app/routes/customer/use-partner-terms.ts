import { DEFAULT_PARTNER_NAME } from '@cl/contracts';
import { usePartnerBranding } from '@/features/branding/api/get-partner-by-name';
import { usePartnerName } from '@/lib/partner-name';

/**
 * spec 3 tancApply: the name of the white-label partner whose own terms apply too (shown beside
 * ours at sign-in and on the terms page), or null. Null until the brand has arrived.
 */
export function usePartnerTerms(): string | null {
  const name = usePartnerName();
  // Our own brand has no partner terms: no request for it from here.
  const { data } = usePartnerBranding(name === DEFAULT_PARTNER_NAME ? null : name);
  return data?.tancApply ? data.name : null;
}
