import { describe, expect, it } from 'vitest';
import { csvRowBatches } from './csv-reader.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import type { RawRow } from './rows.ts';
import { readAll } from './test-fixtures.ts';

const csv = (text: string) => ({ buffer: Buffer.from(text, 'utf8'), fileName: 'status.csv' });

async function rawRows(pieces: Buffer[]): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  for await (const batch of csvRowBatches(pieces, DEFAULT_LIMITS)) rows.push(...batch);
  return rows;
}

describe('CSV rows', () => {
  it('reads quoted commas, quotes and line breaks, CRLF, a BOM and Hindi', async () => {
    const text =
      '\uFEFFApplication ID, Lender-Reference ,Reason\r\n' +
      'APP-1,"LR, 7","line one\r\nline ""two"""\r\n' +
      'APP-2,,आय कम है\r\n';
    const rows = await readAll(csv(text));
    expect(rows).toEqual([
      {
        rowNumber: 2,
        values: { application_id: 'APP-1', lender_reference: 'LR, 7', reason: 'line one\r\nline "two"' },
        formulaColumns: [],
      },
      {
        rowNumber: 3,
        values: { application_id: 'APP-2', lender_reference: '', reason: 'आय कम है' },
        formulaColumns: [],
      },
    ]);
  });

  it('gives the same rows whatever the chunk boundaries (quotes, CRLF, split characters)', async () => {
    const text = 'a,b\r\n"x,""1""\r\ny",नमस्ते\r\nlast,"q"\r';
    const whole = await rawRows([Buffer.from(text)]);
    const bytewise = await rawRows([...Buffer.from(text)].map((b) => Buffer.from([b])));
    expect(bytewise).toEqual(whole);
    expect(whole.map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['x,"1"\r\ny', 'नमस्ते'],
      ['last', 'q'],
    ]);
  });

  it('passes cells that look like formulas through as plain text', async () => {
    const rows = await readAll(csv('note,amount\n=HYPERLINK("http://x"),+91\n@SUM(A1),-5\n'));
    expect(rows.map((r) => r.values)).toEqual([
      { note: '=HYPERLINK("http://x")', amount: '+91' },
      { note: '@SUM(A1)', amount: '-5' },
    ]);
    expect(rows.every((r) => r.formulaColumns.length === 0)).toBe(true);
  });

  it('numbers rows as Excel does, skipping blank lines and trimming cells', async () => {
    const rows = await readAll(csv('\n\nid,status\n  7 , ok \n,\n\n8,no'));
    expect(rows.map((r) => [r.rowNumber, r.values.id, r.values.status])).toEqual([
      [4, '7', 'ok'],
      [7, '8', 'no'],
    ]);
  });

  it('keeps a stray quote in an unquoted cell, as Excel does', async () => {
    const rows = await readAll(csv('name,size\n5" screen,big\n"a"b,c\n'));
    expect(rows.map((r) => r.values.name)).toEqual(['5" screen', 'ab']);
  });

  it('refuses an unclosed quote with the row it starts on', async () => {
    await expect(readAll(csv('id,reason\n1,ok\n2,"never closed\n3,x\n'))).rejects.toMatchObject({
      code: 'BAD_CSV',
      message: 'Row 3: a quoted value is not closed',
    });
  });

  it('refuses a row of 200 columns and a cell of more than 10,000 characters', async () => {
    const wide = Array.from({ length: 200 }, (_, i) => `v${String(i)}`).join(',');
    await expect(readAll(csv(`id\n1\n${wide}\n`))).rejects.toMatchObject({
      code: 'ROW_TOO_WIDE',
      message: 'Row 3 has more than 100 columns',
    });
    await expect(readAll(csv(`id,reason\n1,"${'x'.repeat(10_001)}"\n`))).rejects.toMatchObject({
      code: 'CELL_TOO_LONG',
      message: 'Row 2, column B is longer than 10,000 characters',
    });
  });

  it('does not count empty cells that pad a row towards the column limit', async () => {
    const rows = await readAll(csv(`id,status${','.repeat(300)}\n1,ok${','.repeat(300)}\n`));
    expect(rows[0]?.values).toEqual({ id: '1', status: 'ok' });
  });

  it('reads a row of 20 million empty cells in bounded memory (ADR 018: csv-parse held them all)', async () => {
    const commas = Buffer.concat([Buffer.from('id\n1'), Buffer.alloc(20 * 1024 * 1024, ',')]);
    const before = process.memoryUsage().heapUsed;
    let peak = 0;
    for await (const batch of csvRowBatches([commas], DEFAULT_LIMITS)) {
      peak = Math.max(peak, process.memoryUsage().heapUsed - before);
      for (const row of batch) expect(Object.keys(row.cells)).toEqual(['0']);
    }
    expect(peak).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a file with more data rows than allowed', async () => {
    const text = 'id\n' + Array.from({ length: 6 }, (_, i) => String(i)).join('\n');
    await expect(readAll(csv(text), { maxRows: 5 })).rejects.toMatchObject({
      code: 'TOO_MANY_ROWS',
      message: 'The file has more than 5 rows',
    });
    expect(await readAll(csv(text), { maxRows: 6 })).toHaveLength(6);
  });

  it('refuses text that is not UTF-8, with a hint how to save it', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('name\n'.repeat(1_100)),
      Buffer.from([0x52, 0xe9, 0x6d, 0x79, 0x0a]),
    ]);
    await expect(readAll({ buffer: latin1, fileName: 'a.csv' })).rejects.toMatchObject({ code: 'NOT_UTF8' });
  });

  it('refuses duplicate headers, values without a header and files without a header', async () => {
    await expect(readAll(csv('Application ID,application-id\n1,2\n'))).rejects.toMatchObject({
      message: 'Row 1: the column "application_id" appears twice',
    });
    await expect(readAll(csv('id,,status\n1,x,ok\n'))).rejects.toMatchObject({
      message: 'Row 2, column B has a value but no header',
    });
    await expect(readAll(csv('id\n1,extra\n'))).rejects.toMatchObject({
      message: 'Row 2, column B has a value but no header',
    });
    await expect(readAll(csv('\r\n\r\n,,\r\n'))).rejects.toMatchObject({
      message: 'The file has no header row',
    });
  });

  it('yields nothing for a header without rows, and a column named __proto__ stays a plain key', async () => {
    expect(await readAll(csv('id,status\r\n'))).toEqual([]);
    const [row] = await readAll(csv('__proto__,id\n{},1\n'));
    expect(Object.getPrototypeOf(row?.values)).toBe(Object.prototype);
    expect(row?.values.__proto__).toBe('{}');
  });
});
