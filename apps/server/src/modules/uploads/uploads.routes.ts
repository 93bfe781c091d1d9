import { rm } from 'node:fs/promises';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UPLOADS_API,
  errorResponse,
  uploadResult,
  uploadTemplateParams,
  type AdminPage,
} from '@cl/contracts';
import { DEFAULT_LIMITS } from './parsing/limits.ts';
import { receiveFile } from './receive-file.ts';
import { applyUpload, type UploadKind } from './uploads.service.ts';

type Kind = UploadKind;
const TEMPLATES: Record<Kind, string> = {
  status:
    'application_id,status,lender_reference,reason,disbursed_amount,disbursed_date\r\n0f9a2c1e-4b5d-4c6e-8f70-123456789abc,approved,LN-1001,,,\r\n',
  mis: 'application_id,lender_reference,disbursed_amount,disbursed_date\r\n0f9a2c1e-4b5d-4c6e-8f70-123456789abc,LN-1001,150000,2026-11-05\r\n',
  commission: 'lender,month,amount_paid,reference\r\ncashe,2026-10,45000,NEFT-UTR-0001\r\n',
};

// Issue 7: uploads that change data (applyUpload checks the whole file before applying a row).
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: DEFAULT_LIMITS.maxFileBytes, files: 1, fields: 4, parts: 6 },
  });
  const common = { tags: ['admin: uploads'], security: [{ bearer: [] }], consumes: ['multipart/form-data'] };

  const route = (url: string, kind: Kind, page: AdminPage, summary: string) =>
    app.post(
      url,
      {
        config: { adminPage: page },
        schema: {
          ...common,
          summary,
          response: {
            200: uploadResult,
            400: errorResponse,
            401: errorResponse,
            403: errorResponse,
            413: errorResponse,
          },
        },
      },
      async (request) => {
        const file = await receiveFile(request);
        try {
          return { success: true as const, ...(await applyUpload(app.db, request, kind, file)) };
        } finally {
          await rm(file.dir, { recursive: true, force: true });
        }
      },
    );

  route(
    UPLOADS_API.statusFile,
    'status',
    'application-status-file',
    'Upload an application status file (.xlsx, .xls or .csv)',
  );
  route(UPLOADS_API.misFile, 'mis', 'mis-upload', "Upload a lender's MIS of disbursals");
  route(
    UPLOADS_API.commissionFile,
    'commission',
    'commission-upload-file',
    'Upload what lenders paid (commission)',
  );

  app.get(
    UPLOADS_API.template,
    {
      config: { anyAdmin: true },
      schema: {
        tags: ['admin: uploads'],
        security: [{ bearer: [] }],
        summary: 'A CSV template for an upload',
        params: uploadTemplateParams,
        response: { 200: z.string(), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const kind: Kind =
        request.params.kind === 'status.csv'
          ? 'status'
          : request.params.kind === 'mis.csv'
            ? 'mis'
            : 'commission';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-template.csv"`)
        .send(TEMPLATES[kind]);
    },
  );
};
