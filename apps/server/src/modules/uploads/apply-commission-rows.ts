import type { Database } from '../../db/client.ts';
import { COMMISSION_CHUNK_ROWS, inChunks } from './chunks.ts';
import {
  lenderFinder,
  parseCommissionEntry,
  planCommissionChunk,
  type CommissionChunkPlan,
  type CommissionEntry,
} from './commission-row.ts';
import type { UploadedRow } from './status-chunk.ts';
import { listLenderNames, lockPayments, upsertPayments } from './uploads.repository.ts';
import { addOutcome, type ApplyResult } from './upload-result.ts';

/**
 * Upserts payments by (lender, month, reference), a chunk of rows per transaction: the same file
 * twice changes nothing, and a failure never leaves half a chunk applied.
 */
export async function applyCommissionRows(
  db: Database,
  rows: AsyncIterable<UploadedRow>,
  options: { chunkSize?: number } = {},
): Promise<ApplyResult> {
  const result: ApplyResult = { rowsRead: 0, created: 0, updated: 0, changedIds: [], errors: [] };
  const findLender = lenderFinder(await listLenderNames(db));
  for await (const chunk of inChunks(rows, options.chunkSize ?? COMMISSION_CHUNK_ROWS)) {
    result.rowsRead += chunk.length;
    const entries = chunk.map((row) => parseCommissionEntry(row, findLender));
    addOutcome(result, await applyChunk(db, entries));
  }
  return result;
}

async function applyChunk(db: Database, entries: CommissionEntry[]): Promise<CommissionChunkPlan> {
  const payments = entries.flatMap((e) => ('payment' in e ? [e.payment] : []));
  if (payments.length === 0) return planCommissionChunk(entries, new Map());
  return db.transaction(async (tx) => {
    const plan = planCommissionChunk(entries, await lockPayments(tx, payments));
    await upsertPayments(tx, plan.writes);
    return plan;
  });
}
