// npm run bench: every benchmark in turn (after `npm run build`). Each prints its own figures,
// each with a ratio to a reference measured in the same run; none passes or fails. PostgreSQL
// benchmarks use TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and drop the
// databases they make.
import { spawnSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';

const benches = [
  'web-bundle.ts',
  'low-end-phone.ts',
  'api.ts',
  'lighthouse.ts',
  'uploads.ts',
  'reports.ts',
  'embedded-start.ts',
];
const only = process.argv.slice(2);
console.log(
  `CrediLink benchmarks, ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
const started = Date.now();
for (const file of benches.filter((b) => only.length === 0 || only.some((o) => b.startsWith(o)))) {
  const t0 = Date.now();
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, file)], {
    stdio: 'inherit',
    timeout: 15 * 60_000,
  });
  if (result.status !== 0) {
    console.log(`  (${file} did not finish: ${result.error?.message ?? `exit ${String(result.status)}`})`);
    process.exitCode = 1;
  }
  console.log(`  [${file}: ${((Date.now() - t0) / 1000).toFixed(0)} s]\n`);
}
console.log(`all benchmarks: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
