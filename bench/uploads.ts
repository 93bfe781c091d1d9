// Status-file uploads: rows per second and the server's peak memory for a 100,000-row .csv and
// .xlsx, each on a fresh server so the process peak is the upload's. Every row is a real change
// (submitted -> in_review), applied with its timeline event; the two files name disjoint sets of
// applications, so the second upload changes as much as the first. The reference is reading the
// same .csv line by line in this process. The server's and PostgreSQL's CPU time (the measured
// database's backends only) are printed too: they compare across runs on a loaded machine.
import { createReadStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { generateApplications } from './generate-applications.ts';
import {
  cpuMsOf,
  databaseBackendsCpuMs,
  fmt,
  memoryOf,
  postgresAvailable,
  scratchDatabase,
  secrets,
  startServer,
} from './lib.ts';

const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 100_000);
const HEADER = 'application_id,status,lender_reference,reason,disbursed_amount,disbursed_date';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

console.log(`Status file upload (${ROWS.toLocaleString('en-US')} rows, PostgreSQL)`);
if (!(await postgresAvailable())) {
  console.log('  not measured: PostgreSQL is not reachable (set TEST_DATABASE_URL)');
  process.exit(0);
}

const dir = await mkdtemp(path.join(tmpdir(), 'cl-bench-upload-'));
const database = await scratchDatabase('cl_bench_upload');
const password = 'bench admin password 1';
const env = {
  ...secrets(),
  DATABASE_URL: database.url,
  RUN_WORKERS: 'false',
  WEB_DIST_DIR: '/nonexistent',
  ADMIN_EMAIL: 'bench-admin@credilink.in',
  ADMIN_PASSWORD: password,
};
try {
  // Migrate and seed once, then make two sets of applications: one per format.
  const first = await startServer(env);
  await first.stop();
  await generateApplications(database.url, 2 * ROWS, { customers: Math.ceil((2 * ROWS) / 5) });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const ids = (
    await client.query<{ public_id: string }>('select public_id from applications order by id')
  ).rows.map((r) => r.public_id);
  // in_review is a forward move only from created/submitted; start every row there.
  await client.query(
    "update applications set status = 'submitted', disbursed_amount = null, disbursed_on = null",
  );
  // The reset leaves a dead version of every row: vacuum, so that neither upload pays for them
  // depending on when autovacuum runs.
  await client.query('vacuum analyze applications');
  await client.end();

  const row = (id: string) => [id, 'in_review', `LN-${id.slice(0, 8)}`, '', '', ''];
  const csvPath = path.join(dir, 'status.csv');
  const csvLines = ids.slice(0, ROWS).map((id) => row(id).join(','));
  await writeFile(csvPath, `${[HEADER, ...csvLines].join('\r\n')}\r\n`);
  const xlsxPath = path.join(dir, 'status.xlsx');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: xlsxPath, useSharedStrings: false });
  const sheet = workbook.addWorksheet('status');
  sheet.addRow(HEADER.split(',')).commit();
  for (const id of ids.slice(ROWS, 2 * ROWS)) sheet.addRow(row(id)).commit();
  await workbook.commit();

  const t0 = performance.now();
  let lines = 0;
  for await (const line of createInterface({ input: createReadStream(csvPath) }))
    if (line.includes(',')) lines += 1;
  const referenceRowsPerS = (lines - 1) / ((performance.now() - t0) / 1000);
  console.log(
    `  reference: read the .csv line by line here     ${fmt(referenceRowsPerS).padStart(10)} rows/s`,
  );

  for (const [label, file, type] of [
    [`.csv, ${fmt(ROWS)} rows applied`, csvPath, 'text/csv'],
    [`.xlsx, ${fmt(ROWS)} rows applied`, xlsxPath, XLSX],
  ] as const) {
    const updates0 = await applicationUpdates(database.url);
    const server = await startServer(env);
    try {
      const login = await fetch(`${server.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench-admin@credilink.in', password }),
      });
      const { token } = (await login.json()) as { token?: string };
      const before = memoryOf(server.pid);
      // CPU time as well as rows/s: on a machine shared with other jobs the wall time swings by
      // half from run to run, the server's and PostgreSQL's CPU per row much less.
      const cpu0 = cpuMsOf(server.pid);
      const pg0 = await databaseBackendsCpuMs(database.url);
      const form = new FormData();
      form.append('image_name', await openAsBlob(file, { type }), path.basename(file));
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/upload-application-status-file`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token ?? ''}` },
        body: form,
        signal: AbortSignal.timeout(600_000),
      });
      const body = (await res.json()) as {
        rowsRead?: number;
        rowsUpdated?: number;
        errors?: unknown[];
        message?: string;
      };
      const seconds = (performance.now() - started) / 1000;
      const after = memoryOf(server.pid);
      const appCpuMs = cpuMsOf(server.pid) - cpu0;
      let pgCpuMs = 0;
      for (const [backend, ms] of await databaseBackendsCpuMs(database.url))
        pgCpuMs += ms - (pg0.get(backend) ?? 0);
      const size = (await stat(file)).size / 1024 / 1024;
      if (res.status !== 200) {
        console.log(`  ${label.padEnd(38)} ${res.status}: ${body.message ?? ''}`);
        continue;
      }
      const rate = (body.rowsRead ?? 0) / seconds;
      console.log(
        `  ${label.padEnd(38)} ${fmt(size, 1)} MB: ${fmt(rate).padStart(7)} rows/s (${fmt(seconds, 1)} s, ${fmt(body.rowsUpdated ?? 0)} updated, ${fmt(body.errors?.length ?? 0)} refused) | CPU app ${fmt(appCpuMs / 1000, 1)} s + PostgreSQL ${fmt(pgCpuMs / 1000, 1)} s | peak RSS ${fmt(after.peakMb)} MB (idle ${fmt(before.rssMb)} MB) | ${(rate / referenceRowsPerS).toFixed(4)}x of reference`,
      );
    } finally {
      await server.stop();
    }
    // Read after the server's exit, which sends its backends' statistics (ADR 036, third pass).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const updates = await applicationUpdates(database.url);
    console.log(
      `    HOT updates of applications: ${fmt(updates.hot - updates0.hot)} of ${fmt(updates.all - updates0.all)}`,
    );
  }
} finally {
  await database.drop();
  await rm(dir, { recursive: true, force: true });
}

/** Updates of applications so far and how many were HOT (no index entries written). */
async function applicationUpdates(url: string): Promise<{ all: number; hot: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A backend that has just exited may still be sending its counts: ask a fresh snapshot.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ all: string; hot: string }>(
      "select n_tup_upd as all, n_tup_hot_upd as hot from pg_stat_user_tables where relname = 'applications'",
    );
    return { all: Number(rows[0]?.all ?? 0), hot: Number(rows[0]?.hot ?? 0) };
  } finally {
    await client.end();
  }
}
