import { BIFF_ERRORS, formatNumber, isDateFormatCode, serialToText } from './cell-values.ts';
import type { ReadRowsLimits } from './limits.ts';
import type { RawRow } from './rows.ts';
import type { ByteSource } from './source.ts';
import { uploadErrors } from './upload-errors.ts';
import { xlsEventsFromWorker, type XlsCell } from './xls-worker.ts';

// Legacy .xls (BIFF8 in an OLE2 container) through SheetJS 0.20.3, republished on npm as
// @e965/xlsx: not the npm `xlsx` 0.18.5 with CVE-2023-30533 and CVE-2024-22363 (ADR 008).
// BIFF cannot be streamed, so the file is capped (maxXlsBytes) and parsed whole in a worker
// (xls-worker.ts); here its raw cells become the same text the xlsx reader gives.

type XlsLimits = Pick<
  ReadRowsLimits,
  'maxRows' | 'maxColumns' | 'maxCellLength' | 'maxXlsBytes' | 'xlsHeapMb' | 'xlsTimeoutMs'
>;

function cellText(cell: XlsCell, date1904: boolean): string {
  const { v } = cell;
  if (v === undefined) return cell.f ? `=${cell.f}` : '';
  if (cell.t === 'e') return typeof v === 'number' ? (BIFF_ERRORS[v] ?? '#ERROR') : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'number')
    return isDateFormatCode(String(cell.z ?? '')) ? serialToText(v, date1904) : formatNumber(v);
  return v;
}

function toRawRow(
  rowNumber: number,
  cells: [number, XlsCell][],
  date1904: boolean,
  limits: XlsLimits,
): RawRow {
  const row: RawRow = { rowNumber, cells: [], formulaColumns: [] };
  for (const [column, cell] of cells) {
    const text = cellText(cell, date1904);
    if (text === '') continue;
    if (column >= limits.maxColumns) throw uploadErrors.rowTooWide(rowNumber, limits.maxColumns);
    if (text.length > limits.maxCellLength)
      throw uploadErrors.cellTooLong(rowNumber, column, limits.maxCellLength);
    row.cells[column] = text;
    // SheetJS gives '' for a formula it cannot write back as text: still a formula.
    if (cell.f !== undefined) row.formulaColumns.push(column);
  }
  return row;
}

/** Raw rows of the first worksheet of an .xls, in the batches its worker sends. */
export async function* xlsRowBatches(file: ByteSource, limits: XlsLimits): AsyncGenerator<RawRow[]> {
  if (file.size > limits.maxXlsBytes) throw uploadErrors.xlsTooLarge(limits.maxXlsBytes);
  const events = xlsEventsFromWorker(await file.read(0, file.size), {
    // The header, maxRows and one more to notice a longer file, plus room for blank rows.
    sheetRows: limits.maxRows + 1_002,
    heapMb: limits.xlsHeapMb,
    timeoutMs: limits.xlsTimeoutMs,
  });
  let date1904 = false;
  for await (const event of events) {
    if (event.kind === 'start') {
      if (!event.hasSheet) throw uploadErrors.noHeader();
      // SheetJS notes the sheet's full extent when sheetRows cut it short.
      if (event.truncated) throw uploadErrors.tooManyRows(limits.maxRows);
      date1904 = event.date1904;
    } else if (event.kind === 'rows') {
      yield event.batch.map(([rowNumber, cells]) => toRawRow(rowNumber, cells, date1904, limits));
    }
  }
}
