import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classifyCsrIdentifier,
  CSR_API,
  csrSearchBody,
  csrSearchResponse,
  csrCustomerResponse,
  csrNoteBody,
  successMessage,
  userIdParams,
} from '@cl/contracts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { addCustomerNote, searchCustomers, viewCustomer } from './csr.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const common = { tags: ['admin: CSR'], security: [{ bearer: [] }] };
const errors = errorResponses(400, 401, 403, 404);

// /admin/csr-portal (roles 1, 2, 3): find a customer, see profile (PAN masked), applications with
// timelines and notes. Every search and every view of personal data is logged.
export const csrRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'csr-portal' as const };

  app.post(
    CSR_API.search,
    {
      config,
      schema: {
        ...common,
        summary: 'Find a customer by full mobile, full email or application reference (in the body)',
        body: csrSearchBody,
        response: { 200: csrSearchResponse, ...errors },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      const identifier = classifyCsrIdentifier(request.body.q);
      if (!identifier) throw badRequest('validation.csrIdentifier');
      const data = await searchCustomers(app.db, request, admin.adminId, identifier);
      return { success: true as const, data };
    },
  );

  app.get(
    CSR_API.customer,
    {
      config,
      schema: {
        ...common,
        summary: "A customer's profile (PAN masked), applications and notes; the view is logged",
        params: userIdParams,
        response: {
          200: csrCustomerResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      const data = await viewCustomer(app.usersDeps, admin.adminId, request.params.userId);
      return { success: true as const, data };
    },
  );

  app.post(
    CSR_API.notes,
    {
      config,
      schema: {
        ...common,
        summary: 'Add a note to a customer',
        params: userIdParams,
        body: csrNoteBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      await addCustomerNote(app.db, admin.adminId, request.params.userId, request.body.note);
      return { success: true as const, message: 'Note added' };
    },
  );
};
