import { DETECT_HEAD_BYTES, detectUploadType } from './detect-type.ts';
import { csvRowBatches } from './csv-reader.ts';
import { resolveLimits, type ReadRowsLimits, type ReadRowsOptions } from './limits.ts';
import { toSheetRowBatches, type RawRow, type SheetRow } from './rows.ts';
import { openSource, type ByteSource, type UploadSource } from './source.ts';
import { uploadErrors } from './upload-errors.ts';
import { xlsRowBatches } from './xls-reader.ts';
import { xlsxRowBatches } from './xlsx-reader.ts';

// The one entry point for spreadsheet uploads (issue 7, spec 5): decides the type from the bytes,
// applies the limits, and yields rows keyed by normalised header, in batches. Nothing is evaluated and
// nothing is written; what to do with each row is the calling service's business.

/** The uploaded file: where its bytes are, and the name the person gave it (for its extension). */
export type UploadInput = UploadSource & { fileName: string };

function rawRowBatches(
  file: ByteSource,
  head: Buffer,
  fileName: string,
  limits: ReadRowsLimits,
): AsyncIterable<RawRow[]> {
  const type = detectUploadType(head, fileName);
  if (type === 'xls') return xlsRowBatches(file, limits);
  if (file.size > limits.maxFileBytes) throw uploadErrors.fileTooLarge(limits.maxFileBytes);
  return type === 'xlsx' ? xlsxRowBatches(file, limits) : csvRowBatches(file.stream(0, file.size), limits);
}

/**
 * Rows of the upload's first sheet, header row excluded, streamed in batches (one per piece of
 * the file the reader took in) with bounded memory.
 * Throws an AppError (400 or 413, with a message for the admin) for a wrong type, an empty,
 * damaged or oversized file, or a row past a limit. Such an error can come after rows were
 * yielded (a limit is only met when reached), so callers treat the file as a whole (ADR 008).
 * Breaking out of the loop early closes the file.
 */
export async function* readRowBatches(
  input: UploadInput,
  options: ReadRowsOptions = {},
): AsyncGenerator<SheetRow[]> {
  const limits = resolveLimits(options);
  const file = await openSource(input);
  try {
    const head = await file.read(0, DETECT_HEAD_BYTES);
    yield* toSheetRowBatches(rawRowBatches(file, head, input.fileName, limits), limits);
  } finally {
    await file.close();
  }
}
