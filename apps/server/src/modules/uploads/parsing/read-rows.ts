import { DETECT_HEAD_BYTES, detectUploadType } from './detect-type.ts';
import { csvRowsFrom } from './csv-reader.ts';
import { resolveLimits, type ReadRowsLimits, type ReadRowsOptions } from './limits.ts';
import { toSheetRows, type RawRow, type SheetRow } from './rows.ts';
import { openSource, type ByteSource, type UploadSource } from './source.ts';
import { uploadErrors } from './upload-errors.ts';
import { readXlsRows } from './xls-reader.ts';
import { readXlsxRows } from './xlsx-reader.ts';

// The one entry point for spreadsheet uploads (issue 7, spec 5): decides the type from the bytes,
// applies the limits, and yields rows keyed by normalised header. Nothing is evaluated and
// nothing is written; what to do with each row is the calling service's business.

/** The uploaded file: where its bytes are, and the name the person gave it (for its extension). */
export type UploadInput = UploadSource & { fileName: string };

function rawRows(
  file: ByteSource,
  head: Buffer,
  fileName: string,
  limits: ReadRowsLimits,
): AsyncIterable<RawRow> {
  const type = detectUploadType(head, fileName);
  if (type === 'xls') return readXlsRows(file, limits);
  if (file.size > limits.maxFileBytes) throw uploadErrors.fileTooLarge(limits.maxFileBytes);
  return type === 'xlsx' ? readXlsxRows(file, limits) : csvRowsFrom(file.stream(0, file.size), limits);
}

/**
 * Rows of the upload's first sheet, header row excluded, streamed with bounded memory.
 * Throws an AppError (400 or 413, with a message for the admin) for a wrong type, an empty,
 * damaged or oversized file, or a row past a limit. Such an error can come after rows were
 * yielded (a limit is only met when reached), so callers treat the file as a whole (ADR 008).
 * Breaking out of the loop early closes the file.
 */
export async function* readRows(input: UploadInput, options: ReadRowsOptions = {}): AsyncGenerator<SheetRow> {
  const limits = resolveLimits(options);
  const file = await openSource(input);
  try {
    const head = await file.read(0, DETECT_HEAD_BYTES);
    yield* toSheetRows(rawRows(file, head, input.fileName, limits), limits);
  } finally {
    await file.close();
  }
}
