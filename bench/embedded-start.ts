// Embedded start: time from `node apps/server/dist/server.js` to the first 200 from /api/ready on
// PGlite, first with an empty DATA_DIR (database created, migrated, seeded) and then warm (the
// same DATA_DIR again). The reference is a bare Fastify hello-world process started the same way.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fmt, startServer } from './lib.ts';

async function helloStartMs(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) =>
    child.stdout.once('data', (c: Buffer) => {
      resolve(c.toString().trim());
    }),
  );
  await fetch(url);
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  return ms;
}

console.log('Embedded start (PGlite), spawn to /api/ready 200');
const reference = await helloStartMs();
console.log(`  bare Fastify hello-world process      ${fmt(reference).padStart(6)} ms | reference`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'cl-bench-start-'));
try {
  const env = { LENDER_SANDBOX: 'false', RUN_WORKERS: 'false' };
  const first = await startServer(env, { dataDir, keepDataDir: true });
  await first.stop();
  console.log(
    `  first run (empty DATA_DIR)            ${fmt(first.readyMs).padStart(6)} ms | ${(first.readyMs / reference).toFixed(1)}x`,
  );
  const warm: number[] = [];
  for (let i = 0; i < 3; i++) {
    const again = await startServer(env, { dataDir, keepDataDir: true });
    await again.stop();
    warm.push(again.readyMs);
  }
  const median = [...warm].sort((a, b) => a - b)[1] ?? 0;
  console.log(
    `  warm (same DATA_DIR, median of 3)     ${fmt(median).padStart(6)} ms | ${(median / reference).toFixed(1)}x`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
