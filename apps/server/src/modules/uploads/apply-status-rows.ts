import type { Database } from '../../db/client.ts';
import type { Db } from '../applications/applications.repository.ts';
import { CHUNK_ROWS, inChunks } from './chunks.ts';
import {
  applicationIdsOf,
  parseStatusEntry,
  planStatusChunk,
  type LockedApplication,
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

/** A chunk whose applications are being locked (and read) while the chunk before it is applied. */
interface LockingChunk {
  entries: StatusEntry[];
  locking: Promise<Map<string, LockedApplication>>;
}

/** What the chunks applied so far left behind for the next one. */
interface Applied {
  /**
   * The state each application the last two chunks changed ends in, the earlier chunk's first. A
   * chunk's lock is sent once the writes of the chunk three before it are done, so it may have
   * run before the writes of the two chunks ahead of it.
   */
  changed: readonly (readonly LockedApplication[])[];
  /** The last chunk's writes, sent and not yet awaited. */
  writing: Promise<unknown>;
}

const NOTHING_APPLIED: Applied = { changed: [], writing: Promise.resolve() };

/**
 * Applies status-file or MIS rows (issue 7): every bad row is listed with its number and changes
 * nothing; the good rows are applied as the file is read, a chunk at a time, all in one
 * transaction (ADR 036). The file is read once: a file the reader refuses midway (a limit, a
 * damaged sheet) or a chunk the database refuses rolls back every chunk, so nothing of it is
 * applied. A row that repeats what is already stored changes nothing, so uploading the same file
 * twice is harmless.
 *
 * A chunk's applications are locked as soon as it is parsed, before the chunk ahead of it is
 * planned and written, so PostgreSQL reads one chunk while the server plans another (ADR 036,
 * fourth pass). That read may miss what the two chunks ahead of it change; their plans say, and
 * stand in for it.
 */
export async function applyStatusRows(
  db: Database,
  batches: AsyncIterable<UploadedRow[]>,
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
    const chunks = parsedChunks(batches, options.chunkSize ?? CHUNK_ROWS, source);
    let ahead: LockingChunk | null = null;
    let applied = NOTHING_APPLIED;
    try {
      for await (const entries of chunks) {
        result.rowsRead += entries.length;
        const current = ahead;
        ahead = lockChunk(tx, entries);
        if (current) applied = await applyChunk(tx, current, applied, source, result);
      }
      if (ahead) applied = await applyChunk(tx, ahead, applied, source, result);
      await applied.writing;
    } catch (error) {
      // Nothing sent is left running into the rollback.
      await Promise.allSettled([applied.writing, ahead?.locking]);
      throw error;
    }
    await flushSummaries(tx);
    return result;
  });
}

async function* parsedChunks(batches: AsyncIterable<UploadedRow[]>, size: number, source: StatusSource) {
  for await (const chunk of inChunks(batches, size)) yield chunk.map((row) => parseStatusEntry(row, source));
}

function lockChunk(tx: Db, entries: StatusEntry[]): LockingChunk {
  const ids = applicationIdsOf(entries);
  const locking =
    ids.length === 0 ? Promise.resolve(new Map<string, LockedApplication>()) : lockApplications(tx, ids);
  // Awaited in its turn; should it fail before then, that must not count as unhandled.
  locking.catch(() => undefined);
  return { entries, locking };
}

/**
 * Plans a chunk against its applications as the chunks before it left them, and sends its writes
 * once the last chunk's are done.
 */
async function applyChunk(
  tx: Db,
  chunk: LockingChunk,
  before: Applied,
  source: StatusSource,
  result: ApplyResult,
): Promise<Applied> {
  const locked = await chunk.locking;
  const changedBefore = new Map(before.changed.flat().map((app) => [app.id, app]));
  for (const [key, app] of locked) {
    const after = changedBefore.get(app.id);
    if (after) locked.set(key, after);
  }
  const plan = planStatusChunk(chunk.entries, locked, source);
  addOutcome(result, plan);
  await before.writing;
  const writing = Promise.all([writeApplications(tx, plan.updates), insertEvents(tx, plan.events)]);
  writing.catch(() => undefined);
  // Issue 15: a disbursal goes on the revenue ledger in the transaction that records it. Only an
  // application that is or was disbursed can change what the ledger holds (record-disbursals.ts
  // writes nothing for one neither held nor wanted), and asking for the others cost a fifth of an
  // upload's time (issue 16). The ledger reads the applications as written, so it waits for them.
  const wasDisbursed = new Set<number>();
  for (const app of locked.values()) if (app.status === 'disbursed') wasDisbursed.add(app.id);
  const ledger = plan.updates
    .filter((u) => u.status === 'disbursed' || wasDisbursed.has(u.id))
    .map((u) => u.id);
  if (ledger.length > 0) {
    await writing;
    await recordDisbursals(tx, ledger);
  }
  return { changed: [before.changed.at(-1) ?? [], plan.updates], writing };
}
