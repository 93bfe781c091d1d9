import { z } from 'zod';
import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, userRecord, idParam } from '@cl/contracts';
import { applications, csrNotes, personalDataAccess, users } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../lib/app-error.ts';
import { getUserRecord } from '../users/users.service.ts';
import { listForUser, summaries } from '../applications/applications.repository.ts';
import { applicationSummary } from '@cl/contracts';

export const CSR_API = {
  search: '/api/admin/csr/search',
  customer: '/api/admin/csr/customers/:userId',
  notes: '/api/admin/csr/customers/:userId/notes',
} as const;

const common = { tags: ['admin: CSR'], security: [{ bearer: [] }] };
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const userIdParams = z.object({ userId: idParam });
const mask = (phone: string | null) => (phone ? `******${phone.slice(-4)}` : null);

// /admin/csr-portal (roles 1, 2, 3): find a customer, see profile (PAN masked), applications with
// timelines and notes. Every view of personal data is written to personal_data_access.
export const csrRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminPage: 'csr-portal' as const };

  app.get(
    CSR_API.search,
    {
      config,
      schema: {
        ...common,
        summary: 'Find customers by mobile, email or application id',
        querystring: z.object({ q: z.string().trim().min(3, 'Type at least 3 characters').max(254) }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(
              z.object({
                userId: z.number(),
                name: z.string().nullable(),
                mobile: z.string().nullable(),
                email: z.string().nullable(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const q = request.query.q;
      const byApplication = /^[0-9a-f-]{36}$/i.test(q)
        ? (
            await app.db
              .select({ userId: applications.userId })
              .from(applications)
              .where(eq(applications.publicId, q))
              .limit(1)
          )[0]?.userId
        : undefined;
      const digits = q.replace(/\D/g, '');
      const rows = await app.db
        .select()
        .from(users)
        .where(
          and(
            isNull(users.erasedAt),
            or(
              byApplication !== undefined ? eq(users.id, byApplication) : undefined,
              digits.length >= 10 ? eq(users.mobilePhoneNumber, digits.slice(-10)) : undefined,
              q.includes('@') ? ilike(users.email, q.toLowerCase()) : undefined,
            ),
          ),
        )
        .limit(20);
      return {
        success: true as const,
        data: rows.map((u) => ({
          userId: u.id,
          name: [u.firstName, u.lastName].filter(Boolean).join(' ') || null,
          mobile: mask(u.mobilePhoneNumber),
          email: u.email,
        })),
      };
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
          200: z.object({
            success: z.literal(true),
            data: z.object({
              profile: userRecord,
              applications: z.array(applicationSummary),
              notes: z.array(z.object({ note: z.string(), adminId: z.number(), at: z.string() })),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      const [exists] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, request.params.userId), isNull(users.erasedAt)));
      if (!exists) throw notFound('No such customer');
      await app.db
        .insert(personalDataAccess)
        .values({ userId: exists.id, adminId: admin.adminId, purpose: 'csr_view' });
      const profile = await getUserRecord(app.usersDeps, exists.id);
      const apps = await summaries(app.db, await listForUser(app.db, exists.id));
      const notes = await app.db
        .select()
        .from(csrNotes)
        .where(eq(csrNotes.userId, exists.id))
        .orderBy(desc(csrNotes.at))
        .limit(100);
      return {
        success: true as const,
        data: {
          profile,
          applications: apps,
          notes: notes.map((n) => ({ note: n.note, adminId: n.adminId, at: n.at.toISOString() })),
        },
      };
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
        body: z.object({ note: z.string().trim().min(2, 'Write a note').max(2000, 'The note is too long') }),
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const admin = request.admin;
      if (!admin) throw unauthorized();
      const [exists] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, request.params.userId), isNull(users.erasedAt)));
      if (!exists) throw notFound('No such customer');
      await app.db
        .insert(csrNotes)
        .values({ userId: exists.id, adminId: admin.adminId, note: request.body.note });
      return { success: true as const, message: 'Note added' };
    },
  );
};
