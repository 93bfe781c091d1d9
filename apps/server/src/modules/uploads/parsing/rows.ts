import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReadRowsLimits } from './limits.ts';
import { uploadErrors } from './upload-errors.ts';

/** One row as a format reader saw it: text cells by 0-based column, holes for empty ones. */
export interface RawRow {
  rowNumber: number;
  cells: string[];
  /** Columns whose cell was a formula with a non-empty value. */
  formulaColumns: number[];
}

/** One data row of an upload, keyed by the normalised header of its column. */
export interface SheetRow {
  /** 1-based row number as Excel shows it (for a CSV: the record number, the header being 1). */
  rowNumber: number;
  /** Every header is present; an empty cell is ''. Values are trimmed text, never evaluated. */
  values: Record<string, string>;
  /**
   * Headers of cells that held formulas: their value is the cached result the file carried (or
   * the formula's own text when it had none). Uploads that change data refuse such rows (ADR 008).
   */
  formulaColumns: string[];
}

/** 'Application ID' -> 'application_id': trimmed, lower-case, runs of spaces and dashes to one _. */
export function normaliseHeader(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

const PAUSE_EVERY = 1_000;

function isBlank(row: RawRow): boolean {
  return row.cells.every((cell) => cell.trim() === '');
}

function readHeader(row: RawRow): (string | null)[] {
  const headers: (string | null)[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < row.cells.length; i++) {
    const name = normaliseHeader(row.cells[i] ?? '');
    if (name !== '' && seen.has(name)) throw uploadErrors.duplicateHeader(row.rowNumber, name);
    seen.add(name);
    headers.push(name === '' ? null : name);
  }
  return headers;
}

function toSheetRow(row: RawRow, headers: (string | null)[]): SheetRow {
  for (let i = headers.length; i < row.cells.length; i++)
    if ((row.cells[i] ?? '').trim() !== '') throw uploadErrors.valueWithoutHeader(row.rowNumber, i);
  const pairs: [string, string][] = [];
  headers.forEach((name, i) => {
    const value = (row.cells[i] ?? '').trim();
    if (name !== null) pairs.push([name, value]);
    else if (value !== '') throw uploadErrors.valueWithoutHeader(row.rowNumber, i);
  });
  return {
    rowNumber: row.rowNumber,
    // fromEntries defines own properties, so a column named __proto__ cannot reach a prototype.
    values: Object.fromEntries(pairs),
    formulaColumns: row.formulaColumns.flatMap((i) => headers[i] ?? []),
  };
}

/**
 * Skips blank rows, takes the first other row as the header, then yields the data rows of each
 * batch as a batch, refusing files past maxRows. Rows travel in the readers' batches, not one by
 * one: each row through each async generator cost a promise and its result, a quarter of what a
 * 100,000-row upload allocated (issue 16). It pauses after every thousand rows or so, so a long
 * file never starves the event loop.
 */
export async function* toSheetRowBatches(
  raw: AsyncIterable<RawRow[]>,
  limits: Pick<ReadRowsLimits, 'maxRows'>,
): AsyncGenerator<SheetRow[]> {
  let headers: (string | null)[] | null = null;
  let count = 0;
  let paused = 0;
  for await (const batch of raw) {
    const rows: SheetRow[] = [];
    for (const row of batch) {
      if (isBlank(row)) continue;
      if (headers === null) {
        headers = readHeader(row);
        continue;
      }
      count += 1;
      if (count > limits.maxRows) throw uploadErrors.tooManyRows(limits.maxRows);
      rows.push(toSheetRow(row, headers));
    }
    if (rows.length > 0) yield rows;
    if (count - paused >= PAUSE_EVERY) {
      paused = count;
      await nextTurn();
    }
  }
  if (headers === null) throw uploadErrors.noHeader();
}
