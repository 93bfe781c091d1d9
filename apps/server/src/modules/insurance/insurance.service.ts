import type { FastifyRequest } from 'fastify';
import {
  PRIVACY_NOTICE_VERSION,
  sitePartnerOf,
  type InsurancePartner,
  type PartnerInsurance,
  type SiteInsurancePartnerBody,
} from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { appendConsents, type ConsentRow } from '../users/users.repository.ts';
import type { ConsentContext } from '../users/consent.ts';
import {
  findSiteInsurancePartner,
  latestInsuranceConsent,
  updateSiteInsurancePartner,
} from './insurance.repository.ts';

/** The marketplace's default partner, from configuration (INSURANCE_PARTNER_*). */
export interface InsuranceConfig {
  name?: string;
  url?: string;
  licence?: string;
}

export function insuranceConfigOf(env: {
  INSURANCE_PARTNER_NAME?: string;
  INSURANCE_PARTNER_URL?: string;
  INSURANCE_PARTNER_LICENCE?: string;
}): InsuranceConfig {
  return {
    name: env.INSURANCE_PARTNER_NAME,
    url: env.INSURANCE_PARTNER_URL,
    licence: env.INSURANCE_PARTNER_LICENCE,
  };
}

/**
 * The default partner, or null when none is configured: a partner without a name, an address or
 * an IRDAI licence number is not shown at all (the customer must be told who it is).
 */
export function insurancePartnerFor(config: InsuranceConfig): InsurancePartner | null {
  const name = config.name?.trim();
  const licence = config.licence?.trim();
  const url = config.url?.trim();
  if (!name || !licence || !url) return null;
  return { name, licence, url };
}

/** A white-label site's own partner wins; else the default; else insurance is not open there. */
export function resolveInsurancePartner(
  sitePartner: InsurancePartner | null,
  config: InsuranceConfig,
): PartnerInsurance {
  if (sitePartner) return { partner: sitePartner, source: 'site' };
  const fallback = insurancePartnerFor(config);
  return fallback ? { partner: fallback, source: 'default' } : { partner: null, source: 'none' };
}

/** The insurance partner of the site a request came through (partnerId from its host, or null). */
export async function insurancePartnerForSite(
  db: Database,
  config: InsuranceConfig,
  sitePartnerId: number | null,
): Promise<PartnerInsurance> {
  const own = sitePartnerId === null ? null : await findSiteInsurancePartner(db, sitePartnerId);
  return resolveInsurancePartner(own ?? null, config);
}

/**
 * The ledger row a hand-off adds: consent given to this partner, named by name and licence (DPDP:
 * the customer agreed to share with this recipient). A consent already standing for the same
 * partner is not written twice; one for another partner, or after a withdrawal, is.
 */
export function handoffConsentRow(
  userId: number,
  latest: { action: string; recipientName: string | null; recipientLicence: string | null } | undefined,
  partner: InsurancePartner,
  context: ConsentContext,
): ConsentRow | null {
  const standing =
    latest?.action === 'given' &&
    latest.recipientName === partner.name &&
    latest.recipientLicence === partner.licence;
  if (standing) return null;
  return {
    userId,
    purpose: 'insurance_partner',
    action: 'given',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    language: context.language,
    channel: context.channel,
    ip: context.ip,
    recipientName: partner.name,
    recipientLicence: partner.licence,
  };
}

/**
 * Records the customer's consent to share their name and mobile number with the site's partner
 * (purpose insurance_partner, DPDP) and answers where to go. Refused while the site has none.
 */
export async function startInsuranceHandoff(
  db: Database,
  config: InsuranceConfig,
  sitePartnerId: number | null,
  userId: number,
  context: ConsentContext,
): Promise<{ url: string; partner: InsurancePartner }> {
  return db.transaction(async (tx) => {
    const own = sitePartnerId === null ? null : await findSiteInsurancePartner(tx, sitePartnerId);
    const { partner } = resolveInsurancePartner(own ?? null, config);
    if (!partner) throw conflict('Insurance through our partner is not open yet');
    const row = handoffConsentRow(userId, await latestInsuranceConsent(tx, userId), partner, context);
    await appendConsents(tx, row ? [row] : []);
    return { url: partner.url, partner };
  });
}

/**
 * Admin (role 1): sets or removes a partner site's insurance partner in one change, audited with
 * before and after like the partner's other edits.
 */
export async function setSiteInsurancePartner(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  body: SiteInsurancePartnerBody,
): Promise<void> {
  const next = sitePartnerOf(body);
  await db.transaction(async (tx) => {
    const before = await findSiteInsurancePartner(tx, partnerId);
    if (before === undefined || !(await updateSiteInsurancePartner(tx, partnerId, next))) {
      throw notFound('No such partner');
    }
    await audit(tx, request, {
      action: 'partner.insurance',
      entity: 'partner',
      entityId: partnerId,
      before: { insurance: before },
      after: { insurance: next },
    });
  });
}
