import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { escapeFormula, toCsv, toXlsx } from './export.ts';

const columns = [
  { header: 'Name', value: (r: { name: string; n: number }) => r.name },
  { header: 'Amount', value: (r: { name: string; n: number }) => r.n },
];

describe('exports', () => {
  it('defuses formula cells', () => {
    for (const bad of ['=HYPERLINK("x")', '+1', '-1+2', '@SUM(A1)', '\tx'])
      expect(escapeFormula(bad).startsWith("'")).toBe(true);
    expect(escapeFormula('Asha Verma')).toBe('Asha Verma');
  });

  it('writes CSV with quoting, a BOM and escaped formulas', () => {
    const csv = toCsv(columns, [
      { name: 'Asha, "A" Verma', n: 5 },
      { name: '=cmd|/C calc!A0', n: 1 },
    ]);
    expect(csv.startsWith('\uFEFFName,Amount\r\n')).toBe(true);
    expect(csv).toContain('"Asha, ""A"" Verma",5');
    expect(csv).toContain("'=cmd|/C calc!A0,1");
  });

  it('writes XLSX whose cells are values, not formulas', async () => {
    const buffer = await toXlsx('Leads', columns, [{ name: '=1+1', n: 3 }]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from(buffer));
    const sheet = book.getWorksheet('Leads');
    expect(sheet?.getCell('A2').value).toBe("'=1+1");
    expect(sheet?.getCell('A2').formula).toBeUndefined();
    expect(sheet?.getCell('B2').value).toBe(3);
  });
});
