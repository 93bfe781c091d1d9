import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../support/test-app.ts';
import { applications } from '../../src/db/schema/index.ts';
import { createContext } from './support/context.ts';
import { answerProblem, listOperations } from './support/openapi.ts';
import { PNG_MAGIC, gifJsPolyglot, multipart, pngHtmlPolyglot, zip, zipBomb } from './support/files.ts';

// Issue 8 upload attacks: zip bombs named like images or spreadsheets, polyglot files, path tricks
// in file names. Uploaded images are stored under generated names inside DATA_DIR/files and served
// so that no browser runs them; spreadsheet uploads refuse bombs and formulas and change nothing.

const dataDir = await mkdtemp(path.join(tmpdir(), 'cl-upload-attacks-'));
const t = await createTestApp({ LENDER_SANDBOX: 'false', ONDC_SIMULATOR: 'false', DATA_DIR: dataDir });
const ctx = await createContext(t);
const admin = ctx.callers.get('admin role 1');
const routes = new Set((await listOperations(t)).map((op) => `${op.method} ${op.path}`));
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const STORED = /^\/api\/files\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

async function upload(
  url: string,
  file: Parameters<typeof multipart>[0],
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipart(file, fields);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...admin.headers, ...headers } });
}

async function filesOnDisk(): Promise<string[]> {
  const all = await readdir(dataDir, { recursive: true });
  return all.map(String).filter((name) => !name.startsWith('pgdata'));
}

