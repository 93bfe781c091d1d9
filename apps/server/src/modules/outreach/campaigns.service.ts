import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { campaignBody } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { Transports } from '../messaging/select-transports.ts';
import { consentedUserIds } from './consented-audience.ts';
import {
  claimCampaignMessage,
  insertCampaign,
  latestCampaigns,
  setCampaignCounts,
  setCampaignMessageStatus,
  usersByIds,
  type CampaignRow,
} from './outreach.repository.ts';

const MAX_AUDIENCE = 5_000;

export interface CampaignDeps {
  db: Database;
  transports: Transports;
  log: FastifyBaseLogger;
}

const toDto = (c: CampaignRow) => ({ ...c, createdAt: c.createdAt.toISOString() });

export async function listCampaigns(db: Database) {
  return (await latestCampaigns(db)).map(toDto);
}

/**
 * /admin/messaging: an SMS or email campaign, only to customers who consented to that channel
 * (DPDP, per purpose), through the same transports as OTP; one row per recipient so nobody gets a
 * campaign twice. Every message says how to stop them.
 */
export async function sendCampaign(
  deps: CampaignDeps,
  request: FastifyRequest,
  adminId: number,
  b: z.infer<typeof campaignBody>,
) {
  const { db } = deps;
  const ids = (
    await consentedUserIds(db, b.channel === 'mobile' ? 'sms_marketing' : 'email_marketing')
  ).slice(0, MAX_AUDIENCE);
  const campaign = await insertCampaign(db, {
    name: b.name,
    channel: b.channel,
    subject: b.subject,
    text: b.text,
    createdBy: adminId,
  });
  const people = await usersByIds(db, ids);
  let sent = 0;
  let failed = 0;
  const optOut =
    b.channel === 'mobile'
      ? ' To stop, withdraw SMS consent in your CrediLink profile.'
      : '\n\nTo stop these emails, withdraw email consent in your CrediLink profile.';
  for (const person of people) {
    const to = b.channel === 'mobile' ? person.mobilePhoneNumber : person.email;
    if (!to) continue;
    const claimed = await claimCampaignMessage(db, campaign.id, person.id);
    if (!claimed) continue;
    try {
      await deps.transports[b.channel].send({
        channel: b.channel,
        to,
        subject: b.subject,
        text: `${b.text}${optOut}`,
      });
      sent += 1;
      await setCampaignMessageStatus(db, claimed.id, 'sent');
    } catch (error) {
      failed += 1;
      deps.log.warn({ err: error, campaignId: campaign.id }, 'campaign message failed');
      await setCampaignMessageStatus(db, claimed.id, 'failed');
    }
  }
  const done = await setCampaignCounts(db, campaign.id, { sent, failed });
  await audit(db, request, {
    action: 'campaign.send',
    entity: 'campaign',
    entityId: campaign.id,
    after: { sent, failed },
  });
  return toDto(done ?? campaign);
}
