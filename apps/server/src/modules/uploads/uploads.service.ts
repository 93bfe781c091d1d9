import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/app-error.ts';
import { applyCommissionRows } from './apply-commission-rows.ts';
import { applyStatusRows } from './apply-status-rows.ts';
import { readRowBatches } from './parsing/read-rows.ts';
import type { ReceivedFile } from './receive-file.ts';
import type { UploadedRow } from './status-chunk.ts';
import type { ApplyResult, RowError } from './upload-result.ts';
import { insertUploadBatch } from './uploads.repository.ts';

export type UploadKind = 'status' | 'mis' | 'commission';

/** Rows without formula cells, in batches; formula rows become errors (ADR 008: never trust computed cells). */
async function* dataRows(
  filePath: string,
  fileName: string,
  errors: RowError[],
): AsyncGenerator<UploadedRow[]> {
  for await (const batch of readRowBatches({ path: filePath, fileName })) {
    const rows: UploadedRow[] = [];
    for (const row of batch) {
      if (row.formulaColumns.length === 0) rows.push({ rowNumber: row.rowNumber, values: row.values });
      else
        errors.push({
          row: row.rowNumber,
          applicationId: row.values.application_id ?? null,
          message: `Formula cells are not accepted (${row.formulaColumns.join(', ')}): paste values instead`,
        });
    }
    if (rows.length > 0) yield rows;
  }
}

/**
 * Issue 7: applies an upload. The file is read once, and applied as it is read inside one
 * transaction (ADR 036): whatever refuses the file (type, size, zip limits, row limits, a damaged
 * sheet) rolls the transaction back, so a file refused midway changes nothing. The batch is
 * recorded and audited.
 */
export async function applyUpload(
  db: Database,
  request: FastifyRequest,
  kind: UploadKind,
  file: ReceivedFile,
) {
  const formulaErrors: RowError[] = [];
  const rows = dataRows(file.filePath, file.fileName, formulaErrors);
  const result: ApplyResult =
    kind === 'commission'
      ? await applyCommissionRows(db, rows)
      : await applyStatusRows(db, rows, kind === 'mis' ? 'mis_file' : 'status_file');
  // Nothing was applied: a file without rows has none to apply.
  if (result.rowsRead + formulaErrors.length === 0) throw badRequest('The file has no rows under its header');
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
