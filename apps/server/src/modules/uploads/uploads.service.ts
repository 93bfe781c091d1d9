import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/app-error.ts';
import { applyCommissionRows } from './apply-commission-rows.ts';
import { applyStatusRows } from './apply-status-rows.ts';
import { readRows } from './parsing/read-rows.ts';
import type { ReceivedFile } from './receive-file.ts';
import type { ApplyResult, RowError } from './upload-result.ts';
import { insertUploadBatch } from './uploads.repository.ts';

export type UploadKind = 'status' | 'mis' | 'commission';

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

/**
 * Issue 7: applies an upload. The whole file is read once to check it (type, size, zip limits,
 * row limits) before any row is applied, so a file refused midway changes nothing; the batch is
 * recorded and audited.
 */
export async function applyUpload(
  db: Database,
  request: FastifyRequest,
  kind: UploadKind,
  file: ReceivedFile,
) {
  const formulaErrors: RowError[] = [];
  let count = 0;
  for await (const _row of dataRows(file.filePath, file.fileName, formulaErrors)) count += 1;
  if (count + formulaErrors.length === 0) throw badRequest('The file has no rows under its header');
  const rows = dataRows(file.filePath, file.fileName, null);
  const result: ApplyResult =
    kind === 'commission'
      ? await applyCommissionRows(db, rows)
      : await applyStatusRows(db, rows, kind === 'mis' ? 'mis_file' : 'status_file');
  const errors = [...formulaErrors, ...result.errors].sort((a, b) => a.row - b.row);
  await insertUploadBatch(db, {
    kind,
    fileName: file.fileName.slice(0, 255),
    sha256: file.sha256,
    rowsRead: result.rowsRead + formulaErrors.length,
    created: result.created,
    updated: result.updated,
    errors: errors.slice(0, 1000),
    adminId: request.admin?.adminId,
  });
  await audit(db, request, {
    action: `upload.${kind}`,
    entity: 'upload',
    entityId: file.sha256.slice(0, 16),
    after: { created: result.created, updated: result.updated, errors: errors.length },
  });
  return {
    rowsRead: result.rowsRead + formulaErrors.length,
    rowsUpdated: result.created + result.updated,
    created: result.created,
    updated: result.updated,
    uuids: result.changedIds,
    errors,
  };
}
