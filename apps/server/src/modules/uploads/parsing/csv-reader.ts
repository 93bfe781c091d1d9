import type { ReadRowsLimits } from './limits.ts';
import type { RawRow } from './rows.ts';
import { uploadErrors } from './upload-errors.ts';

// An incremental RFC 4180 reader: quoted fields may hold commas, quotes ("") and line breaks;
// records end in CRLF, LF or a lone CR. It reads what Excel would show for the same file, so a
// stray quote inside an unquoted field is kept as text, as Excel does. The limits are checked
// while a cell or row grows, so one endless cell cannot fill memory before it is refused.

type CsvLimits = Pick<ReadRowsLimits, 'maxColumns' | 'maxCellLength'>;

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted';
const SPECIAL = /[,\r\n]/g;

class CsvRecords {
  private state: State = 'fieldStart';
  private field = '';
  private cells: string[] = [];
  private column = 0;
  private skipLf = false;
  private rowNumber = 1;
  readonly done: RawRow[] = [];

  constructor(private readonly limits: CsvLimits) {}

  push(text: string): void {
    let i = 0;
    while (i < text.length) {
      if (this.skipLf) {
        this.skipLf = false;
        if (text[i] === '\n') {
          i += 1;
          continue;
        }
      }
      if (this.state === 'quoted') {
        // Everything up to the next quote belongs to the cell, line breaks and commas included.
        const quote = text.indexOf('"', i);
        const end = quote === -1 ? text.length : quote;
        this.append(text.slice(i, end));
        if (quote !== -1) this.state = 'quoteInQuoted';
        i = end + 1;
        continue;
      }
      const ch = text[i];
      if (ch === '"' && this.state === 'quoteInQuoted') {
        this.append('"');
        this.state = 'quoted';
        i += 1;
      } else if (ch === '"' && this.state === 'fieldStart') {
        this.state = 'quoted';
        i += 1;
      } else if (ch === ',') {
        this.endField();
        i += 1;
      } else if (ch === '\n' || ch === '\r') {
        this.endField();
        this.endRecord();
        this.skipLf = ch === '\r';
        i += 1;
      } else {
        // A run of plain text; a quote inside it is literal, as in Excel.
        SPECIAL.lastIndex = i;
        const end = SPECIAL.exec(text)?.index ?? text.length;
        this.append(text.slice(i, end));
        this.state = 'unquoted';
        i = end;
      }
    }
  }

  /** At the end of input: an open quote is an error, a last record without a line break counts. */
  finish(): void {
    if (this.state === 'quoted') throw uploadErrors.unclosedQuote(this.rowNumber);
    if (this.state !== 'fieldStart' || this.column > 0) {
      this.endField();
      this.endRecord();
    }
  }

  private append(text: string): void {
    if (this.field.length + text.length > this.limits.maxCellLength)
      throw uploadErrors.cellTooLong(this.rowNumber, this.column, this.limits.maxCellLength);
    // A NUL never appears in text: this is a binary file that began like one.
    if (text.includes('\0')) throw uploadErrors.invalidType();
    this.field += text;
  }

  private endField(): void {
    // Only cells with a value count towards the column limit: Excel pads rows with empty cells
    // up to its "used range", which can be far wider than the data.
    if (this.field !== '') {
      if (this.column >= this.limits.maxColumns)
        throw uploadErrors.rowTooWide(this.rowNumber, this.limits.maxColumns);
      this.cells[this.column] = this.field;
    }
    this.field = '';
    this.column += 1;
    this.state = 'fieldStart';
  }

  private endRecord(): void {
    this.done.push({ rowNumber: this.rowNumber, cells: this.cells, formulaColumns: [] });
    this.cells = [];
    this.column = 0;
    this.rowNumber += 1;
  }
}

/**
 * Rows of a UTF-8 CSV (a BOM is dropped) from a stream of bytes, a batch for each piece of the
 * stream that ends a row, so at most one piece's rows are held at a time. Cells are plain text:
 * '=1+1' stays '=1+1'.
 */
export async function* csvRowBatches(
  input: AsyncIterable<unknown> | Iterable<unknown>,
  limits: CsvLimits,
): AsyncGenerator<RawRow[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const records = new CsvRecords(limits);
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw uploadErrors.notUtf8();
    }
  };
  for await (const chunk of input) {
    if (!(chunk instanceof Uint8Array)) throw uploadErrors.damaged();
    records.push(decode(chunk));
    if (records.done.length > 0) yield records.done.splice(0);
  }
  records.push(decode());
  records.finish();
  if (records.done.length > 0) yield records.done.splice(0);
}
