import type { Database } from '../../db/client.ts';
import type { Db } from '../applications/applications.repository.ts';
import { COMMISSION_CHUNK_ROWS, inChunks } from './chunks.ts';
import {
  lenderFinder,
  parseCommissionEntry,
  planCommissionChunk,
  type CommissionChunkPlan,
  type CommissionEntry,
} from './commission-row.ts';
import type { UploadedRow } from './status-chunk.ts';
import { listLenderNames, lockPayments, lockUploadKind, upsertPayments } from './uploads.repository.ts';
import { addOutcome, type ApplyResult } from './upload-result.ts';

/**
 * Upserts payments by (lender, month, reference) as the file is read, a chunk of rows at a time,
 * all in one transaction (ADR 036): the same file twice changes nothing, and a file refused
 * midway leaves nothing applied.
 */
export async function applyCommissionRows(
  db: Database,
  batches: AsyncIterable<UploadedRow[]>,
  options: { chunkSize?: number } = {},
): Promise<ApplyResult> {
  const findLender = lenderFinder(await listLenderNames(db));
  return db.transaction(async (tx) => {
    await lockUploadKind(tx, 'commission');
    const result: ApplyResult = { rowsRead: 0, created: 0, updated: 0, changedIds: [], errors: [] };
    for await (const chunk of inChunks(batches, options.chunkSize ?? COMMISSION_CHUNK_ROWS)) {
      result.rowsRead += chunk.length;
      const entries = chunk.map((row) => parseCommissionEntry(row, findLender));
      addOutcome(result, await applyChunk(tx, entries));
    }
    return result;
  });
}

async function applyChunk(tx: Db, entries: CommissionEntry[]): Promise<CommissionChunkPlan> {
  const payments = entries.flatMap((e) => ('payment' in e ? [e.payment] : []));
  if (payments.length === 0) return planCommissionChunk(entries, new Map());
  const plan = planCommissionChunk(entries, await lockPayments(tx, payments));
  await upsertPayments(tx, plan.writes);
  return plan;
}
