import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, BRAND_LOGO_API, errorResponse, partnerByNameResponse, partnerNameParams } from '@cl/contracts';
import { notFound } from '../../lib/app-error.ts';
import { partnerLogoSvg } from '../../db/seed/logos.ts';
import { SEED_CO_BRANDS } from '../../db/seed/samples/partners.ts';
import { findPartnerByKey } from './partners.repository.ts';
import { brandingForPartner } from './partners.service.ts';

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  // spec 7: default name 'cl'; an unknown name answers the default brand (spec 3).
  app.get(
    API.partnerByName,
    {
      schema: {
        tags: ['partners'],
        summary: 'Brand of a white-label partner',
        params: partnerNameParams,
        response: { 200: partnerByNameResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: await brandingForPartner(app.db, request.params.partnerName) };
    },
  );

  app.get(
    BRAND_LOGO_API.logo,
    {
      schema: {
        tags: ['partners'],
        summary: 'Placeholder SVG logo of a seeded partner',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/, 'Unknown logo') }),
        response: { 200: z.string(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const partner = await findPartnerByKey(app.db, request.params.file.replace(/\.svg$/, ''));
      if (!partner) throw notFound('No such logo');
      return sendSvg(reply, partnerLogoSvg(partner));
    },
  );

  app.get(
    BRAND_LOGO_API.coBrand,
    {
      schema: {
        tags: ['partners'],
        summary: 'Placeholder SVG logo of a co-brand (spec 3: carinfo)',
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.svg$/, 'Unknown logo') }),
        response: { 200: z.string(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const key = request.params.file.replace(/\.svg$/, '');
      const coBrand = SEED_CO_BRANDS.find((brand) => brand.key === key);
      if (!coBrand) throw notFound('No such logo');
      return sendSvg(reply, partnerLogoSvg(coBrand));
    },
  );
};

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}
