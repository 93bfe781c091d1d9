import { afterAll, describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRowBatches, type UploadInput } from './read-rows.ts';
import { buildZip, entry, streamedEntry, xlsxParts } from './test-fixtures.ts';

// Issue 7: a file of 100,000 rows must go through with bounded memory. The timing belongs in the
// benchmarks; here only the row count and the heap growth are asserted.

const ROWS = 100_000;
const MB = 1024 * 1024;
const HEADER = [
  'Application ID',
  'Status',
  'Lender Reference',
  'Reason',
  'Disbursed Amount',
  'Disbursed Date',
];
const dir = await mkdtemp(join(tmpdir(), 'cl-large-upload-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Reads every row, sampling the heap; returns the count, the last row and the heap growth. */
async function drain(input: UploadInput) {
  const base = process.memoryUsage().heapUsed;
  let peak = base;
  let count = 0;
  let last: unknown = null;
  for await (const batch of readRowBatches(input)) {
    count += batch.length;
    last = batch.at(-1) ?? last;
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  return { count, last, growth: peak - base };
}

describe('100,000-row uploads stream through', () => {
  it('a CSV', async () => {
    const path = join(dir, 'status.csv');
    const out = createWriteStream(path);
    out.write(`\uFEFF${HEADER.join(',')}\r\n`);
    for (let i = 0; i < ROWS; i++) {
      const line = `${id(i)},disbursed,LR-${String(i)},"ok, ""fine""",${String(150_000 + i)},15/01/2025\r\n`;
      if (!out.write(line)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');

    const { count, last, growth } = await drain({ path, fileName: 'status.csv' });
    expect(count).toBe(ROWS);
    expect(last).toMatchObject({
      rowNumber: ROWS + 1,
      values: {
        application_id: id(ROWS - 1),
        reason: 'ok, "fine"',
        disbursed_amount: String(150_000 + ROWS - 1),
      },
    });
    expect(growth).toBeLessThan(150 * MB);
  });

  it('an XLSX with shared strings, inline strings, numbers and date cells', async () => {
    // Built part by part (exceljs's writer takes ~15 s for this many rows on a 2-core machine);
    // the small-file tests cover what exceljs itself writes.
    const shared = [...HEADER, 'disbursed', 'approved'];
    const headerCells = HEADER.map(
      (_, c) => `<c r="${String.fromCharCode(65 + c)}1" t="s"><v>${String(c)}</v></c>`,
    );
    function* sheet() {
      yield `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${headerCells.join('')}</row>`;
      for (let start = 0; start < ROWS; start += 1_000) {
        let rows = '';
        for (let i = start; i < start + 1_000; i++) {
          const r = String(i + 2);
          rows +=
            `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${id(i)}</t></is></c>` +
            `<c r="B${r}" t="s"><v>${String(6 + (i % 2))}</v></c><c r="C${r}" t="inlineStr"><is><t>LR-${String(i)}</t></is></c>` +
            `<c r="E${r}"><v>${String(150_000 + i)}</v></c><c r="F${r}" s="1"><v>45672</v></c></row>`;
        }
        yield rows;
      }
      yield '</sheetData></worksheet>';
    }
    const parts = xlsxParts(await streamedEntry('sheet', sheet()), [
      entry('xl/sharedStrings.xml', `<sst>${shared.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`),
      entry(
        'xl/styles.xml',
        '<styleSheet><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>',
      ),
    ]);
    const path = join(dir, 'status.xlsx');
    await writeFile(path, buildZip(parts));

    const { count, last, growth } = await drain({ path, fileName: 'status.xlsx' });
    expect(count).toBe(ROWS);
    expect(last).toEqual({
      rowNumber: ROWS + 1,
      values: {
        application_id: id(ROWS - 1),
        status: 'approved',
        lender_reference: `LR-${String(ROWS - 1)}`,
        reason: '',
        disbursed_amount: String(150_000 + ROWS - 1),
        disbursed_date: '2025-01-15',
      },
      formulaColumns: [],
    });
    expect(growth).toBeLessThan(150 * MB);
  });
});
