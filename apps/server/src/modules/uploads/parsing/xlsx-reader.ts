import { formatNumber, serialToText } from './cell-values.ts';
import type { ReadRowsLimits } from './limits.ts';
import type { RawRow } from './rows.ts';
import type { ByteSource } from './source.ts';
import { uploadErrors } from './upload-errors.ts';
import { parseXml } from './xml-stream.ts';
import { readDateStyles, readSharedStrings, readWorkbookInfo, type PartReader } from './xlsx-parts.ts';
import { openZip, readEntry, type UnpackBudget } from './zip-reader.ts';

// Streams the first worksheet of an xlsx: the sheet part is inflated and SAX-parsed chunk by
// chunk, so only the current chunk's rows are in memory, whatever the sheet's length (issue 7).
// Formulas are never evaluated: a cell gives its cached value, as Excel last showed it.

interface SheetContext {
  sharedStrings: string[];
  dateStyles: boolean[];
  date1904: boolean;
  limits: Pick<ReadRowsLimits, 'maxColumns' | 'maxCellLength'>;
}

/** 'AB12' -> 27 (0-based column); null when the reference has no letters. */
function columnOf(reference: string): number | null {
  let column = 0;
  let letters = 0;
  for (const ch of reference) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters += 1;
  }
  // XFD (16,384) is Excel's last column; a longer reference can only be a forged one.
  return letters === 0 || letters > 3 ? null : column - 1;
}

interface Cell {
  column: number;
  type: string;
  style: number;
  value: string;
  /** A <v> or <is> was present: even an empty one is a cached result. */
  hasValue: boolean;
  formula: string;
  hasFormula: boolean;
}

function cellText(cell: Cell, context: SheetContext): string {
  const { value, type } = cell;
  // A formula never calculated has no cached value; its text is passed on as text, not run.
  if (!cell.hasValue) return cell.hasFormula && cell.formula !== '' ? `=${cell.formula}` : '';
  if (value === '') return '';
  switch (type) {
    case 's': {
      const text = context.sharedStrings[Number(value)];
      if (text === undefined) throw uploadErrors.damaged();
      return text;
    }
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    case 'n': {
      const number = Number(value);
      if (Number.isNaN(number)) throw uploadErrors.damaged();
      return context.dateStyles[cell.style] === true
        ? serialToText(number, context.date1904)
        : formatNumber(number);
    }
    default:
      // str (a formula's text result), inlineStr, e (an error such as #N/A) and d (ISO date) are text.
      return value;
  }
}

function sheetParser(context: SheetContext, emit: (row: RawRow) => void) {
  const { maxColumns, maxCellLength } = context.limits;
  let row: RawRow | null = null;
  let lastRowNumber = 0;
  let cell: Cell | null = null;
  let lastColumn = -1;
  let capture: 'value' | 'formula' | null = null;
  let phonetic = 0;
  return {
    open(name: string, attributes: Record<string, string>) {
      if (name === 'row') {
        const r = Number(attributes.r ?? lastRowNumber + 1);
        row = {
          rowNumber: Number.isInteger(r) && r > 0 ? r : lastRowNumber + 1,
          cells: [],
          formulaColumns: [],
        };
        lastRowNumber = row.rowNumber;
        lastColumn = -1;
      } else if (name === 'c' && row) {
        cell = {
          column: columnOf(attributes.r ?? '') ?? lastColumn + 1,
          type: attributes.t ?? 'n',
          style: Number(attributes.s ?? '0'),
          value: '',
          hasValue: false,
          formula: '',
          hasFormula: false,
        };
      } else if (cell) {
        if (name === 'v' || name === 'is') cell.hasValue = true;
        if (name === 'v') capture = 'value';
        else if (name === 'f') [capture, cell.hasFormula] = ['formula', true];
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && phonetic === 0) capture = 'value'; // inline string text
      }
    },
    text(text: string) {
      if (!cell || !row || capture === null) return;
      const grown = (capture === 'value' ? cell.value : cell.formula) + text;
      if (grown.length > maxCellLength)
        throw uploadErrors.cellTooLong(row.rowNumber, cell.column, maxCellLength);
      if (capture === 'value') cell.value = grown;
      else cell.formula = grown;
    },
    close(name: string) {
      if (name === 'v' || name === 'f' || name === 't') capture = null;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell && row) {
        const text = cellText(cell, context);
        if (text.length > maxCellLength)
          throw uploadErrors.cellTooLong(row.rowNumber, cell.column, maxCellLength);
        if (text !== '') {
          // Only cells with a value count: formatting alone can stretch a row to column XFD.
          if (cell.column >= maxColumns) throw uploadErrors.rowTooWide(row.rowNumber, maxColumns);
          row.cells[cell.column] = text;
          if (cell.hasFormula) row.formulaColumns.push(cell.column);
        }
        // A following cell without a reference comes next to this one.
        lastColumn = cell.column;
        cell = null;
        capture = null;
      } else if (name === 'row' && row) {
        emit(row);
        row = null;
      }
    },
  };
}

/**
 * Raw rows of the first worksheet of an xlsx, a batch for each piece of the sheet's XML that ends
 * a row; every zip limit applies to every part it reads.
 */
export async function* xlsxRowBatches(
  file: ByteSource,
  limits: Omit<ReadRowsLimits, 'maxRows' | 'maxFileBytes' | 'maxXlsBytes'>,
): AsyncGenerator<RawRow[]> {
  const zip = await openZip(file, limits);
  const budget: UnpackBudget = { remaining: limits.maxTotalUnpackedBytes };
  const read: PartReader = (path) => {
    const entry = zip.entries.get(path);
    return entry ? readEntry(file, zip, entry, budget, limits) : null;
  };
  if (!zip.entries.has('[Content_Types].xml')) throw uploadErrors.invalidType();
  const info = await readWorkbookInfo(read);
  const stylesPart = info.stylesPath === null ? null : read(info.stylesPath);
  const stringsPart = info.sharedStringsPath === null ? null : read(info.sharedStringsPath);
  const context: SheetContext = {
    dateStyles: stylesPart ? await readDateStyles(stylesPart) : [],
    sharedStrings: stringsPart ? await readSharedStrings(stringsPart, limits) : [],
    date1904: info.date1904,
    limits,
  };
  const sheet = read(info.sheetPath);
  if (sheet === null) throw uploadErrors.damaged();
  const ready: RawRow[] = [];
  for await (const _ of parseXml(
    sheet,
    sheetParser(context, (row) => ready.push(row)),
  )) {
    if (ready.length > 0) yield ready.splice(0);
  }
}
