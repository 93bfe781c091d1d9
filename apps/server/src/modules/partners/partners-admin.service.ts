import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  AdminPartnerRow,
  AuditAction,
  partnerBrandingBody,
  partnerHostsBody,
  partnerRevenueBody,
} from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { toSiteInsurancePartner } from '../insurance/insurance.repository.ts';
import { changePartnerRateField, ratesInForce } from '../revenue-ledger/partner-rates.service.ts';
import type { PartnerRow } from './partners.repository.ts';
import {
  type Db,
  type PartnerUpdate,
  findPartnerById,
  hostsByPartner,
  listPartners,
  replacePartnerHosts,
  updatePartner,
  utmIdTakenByOther,
} from './partners-admin.repository.ts';

// spec 7 partner record calls used by /admin/partners: each change audited with before and after.

type RateInForce = { percentMilli: number; flatPaise: number } | undefined;

// Issue 15: the revenue terms shown are the rate in force today (revenue-ledger partner_rates);
// the partners.revenue_* columns are no longer read.
function toPartnerRow(row: PartnerRow, hosts: string[] = [], rate?: RateInForce): AdminPartnerRow {
  return {
    id: row.id,
    key: row.key,
    displayName: row.displayName,
    utm_id: row.utmId,
    revenue_percent: rate ? rate.percentMilli / 1000 : null,
    revenue_flat_fee: rate ? rate.flatPaise / 100 : null,
    logo: row.logo,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    fontFamily: row.fontFamily,
    fontSource: row.fontSource,
    title: row.title,
    tancApply: row.tancApply,
    hosts: [...hosts].sort(),
    insurance: toSiteInsurancePartner(row),
  };
}

async function find(db: Db, id: number): Promise<PartnerRow> {
  const row = await findPartnerById(db, id);
  if (!row) throw notFound('No such partner');
  return row;
}

export async function withHosts(db: Db, row: PartnerRow): Promise<AdminPartnerRow> {
  const rates = await ratesInForce(db, [row.id]);
  return toPartnerRow(row, (await hostsByPartner(db, [row.id])).get(row.id), rates.get(row.id));
}

/** Writes a change to the partner's row and audits it with its before and after (spec 7). */
async function updateAudited(
  db: Db,
  request: FastifyRequest,
  partnerId: number,
  action: AuditAction,
  set: PartnerUpdate,
  audited: (after: PartnerRow) => { before: unknown; after: unknown },
): Promise<AdminPartnerRow> {
  const after = await updatePartner(db, partnerId, { ...set, updatedAt: new Date() });
  if (!after) throw notFound('No such partner');
  await audit(db, request, { action, entity: 'partner', entityId: partnerId, ...audited(after) });
  return withHosts(db, after);
}

export async function adminPartners(db: Database): Promise<AdminPartnerRow[]> {
  const rows = await listPartners(db);
  const hosts = await hostsByPartner(
    db,
    rows.map((r) => r.id),
  );
  const rates = await ratesInForce(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPartnerRow(r, hosts.get(r.id), rates.get(r.id)));
}

/** A partner's UTM id, unique among partners. */
export async function setPartnerUtm(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  utmId: string,
): Promise<AdminPartnerRow> {
  const before = await find(db, partnerId);
  if (await utmIdTakenByOther(db, utmId, before.id))
    throw conflict('Another partner already uses this UTM id');
  return updateAudited(db, request, before.id, 'partner.utm', { utmId }, () => ({
    before: { utm_id: before.utmId },
    after: { utm_id: utmId },
  }));
}

/**
 * spec 7: the edited value is replaced, the other kept. Issue 15: as a new effective-dated rate in
 * the revenue ledger (audited there); earnings already on the ledger keep their rate. A new
 * partner's first terms are written through here too (partner-onboarding.service.ts), inside its
 * creating transaction.
 */
export async function setPartnerRevenue(
  db: Db,
  request: FastifyRequest,
  partnerId: number,
  body: z.infer<typeof partnerRevenueBody>,
): Promise<AdminPartnerRow> {
  const before = await find(db, partnerId);
  await changePartnerRateField(db, request, before.id, body);
  return withHosts(db, await find(db, partnerId));
}

/** Issue 6: the brand a white-label site wears (spec 3 Partner branding entry). */
export async function setPartnerBranding(
  db: Db,
  request: FastifyRequest,
  partnerId: number,
  b: z.infer<typeof partnerBrandingBody>,
): Promise<AdminPartnerRow> {
  const before = await find(db, partnerId);
  const set = {
    logo: b.logo,
    fontFamily: b.font_family,
    fontSource: b.font_source,
    primaryColor: b.primary_color.toUpperCase(),
    secondaryColor: b.secondary_color.toUpperCase(),
    title: b.title === '' ? null : b.title,
    tancApply: b.tanc_apply,
  };
  const { logo, fontFamily, fontSource, primaryColor, secondaryColor, title, tancApply } = before;
  return updateAudited(db, request, before.id, 'partner.branding', set, () => ({
    before: { logo, fontFamily, fontSource, primaryColor, secondaryColor, title, tancApply },
    after: set,
  }));
}

/**
 * Issue 6: host names that open the partner's white-label site. Each instance remembers a host's
 * answer for a minute (site-context.ts), so a change reaches every page within it.
 */
export async function setPartnerHosts(
  db: Db,
  request: FastifyRequest,
  partnerId: number,
  body: z.infer<typeof partnerHostsBody>,
): Promise<AdminPartnerRow> {
  const partner = await find(db, partnerId);
  const hosts = [...new Set(body.hosts)];
  const before = (await hostsByPartner(db, [partner.id])).get(partner.id) ?? [];
  await replacePartnerHosts(db, partner.id, hosts, (taken) =>
    conflict(`${taken} already opens another partner's site`),
  );
  await audit(db, request, {
    action: 'partner.hosts',
    entity: 'partner',
    entityId: partner.id,
    before: { hosts: before },
    after: { hosts },
  });
  return withHosts(db, partner);
}
