import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerHosts, partners } from '../../db/schema/index.ts';

export const SITE_CONTEXT_API = '/api/site-context';

/** The host name without port, lower case; the Host header is all a white-label site has. */
export function hostName(header: string | undefined): string {
  return (header ?? '').split(':')[0]?.trim().toLowerCase() ?? '';
}

// Issue 6: a white-label site is chosen by host name too (configured host -> partner), and the
// solar-branded host shows its own root page (spec 2).
export const siteContextRoutes: FastifyPluginAsyncZod = async (app) => {
  const solarHosts = new Set(
    app.env.SOLAR_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  app.get(
    SITE_CONTEXT_API,
    {
      schema: {
        tags: ['partners'],
        summary: 'Which white-label site this host is',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ partnerKey: z.string().nullable(), solar: z.boolean() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const host = hostName(request.headers.host);
      const [row] = await app.db
        .select({ key: partners.key })
        .from(partnerHosts)
        .innerJoin(partners, eq(partners.id, partnerHosts.partnerId))
        .where(eq(partnerHosts.host, host))
        .limit(1);
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'host');
      return { success: true as const, data: { partnerKey: row?.key ?? null, solar: solarHosts.has(host) } };
    },
  );
};
