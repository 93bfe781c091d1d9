import type { FastifyRequest } from 'fastify';
import {
  msg,
  type AdminPartnerRow,
  type AdminPartnerUser,
  type CreatePartnerBody,
  type PartnerSiteBody,
} from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import { refuseFields } from './refuse-fields.ts';
import { findDefaultPartner } from './partners.repository.ts';
import { findPartnerById, type Db } from './partners-admin.repository.ts';
import { setPartnerBranding, setPartnerHosts, setPartnerRevenue } from './partners-admin.service.ts';
import {
  hostsHeldByOthers,
  insertPartner,
  insertPartnerUser,
  partnerKeyTaken,
  partnerMobileTaken,
} from './partner-onboarding.repository.ts';
import { toAdminPartnerUser } from './partner-users.service.ts';

// Issue 15: onboarding a partner, and its white-label site saved whole. Each use case checks every
// field first and answers all refusals at once; then writes in one transaction, so a refusal (or a
// race lost to a unique index) leaves nothing behind.

/** The hosts field's refusal when another partner's site answers to one of them. */
async function hostProblems(
  db: Db,
  hosts: string[],
  partnerId: number | null,
): Promise<Record<string, string>> {
  const taken = await hostsHeldByOthers(db, hosts, partnerId);
  return taken.length === 0 ? {} : { hosts: msg('hostTaken') };
}

/**
 * A new partner with its key, brand name, site hosts, revenue terms and owner. Its look starts as
 * the default brand's (logo, font, colours) until an admin saves its site.
 */
export async function onboardPartner(
  db: Database,
  request: FastifyRequest,
  body: CreatePartnerBody,
): Promise<{ partner: AdminPartnerRow; users: AdminPartnerUser[] }> {
  const hosts = [...new Set(body.hosts)];
  const brand = await findDefaultPartner(db);
  if (!brand) throw notFound('The default brand is missing; run the seed');
  return db.transaction(async (tx) => {
    refuseFields({
      ...((await partnerKeyTaken(tx, body.key)) ? { key: msg('partnerKeyTaken') } : {}),
      ...(await hostProblems(tx, hosts, null)),
      ...((await partnerMobileTaken(tx, body.owner.mobile))
        ? { 'owner.mobile': msg('partnerMobileTaken') }
        : {}),
    });
    const row = await insertPartner(tx, {
      key: body.key,
      displayName: body.display_name,
      logo: brand.logo,
      fontSource: brand.fontSource,
      fontFamily: brand.fontFamily,
      primaryColor: brand.primaryColor,
      secondaryColor: brand.secondaryColor,
      title: body.display_name,
    });
    await setPartnerHosts(tx, request, row.id, { hosts });
    const owner = await insertPartnerUser(tx, {
      partnerId: row.id,
      name: body.owner.name,
      mobile: body.owner.mobile,
      role: 'owner',
    });
    // The partner's revenue terms are written here, and only here: the one call the revenue
    // ledger's effective-dated partner rate replaces.
    const partner = await setPartnerRevenue(tx, request, row.id, {
      revenue_percent: body.revenue_percent,
      revenue_flat_fee: body.revenue_flat_fee,
    });
    await audit(tx, request, {
      action: 'partner.create',
      entity: 'partner',
      entityId: row.id,
      after: { key: body.key, displayName: body.display_name, hosts, ownerUserId: owner.id },
    });
    return { partner, users: [toAdminPartnerUser(owner)] };
  });
}

/** Issue 15: brand and hosts of a white-label site in one save (no colours kept when a host is refused). */
export async function savePartnerSite(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  body: PartnerSiteBody,
): Promise<AdminPartnerRow> {
  const { hosts, ...branding } = body;
  return db.transaction(async (tx) => {
    const partner = await findPartnerById(tx, partnerId);
    if (!partner) throw notFound('No such partner');
    refuseFields(await hostProblems(tx, [...new Set(hosts)], partner.id));
    await setPartnerBranding(tx, request, partner.id, branding);
    return setPartnerHosts(tx, request, partner.id, { hosts });
  });
}
