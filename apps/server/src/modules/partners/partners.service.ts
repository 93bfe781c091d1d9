import { brandLogoPath, DEFAULT_BRAND, DEFAULT_PARTNER_NAME, type PartnerBranding } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { partnerBrandingCache } from './partner-branding-cache.ts';
import { findDefaultPartner, findPartnerByKey, toBranding } from './partners.repository.ts';

const FALLBACK_BRANDING: PartnerBranding = {
  name: DEFAULT_PARTNER_NAME,
  logo: brandLogoPath(DEFAULT_PARTNER_NAME),
  fontSource: null,
  fontFamily: 'Roboto, Arial, sans-serif',
  primaryColor: DEFAULT_BRAND.primary,
  secondaryColor: DEFAULT_BRAND.secondary,
  title: null,
  tancApply: false,
  coBrandLogo: null,
};

/**
 * spec 3: the partner's brand, or the default brand when no partner key matches; read through
 * the brand cache (partner-branding-cache.ts), as every page and the brand call ask for it.
 */
export function brandingForPartner(db: Database, key: string): Promise<PartnerBranding> {
  const partnerKey = key.toLowerCase();
  return partnerBrandingCache.get(db, partnerKey, () => readBranding(db, partnerKey));
}

async function readBranding(db: Database, partnerKey: string): Promise<PartnerBranding> {
  const row = (await findPartnerByKey(db, partnerKey)) ?? (await findDefaultPartner(db));
  return row ? toBranding(row) : FALLBACK_BRANDING;
}
