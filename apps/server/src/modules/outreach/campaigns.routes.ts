import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTREACH_API,
  campaignBody,
  campaignResponse,
  campaignsResponse,
  errorResponse,
} from '@cl/contracts';
import { campaignMessages, campaigns, users } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { consentedUserIds } from './consented-audience.ts';

const MAX_AUDIENCE = 5_000;

// /admin/messaging: SMS or email campaigns, only to customers who consented to that channel, sent
// through the same transports as OTP; one row per recipient so nobody gets a campaign twice.
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'messaging' as const };
  const common = { tags: ['admin: messaging'], security: [{ bearer: [] }] };

  app.get(
    OUTREACH_API.campaigns,
    {
      config,
      schema: {
        ...common,
        summary: 'Campaigns',
        response: {
          200: campaignsResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async () => ({
      success: true as const,
      data: (await app.db.select().from(campaigns).orderBy(desc(campaigns.createdAt)).limit(200)).map(
        (c) => ({ ...c, createdAt: c.createdAt.toISOString() }),
      ),
    }),
  );

  app.post(
    OUTREACH_API.campaigns,
    {
      config,
      schema: {
        ...common,
        summary: 'Send a campaign to consented customers',
        body: campaignBody,
        response: {
          200: campaignResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      const b = request.body;
      const ids = (
        await consentedUserIds(app.db, b.channel === 'mobile' ? 'sms_marketing' : 'email_marketing')
      ).slice(0, MAX_AUDIENCE);
      const [campaign] = await app.db
        .insert(campaigns)
        .values({
          name: b.name,
          channel: b.channel,
          subject: b.subject,
          text: b.text,
          createdBy: admin.adminId,
        })
        .returning();
      if (!campaign) throw new Error('campaign insert returned nothing');
      const people = ids.length ? await app.db.select().from(users).where(inArray(users.id, ids)) : [];
      let sent = 0;
      let failed = 0;
      const optOut =
        b.channel === 'mobile'
          ? ' To stop, withdraw SMS consent in your CrediLink profile.'
          : '\n\nTo stop these emails, withdraw email consent in your CrediLink profile.';
      for (const person of people) {
        const to = b.channel === 'mobile' ? person.mobilePhoneNumber : person.email;
        if (!to) continue;
        const [claimed] = await app.db
          .insert(campaignMessages)
          .values({ campaignId: campaign.id, userId: person.id, status: 'sending' })
          .onConflictDoNothing()
          .returning();
        if (!claimed) continue;
        try {
          await app.transports[b.channel].send({
            channel: b.channel,
            to,
            subject: b.subject,
            text: `${b.text}${optOut}`,
          });
          sent += 1;
          await app.db
            .update(campaignMessages)
            .set({ status: 'sent' })
            .where(eq(campaignMessages.id, claimed.id));
        } catch (error) {
          failed += 1;
          request.log.warn({ err: error, campaignId: campaign.id }, 'campaign message failed');
          await app.db
            .update(campaignMessages)
            .set({ status: 'failed' })
            .where(eq(campaignMessages.id, claimed.id));
        }
      }
      const [done] = await app.db
        .update(campaigns)
        .set({ sent, failed })
        .where(eq(campaigns.id, campaign.id))
        .returning();
      await audit(app.db, request, {
        action: 'campaign.send',
        entity: 'campaign',
        entityId: campaign.id,
        after: { sent, failed },
      });
      const row = done ?? campaign;
      return { success: true as const, data: { ...row, createdAt: row.createdAt.toISOString() } };
    },
  );
};
