import type { InsurancePartner } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { appendConsents } from '../users/users.repository.ts';
import { consentChanges, currentConsents, type ConsentContext } from '../users/consent.ts';

/** Our own site's partner, from configuration (INSURANCE_PARTNER_*). */
export interface InsuranceConfig {
  name?: string;
  url?: string;
  licence?: string;
}

/**
 * The licensed partner for a site, or null when none is configured: a partner without a name, an
 * address or an IRDAI licence number is not shown at all (the customer must be told who it is).
 * White-label partner sites use the same partner until partner branding carries its own.
 */
export function insurancePartnerFor(config: InsuranceConfig): InsurancePartner | null {
  const name = config.name?.trim();
  const licence = config.licence?.trim();
  const url = config.url?.trim();
  if (!name || !licence || !url) return null;
  return { name, licence, url };
}

/**
 * Records the customer's consent to share their name and mobile number with the partner
 * (purpose insurance_partner, DPDP) and answers where to go. Refused while no partner is set.
 */
export async function startInsuranceHandoff(
  db: Database,
  config: InsuranceConfig,
  userId: number,
  context: ConsentContext,
): Promise<{ url: string; partner: InsurancePartner }> {
  const partner = insurancePartnerFor(config);
  if (!partner) throw conflict('Insurance through our partner is not open yet');
  await db.transaction(async (tx) => {
    const current = await currentConsents(tx, userId);
    await appendConsents(tx, consentChanges(userId, current, { insurance_partner: true }, context));
  });
  return { url: partner.url, partner };
}
