import type { Database } from '../../db/client.ts';
import { CHUNK_ROWS, inChunks } from './chunks.ts';
import {
  applicationIdsOf,
  parseStatusEntry,
  planStatusChunk,
  type StatusChunkPlan,
  type StatusEntry,
  type StatusSource,
  type UploadedRow,
} from './status-chunk.ts';
import { insertEvents, lockApplications, writeApplications } from './uploads.repository.ts';
import { addOutcome, type ApplyResult } from './upload-result.ts';
import { recordDisbursals } from '../revenue-ledger/record-disbursals.ts';

/**
 * Applies status-file or MIS rows (issue 7): every bad row is listed with its number and changes
 * nothing; the good rows are applied a chunk at a time, each chunk in one transaction with its
 * timeline events, so a failure never leaves half a chunk applied. A row that repeats what is
 * already stored changes nothing, so uploading the same file twice is harmless.
 */
export async function applyStatusRows(
  db: Database,
  rows: AsyncIterable<UploadedRow>,
  source: StatusSource,
  options: { chunkSize?: number } = {},
): Promise<ApplyResult> {
  const result: ApplyResult = { rowsRead: 0, created: 0, updated: 0, changedIds: [], errors: [] };
  for await (const chunk of inChunks(rows, options.chunkSize ?? CHUNK_ROWS)) {
    result.rowsRead += chunk.length;
    const entries = chunk.map((row) => parseStatusEntry(row, source));
    addOutcome(result, await applyChunk(db, entries, source));
  }
  return result;
}

async function applyChunk(
  db: Database,
  entries: StatusEntry[],
  source: StatusSource,
): Promise<StatusChunkPlan> {
  const ids = applicationIdsOf(entries);
  if (ids.length === 0) return planStatusChunk(entries, new Map(), source);
  return db.transaction(async (tx) => {
    const plan = planStatusChunk(entries, await lockApplications(tx, ids), source);
    await writeApplications(tx, plan.updates);
    await insertEvents(tx, plan.events);
    // Issue 15: a disbursal goes on the revenue ledger in the transaction that records it.
    await recordDisbursals(
      tx,
      plan.updates.map((u) => u.id),
    );
    return plan;
  });
}
