import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { buildZip, entry, readAll, sheetXml, xlsxParts } from './test-fixtures.ts';

async function xlsx(fill: (book: ExcelJS.Workbook) => void): Promise<{ buffer: Buffer; fileName: string }> {
  const book = new ExcelJS.Workbook();
  fill(book);
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), fileName: 'status.xlsx' };
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const handMade = (rows: string[]) => ({
  buffer: buildZip(xlsxParts(entry('sheet', sheetXml(rows)))),
  fileName: 'status.xlsx',
});

describe('XLSX rows', () => {
  it('reads the first worksheet with normalised headers, numbers, dates, booleans and Hindi', async () => {
    const file = await xlsx((book) => {
      const sheet = book.addWorksheet('Status');
      sheet.addRow(['Application ID', 'Disbursed Amount', 'Disbursed-Date', 'Top Up', 'Reason']);
      sheet.addRow(['APP-1', 150000.5, new Date(Date.UTC(2025, 0, 15)), true, 'आय कम है']);
      sheet.addRow([
        'APP-2',
        1234.1,
        new Date(Date.UTC(2025, 2, 1, 14, 30)),
        false,
        { richText: [{ text: 'a ' }, { text: 'b' }] },
      ]);
      book.addWorksheet('Other').addRow(['Not read']);
    });
    expect(await readAll(file)).toEqual([
      {
        rowNumber: 2,
        values: {
          application_id: 'APP-1',
          disbursed_amount: '150000.5',
          disbursed_date: '2025-01-15',
          top_up: 'TRUE',
          reason: 'आय कम है',
        },
        formulaColumns: [],
      },
      {
        rowNumber: 3,
        values: {
          application_id: 'APP-2',
          disbursed_amount: '1234.1',
          disbursed_date: '2025-03-01 14:30:00',
          top_up: 'FALSE',
          reason: 'a b',
        },
        formulaColumns: [],
      },
    ]);
  });

  it('never evaluates formulas: takes the cached value, else the text, and marks the columns', async () => {
    const file = await xlsx((book) => {
      const sheet = book.addWorksheet('S');
      sheet.addRow(['id', 'amount', 'note']);
      sheet.addRow(['1', { formula: 'B3*2', result: 20 }, 'plain']);
      sheet.addRow(['2', 10, { formula: 'CONCAT("a","b")' }]);
      sheet.addRow(['3', 5, '=1+1']); // a string that looks like a formula is just text
      sheet.addRow(['4', 6, { formula: 'IF(B5>0,"","x")', result: '' }]); // shows blank: nothing to mark
    });
    const rows = await readAll(file);
    expect(rows.map((r) => [r.values.amount, r.values.note, r.formulaColumns])).toEqual([
      ['20', 'plain', ['amount']],
      ['10', '=CONCAT("a","b")', ['note']],
      ['5', '=1+1', []],
      ['6', '', []],
    ]);
  });

  it('reads what the exceljs streaming writer produces (shared strings, styles, dates)', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useSharedStrings: true,
      useStyles: true,
    });
    const sheet = book.addWorksheet('MIS');
    sheet.addRow(['Application ID', 'Amount', 'Date']).commit();
    for (let i = 0; i < 5_000; i++)
      sheet.addRow([`APP-${String(i)}`, i * 1.5, new Date(Date.UTC(2025, 0, 1 + (i % 28)))]).commit();
    sheet.commit();
    await book.commit();
    const rows = await readAll({ buffer: Buffer.concat(chunks), fileName: 'mis.xlsx' });
    expect(rows).toHaveLength(5_000);
    expect(rows[4_999]).toEqual({
      rowNumber: 5_001,
      values: { application_id: 'APP-4999', amount: '7498.5', date: '2025-01-16' }, // 4,999 % 28 = 15
      formulaColumns: [],
    });
  });

  it('refuses a 200-column row and an over-long cell with the row number', async () => {
    const wide = await xlsx((book) => {
      const sheet = book.addWorksheet('S');
      sheet.addRow(['id']);
      sheet.addRow(['1']);
      sheet.addRow(Array.from({ length: 200 }, (_, i) => `v${String(i)}`));
    });
    await expect(readAll(wide)).rejects.toMatchObject({
      code: 'ROW_TOO_WIDE',
      message: 'Row 3 has more than 100 columns',
    });
    const long = await xlsx((book) => {
      const sheet = book.addWorksheet('S');
      sheet.addRow(['id', 'reason']);
      sheet.addRow(['1', 'x'.repeat(10_001)]);
    });
    await expect(readAll(long)).rejects.toMatchObject({
      code: 'CELL_TOO_LONG',
      message: 'Row 2, column B is longer than 10,000 characters',
    });
  });

  it('ignores formatted empty cells far to the right and blank rows', async () => {
    const file = await xlsx((book) => {
      const sheet = book.addWorksheet('S');
      sheet.getCell('A3').value = 'id';
      sheet.getCell('A5').value = 7;
      sheet.getCell('ZZ5').numFmt = '0.00';
      sheet.getCell('ZZ5').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF0000' } };
    });
    expect(await readAll(file)).toEqual([{ rowNumber: 5, values: { id: '7' }, formulaColumns: [] }]);
  });

  it('reads inline strings, prefixed tags, cells without references and error values', async () => {
    const file = handMade([
      inline('A1', 'Application ID') + inline('B1', 'Status') + inline('C1', 'Score'),
      '<c t="inlineStr"><is><r><t>APP</t></r><r><t>-9</t></r></is></c><c t="str"><v>approved</v></c><c t="e"><v>#N/A</v></c>',
    ]);
    expect(await readAll(file)).toEqual([
      {
        rowNumber: 2,
        values: { application_id: 'APP-9', status: 'approved', score: '#N/A' },
        formulaColumns: [],
      },
    ]);
  });

  it('refuses a sheet with a DTD (entity expansion) and malformed XML as damaged', async () => {
    const bomb = `<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>`;
    const withDtd = { buffer: buildZip(xlsxParts(entry('sheet', bomb))), fileName: 'a.xlsx' };
    await expect(readAll(withDtd)).rejects.toMatchObject({ code: 'DAMAGED_FILE' });
    await expect(readAll(handMade(['<c r="A1"><v>1</v>']))).rejects.toMatchObject({ code: 'DAMAGED_FILE' });
  });

  it('refuses a shared-string index that points nowhere', async () => {
    await expect(
      readAll(handMade([inline('A1', 'id'), '<c r="A2" t="s"><v>42</v></c>'])),
    ).rejects.toMatchObject({
      code: 'DAMAGED_FILE',
    });
  });
});
