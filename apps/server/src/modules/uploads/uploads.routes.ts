import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponse, type AdminPage } from '@cl/contracts';
import { uploadBatches } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { applyCommissionRows } from './apply-commission-rows.ts';
import { applyStatusRows } from './apply-status-rows.ts';
import type { ApplyResult, RowError } from './upload-result.ts';
import { readRows } from './parsing/read-rows.ts';
import { DEFAULT_LIMITS } from './parsing/limits.ts';

export const UPLOADS_API = {
  statusFile: '/api/upload-application-status-file',
  misFile: '/api/upload-mis-file',
  commissionFile: '/api/upload-commission-file',
  template: '/api/admin/uploads/template/:kind',
} as const;

type Kind = 'status' | 'mis' | 'commission';
const TEMPLATES: Record<Kind, string> = {
  status:
    'application_id,status,lender_reference,reason,disbursed_amount,disbursed_date\r\n0f9a2c1e-4b5d-4c6e-8f70-123456789abc,approved,LN-1001,,,\r\n',
  mis: 'application_id,lender_reference,disbursed_amount,disbursed_date\r\n0f9a2c1e-4b5d-4c6e-8f70-123456789abc,LN-1001,150000,2026-11-05\r\n',
  commission: 'lender,month,amount_paid,reference\r\ncashe,2026-10,45000,NEFT-UTR-0001\r\n',
};

const resultSchema = z.object({
  success: z.literal(true),
  rowsRead: z.number(),
  rowsUpdated: z.number(),
  created: z.number(),
  updated: z.number(),
  uuids: z.array(z.string()),
  errors: z.array(z.object({ row: z.number(), applicationId: z.string().nullable(), message: z.string() })),
});

/** Streams the multipart file (field image_name, spec 7) to a private temp file and hashes it. */
async function receiveFile(
  request: FastifyRequest,
): Promise<{ filePath: string; fileName: string; sha256: string; dir: string }> {
  if (!request.isMultipart()) throw badRequest('No file selected');
  const dir = path.join(tmpdir(), `cl-upload-${randomUUID()}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'image_name') {
      part.file.resume();
      throw badRequest('The file must be sent as image_name');
    }
    const filePath = path.join(dir, 'upload');
    const hash = createHash('sha256');
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(part.file, tap, createWriteStream(filePath, { mode: 0o600 }));
    if (part.file.truncated) throw new AppError(413, 'TOO_LARGE', 'The file is larger than 50 MB');
    // Control characters (U+0000 among them, which PostgreSQL text refuses) are dropped from the name.
    const raw = path.basename(part.filename || 'upload');
    let cleaned = '';
    for (let k = 0; k < raw.length; k++)
      if (raw.charCodeAt(k) >= 32 && raw.charCodeAt(k) !== 127) cleaned += raw.charAt(k);
    const fileName = cleaned || 'upload';
    return { filePath, fileName, sha256: hash.digest('hex'), dir };
  }
  throw badRequest('No file selected');
}

/** Rows without formula cells; formula rows become errors (ADR 008: never trust computed cells). */
async function* dataRows(filePath: string, fileName: string, errors: RowError[] | null) {
  for await (const row of readRows({ path: filePath, fileName })) {
    if (row.formulaColumns.length > 0) {
      errors?.push({
        row: row.rowNumber,
        applicationId: row.values.application_id ?? null,
        message: `Formula cells are not accepted (${row.formulaColumns.join(', ')}): paste values instead`,
      });
      continue;
    }
    yield { rowNumber: row.rowNumber, values: row.values };
  }
}

// Issue 7: uploads that change data. The whole file is read once to check it (type, size, zip
// limits, row limits) before any row is applied, so a file refused midway changes nothing.
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
            200: resultSchema,
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
          const formulaErrors: RowError[] = [];
          let count = 0;
          for await (const _row of dataRows(file.filePath, file.fileName, formulaErrors)) count += 1;
          if (count + formulaErrors.length === 0) throw badRequest('The file has no rows under its header');
          const rows = dataRows(file.filePath, file.fileName, null);
          const result: ApplyResult =
            kind === 'commission'
              ? await applyCommissionRows(app.db, rows)
              : await applyStatusRows(app.db, rows, kind === 'mis' ? 'mis_file' : 'status_file');
          const errors = [...formulaErrors, ...result.errors].sort((a, b) => a.row - b.row);
          await app.db.insert(uploadBatches).values({
            kind,
            fileName: file.fileName.slice(0, 255),
            sha256: file.sha256,
            rowsRead: result.rowsRead + formulaErrors.length,
            created: result.created,
            updated: result.updated,
            errors: errors.slice(0, 1000),
            adminId: request.admin?.adminId,
          });
          await audit(app.db, request, {
            action: `upload.${kind}`,
            entity: 'upload',
            entityId: file.sha256.slice(0, 16),
            after: { created: result.created, updated: result.updated, errors: errors.length },
          });
          return {
            success: true as const,
            rowsRead: result.rowsRead + formulaErrors.length,
            rowsUpdated: result.created + result.updated,
            created: result.created,
            updated: result.updated,
            uuids: result.changedIds,
            errors,
          };
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
        params: z.object({ kind: z.enum(['status.csv', 'mis.csv', 'commission.csv']) }),
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
