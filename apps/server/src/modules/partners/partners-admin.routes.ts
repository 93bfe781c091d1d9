import { z } from 'zod';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  adminPartnerResponse,
  adminPartnersResponse,
  errorResponse,
  type AdminPartnerRow,
  partnerBrandingBody,
  partnerHostsBody,
  partnerRevenueBody,
  partnerUtmBody,
  idParam,
} from '@cl/contracts';
import { partnerHosts, partners } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { toSiteInsurancePartner } from '../insurance/insurance.repository.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const admin = { tags: ['admin: partners'], security: [{ bearer: [] }] };
const partnerParams = z.object({ partnerId: idParam });

function toPartnerRow(row: typeof partners.$inferSelect, hosts: string[] = []): AdminPartnerRow {
  return {
    id: row.id,
    key: row.key,
    displayName: row.displayName,
    utm_id: row.utmId,
    revenue_percent: row.revenuePercent === null ? null : Number(row.revenuePercent),
    revenue_flat_fee: row.revenueFlatFee === null ? null : Number(row.revenueFlatFee),
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

// spec 7 partner record calls used by /admin/partners.
export const partnersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'partners' as const };
  const find = async (id: number) => {
    const [row] = await app.db.select().from(partners).where(eq(partners.id, id)).limit(1);
    if (!row) throw notFound('No such partner');
    return row;
  };
  const hostsOf = async (ids: number[]) => {
    const byPartner = new Map<number, string[]>();
    if (ids.length === 0) return byPartner;
    const rows = await app.db.select().from(partnerHosts).where(inArray(partnerHosts.partnerId, ids));
    for (const row of rows) byPartner.set(row.partnerId, [...(byPartner.get(row.partnerId) ?? []), row.host]);
    return byPartner;
  };
  const answer = async (row: typeof partners.$inferSelect) => ({
    success: true as const,
    message: 'Partner updated',
    data: toPartnerRow(row, (await hostsOf([row.id])).get(row.id)),
  });
  const updated = { 200: adminPartnerResponse, ...errors };

  app.get(
    ADMIN_API.partners,
    {
      config,
      schema: {
        ...admin,
        summary: 'Partners',
        response: { 200: adminPartnersResponse, ...errors },
      },
    },
    async () => {
      const rows = await app.db.select().from(partners).orderBy(asc(partners.displayName));
      const hosts = await hostsOf(rows.map((r) => r.id));
      return { success: true as const, data: rows.map((r) => toPartnerRow(r, hosts.get(r.id))) };
    },
  );

  app.post(
    ADMIN_API.partnerUtm,
    {
      config,
      schema: {
        ...admin,
        summary: "Set a partner's UTM id",
        params: partnerParams,
        body: partnerUtmBody,
        response: updated,
      },
    },
    async (request) => {
      const before = await find(request.params.partnerId);
      const utmId = request.body.utm_id;
      const [taken] = await app.db
        .select({ id: partners.id })
        .from(partners)
        .where(and(eq(partners.utmId, utmId), ne(partners.id, before.id)))
        .limit(1);
      if (taken) throw conflict('Another partner already uses this UTM id');
      const [after] = await app.db
        .update(partners)
        .set({ utmId, updatedAt: new Date() })
        .where(eq(partners.id, before.id))
        .returning();
      if (!after) throw notFound('No such partner');
      await audit(app.db, request, {
        action: 'partner.utm',
        entity: 'partner',
        entityId: before.id,
        before: { utm_id: before.utmId },
        after: { utm_id: utmId },
      });
      return answer(after);
    },
  );

  // spec 7: the edited value is replaced, the other kept.
  app.post(
    ADMIN_API.partnerRevenue,
    {
      config,
      schema: {
        ...admin,
        summary: "Set a partner's revenue share",
        params: partnerParams,
        body: partnerRevenueBody,
        response: updated,
      },
    },
    async (request) => {
      const before = await find(request.params.partnerId);
      const { revenue_percent: percent, revenue_flat_fee: flat } = request.body;
      const set = {
        ...(percent === undefined ? {} : { revenuePercent: percent === null ? null : percent.toFixed(3) }),
        ...(flat === undefined ? {} : { revenueFlatFee: flat === null ? null : flat.toFixed(2) }),
        updatedAt: new Date(),
      };
      const [after] = await app.db.update(partners).set(set).where(eq(partners.id, before.id)).returning();
      if (!after) throw notFound('No such partner');
      await audit(app.db, request, {
        action: 'partner.revenue',
        entity: 'partner',
        entityId: before.id,
        before: { revenue_percent: before.revenuePercent, revenue_flat_fee: before.revenueFlatFee },
        after: { revenue_percent: after.revenuePercent, revenue_flat_fee: after.revenueFlatFee },
      });
      return answer(after);
    },
  );

  // Issue 6: the brand a white-label site wears (spec 3 Partner branding entry).
  app.post(
    ADMIN_API.partnerBranding,
    {
      config,
      schema: {
        ...admin,
        summary: "Set a partner's branding: logo, font, colours, title, terms flag",
        params: partnerParams,
        body: partnerBrandingBody,
        response: updated,
      },
    },
    async (request) => {
      const before = await find(request.params.partnerId);
      const b = request.body;
      const set = {
        logo: b.logo,
        fontFamily: b.font_family,
        fontSource: b.font_source,
        primaryColor: b.primary_color.toUpperCase(),
        secondaryColor: b.secondary_color.toUpperCase(),
        title: b.title === '' ? null : b.title,
        tancApply: b.tanc_apply,
      };
      const [after] = await app.db
        .update(partners)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(partners.id, before.id))
        .returning();
      if (!after) throw notFound('No such partner');
      const { logo, fontFamily, fontSource, primaryColor, secondaryColor, title, tancApply } = before;
      await audit(app.db, request, {
        action: 'partner.branding',
        entity: 'partner',
        entityId: before.id,
        before: { logo, fontFamily, fontSource, primaryColor, secondaryColor, title, tancApply },
        after: set,
      });
      return answer(after);
    },
  );

  // Issue 6: host names that open the partner's white-label site. Each instance remembers a
  // host's answer for a minute (site-context.ts), so a change reaches every page within it.
  app.put(
    ADMIN_API.partnerHosts,
    {
      config,
      schema: {
        ...admin,
        summary: "Set the host names of a partner's white-label site",
        params: partnerParams,
        body: partnerHostsBody,
        response: updated,
      },
    },
    async (request) => {
      const partner = await find(request.params.partnerId);
      const hosts = [...new Set(request.body.hosts)];
      const before = (await hostsOf([partner.id])).get(partner.id) ?? [];
      // One statement decides: a host another partner holds (or takes at this moment) is not
      // inserted, and the whole change is rolled back.
      await app.db.transaction(async (tx) => {
        await tx.delete(partnerHosts).where(eq(partnerHosts.partnerId, partner.id));
        if (hosts.length === 0) return;
        const inserted = await tx
          .insert(partnerHosts)
          .values(hosts.map((host) => ({ host, partnerId: partner.id })))
          .onConflictDoNothing()
          .returning({ host: partnerHosts.host });
        const taken = hosts.find((host) => !inserted.some((row) => row.host === host));
        if (taken) throw conflict(`${taken} already opens another partner's site`);
      });
      await audit(app.db, request, {
        action: 'partner.hosts',
        entity: 'partner',
        entityId: partner.id,
        before: { hosts: before },
        after: { hosts },
      });
      return answer(partner);
    },
  );
};
