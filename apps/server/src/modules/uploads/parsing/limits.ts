import { z } from 'zod';

// Limits for uploaded spreadsheets (issue 7; the reasoning is in docs/decisions/008).
// A status, MIS or commission file is a few columns per application: these ceilings are far above
// any real file and low enough that a hostile one cannot exhaust memory or CPU.

const MB = 1024 * 1024;
const limit = (fallback: number) => z.number().int().positive().default(fallback);

const limitsSchema = z.object({
  /** Data rows after the header (spec 9 names none; 200,000 is years of a large lender's MIS). */
  maxRows: limit(200_000),
  /** Columns holding a value; empty formatted cells to the right do not count. */
  maxColumns: limit(100),
  maxCellLength: limit(10_000),
  /** Bytes on disk for .csv and .xlsx. */
  maxFileBytes: limit(50 * MB),
  /** .xls is parsed whole in memory (BIFF cannot be streamed), so its ceiling is lower. */
  maxXlsBytes: limit(10 * MB),
  /** The .xls worker's heap ceiling and deadline: a file that needs more is refused, not obeyed. */
  // Below ~16 MB V8 cannot even start the worker's isolate and aborts the whole process.
  xlsHeapMb: z.number().int().min(16).default(512),
  xlsTimeoutMs: limit(60_000),
  /** Zip (xlsx) defences: checked against the central directory, then again while inflating. */
  maxZipEntries: limit(1_000),
  maxEntryUnpackedBytes: limit(150 * MB),
  maxTotalUnpackedBytes: limit(200 * MB),
  /** Unpacked / packed size; only for entries above ratioMinBytes, where a bomb would hurt. */
  maxCompressionRatio: limit(200),
  ratioMinBytes: limit(1 * MB),
  /** Distinct strings an xlsx may share; 200,000 rows of 10 distinct texts each fit. */
  maxSharedStrings: limit(2_000_000),
});

export type ReadRowsLimits = z.output<typeof limitsSchema>;
export type ReadRowsOptions = z.input<typeof limitsSchema>;

/** Fills in the defaults and refuses a zero or negative limit, which would be a caller's bug. */
export function resolveLimits(options: ReadRowsOptions = {}): ReadRowsLimits {
  return limitsSchema.parse(options);
}

export const DEFAULT_LIMITS: Readonly<ReadRowsLimits> = resolveLimits();
