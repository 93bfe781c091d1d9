import { on } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { uploadErrors } from './upload-errors.ts';

// BIFF cannot be streamed: SheetJS parses a whole .xls at once, which for a 10 MB file holds the
// thread for seconds and a few hundred MB of heap. So it runs in a worker thread with its own
// heap ceiling and a deadline: the event loop keeps serving requests, and a file built to blow up
// the parser kills the worker, not the server.
//
// The worker is a short CommonJS script passed as source (eval) rather than a file: the server
// ships as one esbuild bundle (scripts/build.ts), where a worker file next to this one would not
// exist. It only parses and hands back raw cells; every rule stays in TypeScript (xls-reader.ts).

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.sheetjs);
const book = XLSX.read(workerData.data, workerData.options);
const name = book.SheetNames[0];
const sheet = name === undefined ? undefined : book.Sheets[name];
const rows = (sheet && sheet['!data']) || [];
parentPort.postMessage({
  kind: 'start',
  hasSheet: sheet !== undefined,
  truncated: sheet !== undefined && typeof sheet['!fullref'] === 'string' && sheet['!fullref'] !== sheet['!ref'],
  date1904: Boolean(book.Workbook && book.Workbook.WBProps && book.Workbook.WBProps.date1904),
});
let next = 0;
parentPort.on('message', () => {
  const batch = [];
  for (; next < rows.length && batch.length < 2000; next++) {
    const cells = [];
    (rows[next] || []).forEach((c, column) => { if (c) cells.push([column, { t: c.t, v: c.v, z: c.z, f: c.f }]); });
    if (cells.length > 0) batch.push([next + 1, cells]);
  }
  parentPort.postMessage(batch.length > 0 ? { kind: 'rows', batch } : { kind: 'end' });
});
`;

const xlsCell = z.object({
  t: z.string(),
  v: z.union([z.string(), z.number(), z.boolean()]).optional(),
  z: z.union([z.string(), z.number()]).optional(),
  f: z.string().optional(),
});
export type XlsCell = z.output<typeof xlsCell>;

// STYLE 6: what crosses the thread boundary is parsed like any other input.
const message = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('start'),
    hasSheet: z.boolean(),
    truncated: z.boolean(),
    date1904: z.boolean(),
  }),
  z.object({
    kind: z.literal('rows'),
    batch: z.array(z.tuple([z.number(), z.array(z.tuple([z.number(), xlsCell]))])),
  }),
  z.object({ kind: z.literal('end') }),
]);

const messageArguments = z.tuple([message]);
export type XlsEvent = z.output<typeof message>;

export interface XlsWorkerLimits {
  /** Rows SheetJS reads before it stops (it then notes the real extent, so a longer file is seen). */
  sheetRows: number;
  heapMb: number;
  timeoutMs: number;
}

function failure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY')
    return uploadErrors.unpackedTooLarge();
  const text = error instanceof Error ? error.message : '';
  return /password|encrypt/i.test(text) ? uploadErrors.passwordProtected() : uploadErrors.damaged();
}

/**
 * Parses an .xls in a worker and yields its 'start' event, then batches of rows as the caller
 * asks for them (so a slow caller holds one batch, not the sheet), then 'end'. The worker is
 * ended when the caller stops iterating, for whatever reason.
 */
export async function* xlsEventsFromWorker(data: Buffer, limits: XlsWorkerLimits): AsyncGenerator<XlsEvent> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      sheetjs: createRequire(import.meta.url).resolve('@e965/xlsx'),
      data,
      // Formulas are read only to be flagged; SheetJS never evaluates them.
      options: {
        type: 'buffer',
        dense: true,
        sheets: 0,
        cellFormula: true,
        cellNF: true,
        sheetRows: limits.sheetRows,
      },
    },
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
  });
  const clock = { expired: false };
  const deadline = setTimeout(() => {
    clock.expired = true;
    void worker.terminate();
  }, limits.timeoutMs);
  const messages = on(worker, 'message', { close: ['exit'] });
  try {
    for (;;) {
      const next = await messages.next();
      // The worker only exits when ended: by the deadline, or by running out of its heap.
      if (next.done === true) throw clock.expired ? uploadErrors.xlsTooSlow() : uploadErrors.damaged();
      // events.on yields each event's arguments; a message event has one.
      const [event] = messageArguments.parse(next.value);
      yield event;
      if (event.kind === 'end') return;
      worker.postMessage('more');
    }
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(deadline);
    await worker.terminate();
  }
}
