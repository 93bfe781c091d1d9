import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LENDER_PRODUCTS,
  PARTNER_API,
  dateRangeQuery,
  partnerDashboardResponse,
  partnerEligibilityResponse,
  partnerFunnelResponse,
  partnerLenderJourneysResponse,
  partnerProductsResponse,
  partnerReferralResponse,
  partnerSessionResponse,
  partnerSettingsResponse,
  resolveDateRange,
  settingsBody,
  todayInIndia,
} from '@cl/contracts';
import { listSwitchedOnLenders } from '../lenders/lenders.repository.ts';
import { eligibilityRow, lenderJourneySteps } from './partner-catalog.ts';
import { partnerContext } from './partner-context.ts';
import { changePartnerContact, readPartnerSettings } from './partner-portal.service.ts';
import { readPartnerDashboard } from './partner-dashboard.service.ts';
import { partnerFunnel } from './partner-stats.repository.ts';
import { referralCustomers } from './partner-portal.repository.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The referral link as an SVG QR code; qrcode loads with the first request, not at start (issue 16). */
async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', margin: 1, width: 200 });
}

export const partnerPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requirePartner);
  const common = { tags: ['partner'], security: [{ bearer: [] }] };
  const baseUrl = () => app.env.PUBLIC_BASE_URL ?? `http://localhost:${String(app.env.PORT)}`;

  app.get(
    PARTNER_API.session,
    {
      schema: {
        ...common,
        summary: 'The signed-in partner',
        response: { 200: partnerSessionResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      return {
        success: true as const,
        data: {
          partnerId: ctx.partnerId,
          partnerKey: ctx.partnerKey,
          partnerName: ctx.partnerName,
          userName: ctx.userName,
          masquerade: ctx.masqueradeAdminId !== null,
          idleTimeoutSeconds: app.sessionTimeouts('partner').idleSeconds,
        },
      };
    },
  );

  app.get(
    PARTNER_API.dashboard,
    {
      schema: {
        ...common,
        summary: 'Leads, applications, approvals, disbursals and earnings for a date range',
        querystring: dateRangeQuery,
        response: { 200: partnerDashboardResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      const range = resolveDateRange(request.query.preset, todayInIndia(), request.query);
      return { success: true as const, data: await readPartnerDashboard(app.db, ctx.partnerId, range) };
    },
  );

  app.get(
    PARTNER_API.products,
    {
      schema: {
        ...common,
        summary: 'Products the partner can sell, from lender data',
        response: { 200: partnerProductsResponse, ...errors },
      },
    },
    async () => {
      const lenders = await listSwitchedOnLenders(app.db);
      return {
        success: true as const,
        data: LENDER_PRODUCTS.map((product) => ({
          product,
          lenders: lenders
            .filter((l) => l.products.includes(product))
            .map((l) => ({
              name: l.name,
              maxLoan: l.maxLoan,
              interestRate: l.interestRate,
              tenure: l.tenure,
            })),
        })),
      };
    },
  );

  app.get(
    PARTNER_API.referral,
    {
      schema: {
        ...common,
        summary: 'Referral link, QR code and the customers who came through it',
        response: { 200: partnerReferralResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      const link = `${baseUrl()}/?partner=${encodeURIComponent(ctx.partnerKey)}&utm_source=${encodeURIComponent(ctx.utmId ?? ctx.partnerKey)}&utm_medium=referral`;
      const rows = await referralCustomers(app.db, ctx.partnerId);
      return {
        success: true as const,
        data: {
          link,
          qrSvg: await qrSvg(link),
          // Partners see who joined, not their contact details (DPDP: only what is needed).
          customers: rows.map((r) => ({
            name:
              [r.first, r.last ? `${r.last.slice(0, 1)}.` : ''].filter(Boolean).join(' ') ||
              `Customer ******${(r.phone ?? '').slice(-4)}`,
            joinedAt: r.at.toISOString(),
            profileCompleted: r.pl === 1 || r.bl === 1,
          })),
        },
      };
    },
  );

  app.get(
    PARTNER_API.eligibility,
    {
      schema: {
        ...common,
        summary: 'Eligibility criteria of every lender (spec 2)',
        response: { 200: partnerEligibilityResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: (await listSwitchedOnLenders(app.db)).map(eligibilityRow) }),
  );

  app.get(
    PARTNER_API.lenderJourney,
    {
      schema: {
        ...common,
        summary: 'Per lender, the steps a customer goes through',
        response: { 200: partnerLenderJourneysResponse, ...errors },
      },
    },
    async () => ({
      success: true as const,
      data: (await listSwitchedOnLenders(app.db)).map((l) => ({
        name: l.name,
        steps: lenderJourneySteps(l),
      })),
    }),
  );

  app.get(
    PARTNER_API.funnel,
    {
      schema: {
        ...common,
        summary: "The partner's funnel from visit to disbursal",
        querystring: dateRangeQuery,
        response: { 200: partnerFunnelResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      return {
        success: true as const,
        data: await partnerFunnel(
          app.db,
          ctx.partnerId,
          ctx.partnerKey,
          resolveDateRange(request.query.preset, todayInIndia(), request.query),
        ),
      };
    },
  );

  app.get(
    PARTNER_API.settings,
    {
      schema: {
        ...common,
        summary: "The partner's profile and contact",
        response: { 200: partnerSettingsResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readPartnerSettings(app.db, (await partnerContext(app.db, request)).partnerId),
    }),
  );
  app.post(
    PARTNER_API.settings,
    {
      onRequest: app.requirePartnerOwnSession,
      schema: {
        ...common,
        summary: "Change the partner's contact",
        body: settingsBody,
        response: { 200: partnerSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const ctx = await partnerContext(app.db, request);
      const after = await changePartnerContact(app.db, request, ctx.partnerId, request.body);
      return { success: true as const, data: after };
    },
  );
};
