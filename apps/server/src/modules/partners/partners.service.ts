import { brandLogoPath, DEFAULT_BRAND, DEFAULT_PARTNER_NAME, type PartnerBranding } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
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

/** spec 3: the partner's brand, or the default brand when no partner key matches. */
export async function brandingForPartner(db: Database, key: string): Promise<PartnerBranding> {
  const row = (await findPartnerByKey(db, key.toLowerCase())) ?? (await findDefaultPartner(db));
  return row ? toBranding(row) : FALLBACK_BRANDING;
}