describe('image upload (/api/s3-upload-file)', () => {
  it('refuses a zip bomb named .png, an SVG with script, and HTML, whatever the declared type', async () => {
    for (const file of [
      { filename: 'bomb.png', type: 'image/png', data: zipBomb(20) },
      {
        filename: 'logo.png',
        type: 'image/png',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      {
        filename: 'page.gif',
        type: 'image/gif',
        data: Buffer.from('<!doctype html><script>alert(1)</script>'),
      },
    ]) {
      const res = await upload('/api/s3-upload-file', file);
      expect(res.statusCode, file.filename).toBe(400);
      expect(answerProblem(res)).toBeNull();
    }
  });

  it('stores polyglots under a generated name and serves them so no browser runs them', async () => {
    for (const data of [pngHtmlPolyglot(), gifJsPolyglot()]) {
      const res = await upload('/api/s3-upload-file', { filename: 'x.html', type: 'text/html', data });
      expect(res.statusCode).toBe(200);
      const url: string = res.json().file;
      expect(url).toMatch(STORED);
      const served = await t.app.inject({ url });
      expect(served.headers['content-type']).toMatch(/^image\/(png|gif)$/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'");
      expect(served.headers['content-disposition'] ?? '').not.toMatch(/\.html/);
    }
  });

  it('ignores path tricks in file names and in the path field', async () => {
    const png = Buffer.concat([PNG_MAGIC, Buffer.alloc(64)]);
    for (const filename of [
      '../../../../etc/passwd.png',
      '..\\..\\win.ini.png',
      'a.png\u0000.html',
      '%2e%2e%2fx.png',
      '/abs/x.png',
      'CON.png',
    ]) {
      const res = await upload(
        '/api/s3-upload-file',
        { filename, type: 'image/png', data: png },
        { path: '../../../../tmp/owned' },
      );
      expect(res.statusCode, filename).toBe(200);
      expect(res.json().file, filename).toMatch(STORED);
    }
    // Everything written is a generated name directly under DATA_DIR/files.
    const written = (await filesOnDisk()).filter(
      (name) => name !== 'files' && !name.endsWith('.json') && !name.endsWith('.jsonl'),
    );
    expect(written.length).toBeGreaterThanOrEqual(6);
    for (const name of written) expect(name).toMatch(/^files\/[0-9a-f-]{36}\.(png|jpg|gif|webp)(\.tmp)?$/);
    const traversal = await t.app.inject({ url: '/api/files/..%2F..%2Fsecrets.json' });
    expect(traversal.statusCode).toBe(400);
  });

  it('refuses a file over 2 MB, two files, and the wrong field name', async () => {
    const big = Buffer.concat([PNG_MAGIC, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    expect(
      (await upload('/api/s3-upload-file', { filename: 'big.png', type: 'image/png', data: big })).statusCode,
    ).toBe(413);
    const wrong = await upload('/api/s3-upload-file', {
      field: 'file',
      filename: 'a.png',
      type: 'image/png',
      data: PNG_MAGIC,
    });
    expect(wrong.statusCode).toBe(400);
    expect(answerProblem(wrong)).toBeNull();
  });
});

const SPREADSHEET_ROUTES = [
  '/api/upload-application-status-file',
  '/api/upload-mis-file',
  '/api/upload-commission-file',
];

describe.skipIf(!routes.has('POST /api/upload-application-status-file'))('spreadsheet uploads', () => {
  it('refuses a zip bomb named .xlsx and a PNG named .csv or .xlsx, changing nothing', async () => {
    const [before] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.publicId, ctx.publicId));
    for (const url of SPREADSHEET_ROUTES) {
      for (const file of [
        {
          filename: 'status.xlsx',
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          data: zipBomb(64),
        },
        {
          filename: 'status.xlsx',
          type: 'application/octet-stream',
          data: zip([{ name: '[Content_Types].xml', data: Buffer.from('<x/>') }]),
        },
        { filename: 'status.csv', type: 'text/csv', data: pngHtmlPolyglot() },
        { filename: 'status.xlsx', type: 'application/vnd.ms-excel', data: pngHtmlPolyglot() },
      ]) {
        const res = await upload(url, file);
        expect(res.statusCode, `${url} ${file.filename}`).toBeGreaterThanOrEqual(400);
        expect(answerProblem(res), `${url} ${file.filename}`).toBeNull();
      }
    }
    const [after] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.publicId, ctx.publicId));
    expect(after).toEqual(before);
  });

  it('does not apply formula cells, and keeps only the base name of a tricky file name', async () => {
    const csv = `application_id,status,lender_reference,reason,disbursed_amount,disbursed_date\r\n${ctx.publicId},=HYPERLINK("http://evil.invalid"),=1+1,@SUM(1),,\r\n`;
    for (const filename of ['../../../etc/status.csv', 'status.csv']) {
      const res = await upload('/api/upload-application-status-file', {
        filename,
        type: 'text/csv',
        data: Buffer.from(csv),
      });
      expect(answerProblem(res), filename).toBeNull();
      if (res.statusCode === 200) expect(res.json().rowsUpdated, filename).toBe(0);
    }
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.publicId, ctx.publicId));
    expect(row?.lenderReference ?? '').not.toMatch(/^[=+\-@]/);
    expect(row?.status).not.toMatch(/^=/);
  });

  it('answers an empty, dot-only or over-long file name with a 4xx or a result, never a 5xx', async () => {
    const csv = `application_id,status\r\n${ctx.publicId},in_review\r\n`;
    for (const filename of ['', '.csv', `${'x'.repeat(300)}.csv`, '\u202Egnp.csv', 'статус 😀.csv']) {
      const res = await upload('/api/upload-application-status-file', {
        filename,
        type: 'text/csv',
        data: Buffer.from(csv),
      });
      expect(answerProblem(res), JSON.stringify(filename)).toBeNull();
    }
  });

  it('strips a NUL byte from the file name instead of failing', async () => {
    // upload_batches.file_name keeps the name; control characters are removed before it is stored.
    const csv = `application_id,status\r\n${ctx.publicId},in_review\r\n`;
    const res = await upload('/api/upload-application-status-file', {
      filename: 'a\u0000.csv',
      type: 'text/csv',
      data: Buffer.from(csv),
    });
    expect(res.statusCode).toBe(200);
  });
});
