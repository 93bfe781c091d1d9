import type { Database } from '../../db/client.ts';
import type { Db } from '../applications/applications.repository.ts';
import { CHUNK_ROWS, inChunks, readAhead } from './chunks.ts';
import {
  applicationIdsOf,
  parseStatusEntry,
  planStatusChunk,
  type StatusChunkPlan,
  type StatusEntry,
  type StatusSource,
  type UploadedRow,
} from './status-chunk.ts';
import {
  deferSummaries,
  flushSummaries,
  insertEvents,
  lockApplications,
  lockUploadKind,
  writeApplications,
} from './uploads.repository.ts';
import { addOutcome, type ApplyResult } from './upload-result.ts';
import { recordDisbursals } from '../revenue-ledger/record-disbursals.ts';

/**
 * Applies status-file or MIS rows (issue 7): every bad row is listed with its number and changes
 * nothing; the good rows are applied as the file is read, a chunk at a time, all in one
 * transaction (ADR 036). The file is read once: a file the reader refuses midway (a limit, a
 * damaged sheet) or a chunk the database refuses rolls back every chunk, so nothing of it is
 * applied. A row that repeats what is already stored changes nothing, so uploading the same file
 * twice is harmless.
 */
export async function applyStatusRows(
  db: Database,
  rows: AsyncIterable<UploadedRow>,
  source: StatusSource,
  options: { chunkSize?: number } = {},
): Promise<ApplyResult> {
  return db.transaction(async (tx) => {
    // One status upload at a time: each locks its chunks' applications until it commits, in id
    // order within a chunk but not across chunks, so two at once could deadlock.
    await lockUploadKind(tx, 'status');
    // The report summaries are brought up to date once, before the commit, not per chunk.
    await deferSummaries(tx);
    const result: ApplyResult = { rowsRead: 0, created: 0, updated: 0, changedIds: [], errors: [] };
    const chunks = parsedChunks(rows, options.chunkSize ?? CHUNK_ROWS, source);
    for await (const entries of readAhead(chunks)) {
      result.rowsRead += entries.length;
      addOutcome(result, await applyChunk(tx, entries, source));
    }
    await flushSummaries(tx);
    return result;
  });
}

async function* parsedChunks(rows: AsyncIterable<UploadedRow>, size: number, source: StatusSource) {
  for await (const chunk of inChunks(rows, size)) yield chunk.map((row) => parseStatusEntry(row, source));
}

async function applyChunk(tx: Db, entries: StatusEntry[], source: StatusSource): Promise<StatusChunkPlan> {
  const ids = applicationIdsOf(entries);
  if (ids.length === 0) return planStatusChunk(entries, new Map(), source);
  const locked = await lockApplications(tx, ids);
  const plan = planStatusChunk(entries, locked, source);
  await writeApplications(tx, plan.updates);
  await insertEvents(tx, plan.events);
  // Issue 15: a disbursal goes on the revenue ledger in the transaction that records it. Only an
  // application that is or was disbursed can change what the ledger holds (record-disbursals.ts
  // writes nothing for one neither held nor wanted), and asking for the others cost a fifth of an
  // upload's time (issue 16).
  const wasDisbursed = new Set<number>();
  for (const app of locked.values()) if (app.status === 'disbursed') wasDisbursed.add(app.id);
  await recordDisbursals(
    tx,
    plan.updates.filter((u) => u.status === 'disbursed' || wasDisbursed.has(u.id)).map((u) => u.id),
  );
  return plan;
}
