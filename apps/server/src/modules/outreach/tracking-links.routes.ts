import { z } from 'zod';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OUTREACH_API,
  errorResponse,
  trackingLinkBody,
  trackingLinkResponse,
  trackingLinksResponse,
} from '@cl/contracts';
import { partners, trackingLinks } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { randomToken } from '../../lib/crypto.ts';

// /admin/tracking-links: UTM links for partners and campaigns, counted on every click.
export const trackingLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = () => app.env.PUBLIC_BASE_URL ?? `http://localhost:${String(app.env.PORT)}`;
  const toRow = (l: typeof trackingLinks.$inferSelect) => ({ ...l, url: `${base()}/t/${l.code}` });
  const config = { adminPage: 'tracking-links' as const };
  const common = { tags: ['admin: tracking links'], security: [{ bearer: [] }] };

  app.get(
    OUTREACH_API.trackingLinks,
    {
      config,
      schema: {
        ...common,
        summary: 'Tracking links with click counts',
        response: {
          200: trackingLinksResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async () => ({
      success: true as const,
      data: (await app.db.select().from(trackingLinks).orderBy(desc(trackingLinks.createdAt)).limit(500)).map(
        toRow,
      ),
    }),
  );

  app.post(
    OUTREACH_API.trackingLinks,
    {
      config,
      schema: {
        ...common,
        summary: 'Create a tracking link',
        body: trackingLinkBody,
        response: {
          200: trackingLinkResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const b = request.body;
      if (b.partner_id !== null) {
        const [partner] = await app.db
          .select({ id: partners.id })
          .from(partners)
          .where(eq(partners.id, b.partner_id));
        if (!partner) throw badRequest('No such partner');
      }
      const [row] = await app.db
        .insert(trackingLinks)
        .values({
          code: randomToken(6)
            .replace(/[^A-Za-z0-9]/g, 'x')
            .slice(0, 8),
          name: b.name,
          partnerId: b.partner_id,
          targetPath: b.target_path,
          utmSource: b.utm_source,
          utmMedium: b.utm_medium,
          utmCampaign: b.utm_campaign,
        })
        .returning();
      if (!row) throw new Error('link insert returned nothing');
      await audit(app.db, request, {
        action: 'tracking_link.create',
        entity: 'tracking_link',
        entityId: row.id,
        after: row,
      });
      return { success: true as const, data: toRow(row) };
    },
  );

  // Public: count the click and send the visitor on with the UTM parameters and the partner (the
  // web stores them in the utms cookie, spec 3, so sign-ups are attributed).
  app.get(
    OUTREACH_API.trackingRedirect,
    {
      schema: {
        tags: ['tracking'],
        summary: 'Follow a tracking link',
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'No such link') }),
        response: { 302: z.null(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const [row] = await app.db
        .update(trackingLinks)
        .set({ clicks: sql`${trackingLinks.clicks} + 1` })
        .where(eq(trackingLinks.code, request.params.code))
        .returning();
      if (!row) throw notFound('No such link');
      const params = new URLSearchParams({
        utm_source: row.utmSource,
        utm_medium: row.utmMedium,
        utm_campaign: row.utmCampaign,
      });
      // A link made for a partner brands the page and attributes sign-ups to that partner.
      if (row.partnerId !== null) {
        const [partner] = await app.db
          .select({ key: partners.key })
          .from(partners)
          .where(eq(partners.id, row.partnerId))
          .limit(1);
        if (partner) params.set('partner', partner.key);
      }
      return reply.redirect(`${row.targetPath}?${params.toString()}`, 302);
    },
  );
};
