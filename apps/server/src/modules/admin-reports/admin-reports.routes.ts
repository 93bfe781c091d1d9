import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_REPORTS_API, dashboardResponse, reportPageResponse } from '@cl/contracts';
import { reportFilters } from './report-filters.ts';
import { sendTable } from './send-report.ts';
import {
  customersJourneyReport,
  dashboardReport,
  internalReport,
  productsReport,
} from './admin-reports.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 403);
// A table route answers a page as JSON, or (format=csv|xlsx) streams the file itself, which the
// JSON serialiser never sees: hence any beside the page.
const tableAnswer = z.union([reportPageResponse, z.any()]);
const common = { tags: ['admin: reports'], security: [{ bearer: [] }] };

// Issue 7 reports: filterable, paged on the server, exportable (CSV/XLSX, formulas escaped).
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADMIN_REPORTS_API.dashboard,
    {
      config: { adminPage: 'dashboard' },
      schema: {
        ...common,
        summary: 'Dashboard: applications per day, funnel, by lender, by partner',
        querystring: reportFilters,
        response: { 200: dashboardResponse, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await dashboardReport(app.db, request.query) }),
  );

  app.get(
    ADMIN_REPORTS_API.internal,
    {
      config: { adminPage: 'internal-report' },
      schema: {
        ...common,
        summary: 'Applications, one row each',
        querystring: reportFilters,
        response: { 200: tableAnswer, ...errors },
      },
    },
    async (request, reply) =>
      sendTable(
        reply,
        'internal-report',
        await internalReport(app.db, request, request.query),
        request.query.format,
      ),
  );

  const grouped = (name: string, page: 'products-report' | 'vendors-products-report', byLender: boolean) =>
    app.get(
      byLender ? ADMIN_REPORTS_API.vendorsProducts : ADMIN_REPORTS_API.products,
      {
        config: { adminPage: page },
        schema: {
          ...common,
          summary: `${name}: counts and amounts per ${byLender ? 'lender and ' : ''}product`,
          querystring: reportFilters,
          response: { 200: tableAnswer, ...errors },
        },
      },
      async (request, reply) =>
        sendTable(
          reply,
          name,
          await productsReport(app.db, request, request.query, byLender),
          request.query.format,
        ),
    );
  grouped('products-report', 'products-report', false);
  grouped('vendors-products-report', 'vendors-products-report', true);

  app.get(
    ADMIN_REPORTS_API.customersJourney,
    {
      config: { adminPage: 'customers-journey' },
      schema: {
        ...common,
        summary: 'Funnel from OTP sent to disbursal',
        querystring: reportFilters,
        response: { 200: tableAnswer, ...errors },
      },
    },
    async (request, reply) =>
      sendTable(
        reply,
        'customers-journey',
        await customersJourneyReport(app.db, request, request.query),
        request.query.format,
      ),
  );
};
