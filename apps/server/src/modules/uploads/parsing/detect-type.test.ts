import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { detectUploadType } from './detect-type.ts';
import { buildZip, entry, readAll } from './test-fixtures.ts';

const exe = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(200)]);
const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const ole2 = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504),
]);
const csv = Buffer.from('\uFEFFApplication ID,Status\r\nAPP-1,approved\r\n');

const invalid = { code: 'INVALID_FILE_TYPE', message: 'Invalid file type' };

describe('detectUploadType', () => {
  it('decides by the bytes and checks the extension agrees', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('S').addRow(['a']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect(detectUploadType(xlsx, 'status.xlsx')).toBe('xlsx');
    expect(detectUploadType(xlsx, 'STATUS.XLSX')).toBe('xlsx');
    expect(detectUploadType(ole2, 'mis.xls')).toBe('xls');
    expect(detectUploadType(csv, 'status.csv')).toBe('csv');
    expect(detectUploadType(Buffer.from('नाम,स्थिति\n'), 'hindi.csv')).toBe('csv');
    expect(() => detectUploadType(xlsx, 'status.csv')).toThrow('Invalid file type');
    expect(() => detectUploadType(csv, 'status.xlsx')).toThrow('Invalid file type');
    expect(() => detectUploadType(ole2, 'status.xlsx')).toThrow('Invalid file type');
  });

  it('refuses renamed programs and pictures, and names outside the three types', () => {
    for (const name of ['setup.csv', 'setup.xlsx', 'setup.xls', 'setup.exe'])
      expect(() => detectUploadType(exe, name)).toThrow('Invalid file type');
    expect(() => detectUploadType(png, 'photo.csv')).toThrow('Invalid file type');
    expect(() => detectUploadType(Buffer.from('%PDF-1.7\n'), 'a.csv')).toThrow('Invalid file type');
    expect(() => detectUploadType(Buffer.from('a,b\n'), 'a.txt')).toThrow('Invalid file type');
    expect(() => detectUploadType(Buffer.from('a,b\n'), 'csv')).toThrow('Invalid file type');
    // Excel's "Unicode text" is UTF-16: a BOM and NULs, not a CSV we can read.
    expect(() => detectUploadType(Buffer.from('\uFEFFa,b', 'utf16le'), 'a.csv')).toThrow('Invalid file type');
    expect(() => detectUploadType(Buffer.from([0x61, 0xff, 0xfe, 0x62]), 'latin.csv')).toThrow(
      'Invalid file type',
    );
  });

  it('keeps a multi-byte character cut off at the end of the head from failing', () => {
    const head = Buffer.from('नाम').subarray(0, 4);
    expect(detectUploadType(head, 'a.csv')).toBe('csv');
  });

  it('calls a 0-byte file empty', () => {
    expect(() => detectUploadType(Buffer.alloc(0), 'a.csv')).toThrow('The file is empty');
  });
});

describe('readRowBatches refuses what is not a spreadsheet', () => {
  it('refuses empty files, programs and pictures before parsing', async () => {
    await expect(readAll({ buffer: Buffer.alloc(0), fileName: 'a.xlsx' })).rejects.toMatchObject({
      code: 'EMPTY_FILE',
      message: 'The file is empty',
      statusCode: 400,
    });
    await expect(readAll({ buffer: exe, fileName: 'status.xlsx' })).rejects.toMatchObject(invalid);
    await expect(readAll({ buffer: exe, fileName: 'status.csv' })).rejects.toMatchObject(invalid);
    await expect(readAll({ buffer: png, fileName: 'status.csv' })).rejects.toMatchObject(invalid);
  });

  it('refuses a zip that holds no workbook', async () => {
    const zip = buildZip([entry('readme.txt', 'hello'), entry('data/rows.csv', 'a,b\n1,2\n')]);
    await expect(readAll({ buffer: zip, fileName: 'status.xlsx' })).rejects.toMatchObject(invalid);
  });

  it('refuses a CSV whose binary part starts after the first 4 KiB', async () => {
    const buffer = Buffer.concat([Buffer.from('a,b\n' + 'x,y\n'.repeat(2_000)), Buffer.from([0, 1, 2])]);
    await expect(readAll({ buffer, fileName: 'a.csv' })).rejects.toMatchObject(invalid);
  });
});
