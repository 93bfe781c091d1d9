import { describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import { buildZip, entry, readAll, sheetXml, xlsxParts, zeros, type FixtureEntry } from './test-fixtures.ts';

const MB = 1024 * 1024;
const asXlsx = (buffer: Buffer) => ({ buffer, fileName: 'status.xlsx' });
const tooLarge = {
  code: 'UNPACKED_TOO_LARGE',
  message: 'The file is too large when unpacked',
  statusCode: 413,
};
const validSheet = entry('sheet', sheetXml(['<c r="A1" t="inlineStr"><is><t>id</t></is></c>']));
// 300 MB of zeros deflate to about 1.3 MB; made once, as deflating them takes a second or more.
let zerosMade: Promise<FixtureEntry> | undefined;
const zeros300 = () => (zerosMade ??= zeros('sheet', 300 * MB));

describe('XLSX zip-bomb defences', () => {
  it('refuses an entry of 300 MB of zeros from its declared size, before inflating', async () => {
    const bomb = await zeros300();
    expect(bomb.payload.length).toBeLessThan(2 * MB);
    await expect(readAll(asXlsx(buildZip(xlsxParts(bomb))))).rejects.toMatchObject(tooLarge);
  });

  it('refuses an absurd compression ratio even under the size limits', async () => {
    const dense = await zeros('xl/media/padding.bin', 20 * MB, 9); // about 1,000 : 1
    await expect(readAll(asXlsx(buildZip(xlsxParts(validSheet, [dense]))))).rejects.toMatchObject(tooLarge);
  });

  it('refuses parts whose declared sizes add up past the total', async () => {
    const parts = await Promise.all(
      [1, 2, 3].map(async (n) => ({
        ...(await zeros(`xl/media/${String(n)}.bin`, 4 * MB)),
        declaredSize: 90 * MB,
      })),
    );
    await expect(readAll(asXlsx(buildZip(xlsxParts(validSheet, parts))))).rejects.toMatchObject(tooLarge);
  });

  it('stops inflating a part whose header lies about its size', async () => {
    // Declares 1 KB, holds 300 MB: only counting the inflated bytes can catch it.
    const liar = { ...(await zeros300()), declaredSize: 1024 };
    const before = process.memoryUsage().rss;
    await expect(readAll(asXlsx(buildZip(xlsxParts(liar))))).rejects.toMatchObject(tooLarge);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
  });

  it('refuses an archive of 5,000 entries from its directory', async () => {
    const x = Buffer.from('x');
    const many = Array.from({ length: 5_000 }, (_, i) => ({
      name: `xl/media/${String(i)}.txt`,
      payload: x,
      size: 1,
      crc: crc32(x),
      method: 0 as const,
    }));
    await expect(readAll(asXlsx(buildZip(xlsxParts(validSheet, many))))).rejects.toMatchObject({
      code: 'TOO_MANY_PARTS',
      message: 'The file is too large when unpacked (more than 1,000 parts)',
    });
  });

  it('refuses damaged archives: wrong CRC, cut short, encrypted, or duplicated names', async () => {
    const good = xlsxParts(validSheet);
    const badCrc = good.map((e) => (e.name.endsWith('sheet1.xml') ? { ...e, crc: (e.crc + 1) >>> 0 } : e));
    await expect(readAll(asXlsx(buildZip(badCrc)))).rejects.toMatchObject({ code: 'DAMAGED_FILE' });
    const whole = buildZip(good);
    await expect(readAll(asXlsx(whole.subarray(0, whole.length - 10)))).rejects.toMatchObject({
      code: 'INVALID_FILE_TYPE',
    });
    const encrypted = good.map((e) => ({ ...e, flags: 1 }));
    await expect(readAll(asXlsx(buildZip(encrypted)))).rejects.toMatchObject({
      message: 'Password-protected files cannot be read; remove the password',
    });
    const twice = [...good, { ...validSheet, name: 'xl/worksheets/sheet1.xml' }];
    await expect(readAll(asXlsx(buildZip(twice)))).rejects.toMatchObject({ code: 'DAMAGED_FILE' });
  });

  it('reads the same hand-made package when nothing is wrong with it', async () => {
    expect(await readAll(asXlsx(buildZip(xlsxParts(validSheet))))).toEqual([]);
  });
});
