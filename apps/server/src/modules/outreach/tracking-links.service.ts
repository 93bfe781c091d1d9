import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { trackingLinkBody } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/crypto.ts';
import {
  countTrackingClick,
  insertTrackingLink,
  latestTrackingLinks,
  partnerExists,
  partnerKeyOf,
  type TrackingLinkRow,
} from './outreach.repository.ts';

// /admin/tracking-links: UTM links for partners and campaigns, counted on every click.

const toDto = (baseUrl: string, l: TrackingLinkRow) => ({ ...l, url: `${baseUrl}/t/${l.code}` });

export async function trackingLinksList(db: Database, baseUrl: string) {
  return (await latestTrackingLinks(db)).map((l) => toDto(baseUrl, l));
}

export async function createTrackingLink(
  db: Database,
  request: FastifyRequest,
  baseUrl: string,
  b: z.infer<typeof trackingLinkBody>,
) {
  if (b.partner_id !== null && !(await partnerExists(db, b.partner_id))) throw badRequest('No such partner');
  const row = await insertTrackingLink(db, {
    code: randomToken(6)
      .replace(/[^A-Za-z0-9]/g, 'x')
      .slice(0, 8),
    name: b.name,
    partnerId: b.partner_id,
    targetPath: b.target_path,
    utmSource: b.utm_source,
    utmMedium: b.utm_medium,
    utmCampaign: b.utm_campaign,
  });
  await audit(db, request, {
    action: 'tracking_link.create',
    entity: 'tracking_link',
    entityId: row.id,
    after: row,
  });
  return toDto(baseUrl, row);
}

/**
 * Counts the click and answers where to send the visitor: the target with the UTM parameters and
 * the partner (the web stores them in the utms cookie, spec 3, so sign-ups are attributed).
 */
export async function followTrackingLink(db: Database, code: string): Promise<string> {
  const row = await countTrackingClick(db, code);
  if (!row) throw notFound('No such link');
  const params = new URLSearchParams({
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
  });
  // A link made for a partner brands the page and attributes sign-ups to that partner.
  if (row.partnerId !== null) {
    const key = await partnerKeyOf(db, row.partnerId);
    if (key) params.set('partner', key);
  }
  return `${row.targetPath}?${params.toString()}`;
}
