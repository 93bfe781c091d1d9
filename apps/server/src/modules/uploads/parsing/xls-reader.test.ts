import { describe, expect, it } from 'vitest';
import { CFB, utils, write } from '@e965/xlsx';
import { readRowBatches } from './read-rows.ts';
import { readAll } from './test-fixtures.ts';

// SheetJS writes BIFF8, so every .xls here is made in the test; no binary fixture is committed.

type Cell = string | number | Date | null;

function xls(sheets: Record<string, Cell[][]>, formats: Record<string, string> = {}): Buffer {
  const book = utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = utils.aoa_to_sheet(rows, { cellDates: true });
    for (const [ref, format] of Object.entries(formats)) if (sheet[ref]) sheet[ref].z = format;
    utils.book_append_sheet(book, sheet, name);
  }
  return Buffer.from(write(book, { type: 'buffer', bookType: 'biff8' }));
}

/**
 * SheetJS writes values only, so a formula is patched in: the NUMBER record (0x0203) of the given
 * cell becomes a FORMULA record (0x0006, MS-XLS 2.4.127) keeping the number as its cached value,
 * with the formula =10 (ptgInt). Only valid for the last sheet, whose records nothing points past.
 */
function withFormula(file: Buffer, row: number, column: number): Buffer {
  const container = CFB.read(file, { type: 'buffer' });
  const stream = CFB.find(container, 'Workbook');
  const data = Buffer.from(stream.content);
  const records: Buffer[] = [];
  for (let at = 0; at < data.length;) {
    const length = data.readUInt16LE(at + 2);
    const body = data.subarray(at + 4, at + 4 + length);
    if (data.readUInt16LE(at) === 0x0203 && body.readUInt16LE(0) === row && body.readUInt16LE(2) === column) {
      const formula = Buffer.alloc(25);
      body.copy(formula, 0, 0, 14); // row, column, format, cached number
      formula.writeUInt16LE(3, 20); // formula length
      formula.set([0x1e, 0x0a, 0x00], 22); // ptgInt 10
      const header = Buffer.alloc(4);
      header.writeUInt16LE(0x0006, 0);
      header.writeUInt16LE(formula.length, 2);
      records.push(header, formula);
    } else records.push(data.subarray(at, at + 4 + length));
    at += 4 + length;
  }
  stream.content = Buffer.concat(records);
  stream.size = stream.content.length;
  return Buffer.from(CFB.write(container, { type: 'buffer' }));
}

describe('XLS (BIFF8) rows', () => {
  it('reads the first sheet with normalised headers, numbers, dates and Hindi', async () => {
    const buffer = xls(
      {
        Status: [
          ['Application ID', 'Disbursed Amount', 'Disbursed Date', 'Reason'],
          ['APP-1', 1234.1, new Date(Date.UTC(2025, 0, 15)), 'आय कम है'],
          ['APP-2', 5, 45000, '=1+1'],
        ],
        Other: [['not read']],
      },
      { C3: 'dd/mm/yyyy' },
    );
    expect(await readAll({ buffer, fileName: 'mis.xls' })).toEqual([
      {
        rowNumber: 2,
        values: {
          application_id: 'APP-1',
          disbursed_amount: '1234.1',
          disbursed_date: '2025-01-15',
          reason: 'आय कम है',
        },
        formulaColumns: [],
      },
      {
        rowNumber: 3,
        values: {
          application_id: 'APP-2',
          disbursed_amount: '5',
          disbursed_date: '2023-03-15',
          reason: '=1+1',
        },
        formulaColumns: [],
      },
    ]);
  });

  it('takes a formula cell’s cached value and marks its column', async () => {
    const buffer = withFormula(
      xls({
        S: [
          ['id', 'amount'],
          ['APP-1', 7],
        ],
      }),
      1,
      1,
    );
    expect(await readAll({ buffer, fileName: 'mis.xls' })).toEqual([
      { rowNumber: 2, values: { id: 'APP-1', amount: '7' }, formulaColumns: ['amount'] },
    ]);
  });

  it('applies the row limits', async () => {
    const wide = xls({ S: [['id'], Array.from({ length: 150 }, (_, i) => `v${String(i)}`)] });
    await expect(readAll({ buffer: wide, fileName: 'a.xls' })).rejects.toMatchObject({
      message: 'Row 2 has more than 100 columns',
    });
    // SheetJS writes at most 255 characters to a BIFF8 cell, so the limit is lowered to test it.
    const long = xls({ S: [['id'], ['x'.repeat(201)]] });
    await expect(readAll({ buffer: long, fileName: 'a.xls' }, { maxCellLength: 200 })).rejects.toMatchObject({
      message: 'Row 2, column A is longer than 200 characters',
    });
    const many = xls({ S: [['id'], ...Array.from({ length: 30 }, (_, i) => [i])] });
    await expect(readAll({ buffer: many, fileName: 'a.xls' }, { maxRows: 10 })).rejects.toMatchObject({
      code: 'TOO_MANY_ROWS',
    });
    expect(await readAll({ buffer: many, fileName: 'a.xls' }, { maxRows: 30 })).toHaveLength(30);
  });

  it('parses in a worker that is refused, not obeyed, past its deadline or heap', async () => {
    const buffer = xls({ S: [['id'], ...Array.from({ length: 10_000 }, (_, i) => [`APP-${String(i)}`])] });
    await expect(readAll({ buffer, fileName: 'a.xls' }, { xlsTimeoutMs: 1 })).rejects.toMatchObject({
      message: 'The .xls file took too long to read; save the sheet as .xlsx or .csv',
    });
    await expect(readAll({ buffer, fileName: 'a.xls' }, { xlsHeapMb: 16 })).rejects.toMatchObject({
      message: 'The file is too large when unpacked',
    });
  });

  it('ends the worker when the caller stops early', async () => {
    const buffer = xls({ S: [['id'], ...Array.from({ length: 5_000 }, (_, i) => [i])] });
    // A live worker shows as its message port and its deadline timer.
    const workers = () => process.getActiveResourcesInfo().filter((r) => r === 'MessagePort').length;
    const before = workers();
    for await (const batch of readRowBatches({ buffer, fileName: 'a.xls' })) {
      expect(batch[0]?.rowNumber).toBe(2);
      expect(workers()).toBe(before + 1);
      break;
    }
    expect(workers()).toBe(before);
  });

  it('refuses an .xls over the size cap and an OLE2 file that is not a workbook', async () => {
    const buffer = xls({ S: [['id'], ['1']] });
    await expect(readAll({ buffer, fileName: 'a.xls' }, { maxXlsBytes: 1024 })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: '.xls files over 1 KB are not accepted; save the sheet as .xlsx or .csv',
    });
    const notAWorkbook = Buffer.concat([buffer.subarray(0, 512), Buffer.alloc(4096, 0x41)]);
    await expect(readAll({ buffer: notAWorkbook, fileName: 'a.xls' })).rejects.toMatchObject({
      code: 'DAMAGED_FILE',
    });
  });
});
