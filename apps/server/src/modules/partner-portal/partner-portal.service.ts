import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { partnerSettingsResponse, settingsBody } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { findPartner, updatePartnerContact } from './partner-portal.repository.ts';

type PartnerSettings = z.output<typeof partnerSettingsResponse>['data'];
type ContactChange = z.output<typeof settingsBody>;

/** The partner's profile as its portal shows it; the partner comes from a live session. */
export async function readPartnerSettings(db: Database, partnerId: number): Promise<PartnerSettings> {
  const p = await findPartner(db, partnerId);
  if (!p) throw new Error('partner vanished');
  return {
    partnerName: p.displayName,
    partnerKey: p.key,
    utmId: p.utmId,
    contact_name: p.contactName,
    contact_email: p.contactEmail,
    contact_phone: p.contactPhone,
  };
}

/** A partner changes its own contact; the audit entry holds the settings before and after. */
export async function changePartnerContact(
  db: Database,
  request: FastifyRequest,
  partnerId: number,
  change: ContactChange,
): Promise<PartnerSettings> {
  const before = await readPartnerSettings(db, partnerId);
  await updatePartnerContact(db, partnerId, {
    contactName: change.contact_name,
    contactEmail: change.contact_email,
    contactPhone: change.contact_phone,
  });
  const after = await readPartnerSettings(db, partnerId);
  await audit(db, request, {
    action: 'partner.settings',
    entity: 'partner',
    entityId: partnerId,
    before,
    after,
  });
  return after;
}
