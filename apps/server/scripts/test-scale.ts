// `npm run test:scale`: the scale and fault suites (apps/server/test/scale) need a real PostgreSQL
// they may restart. TEST_DATABASE_URL names it (default: the local server of the README). When it
// cannot be reached the run says so and stops: a failure under CI=true, a notice elsewhere (a
// laptop without PostgreSQL can still run the rest of `npm test`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const where = new URL(url);
if (!(await reachable())) {
  const message = `test:scale: PostgreSQL at ${where.host}${where.pathname} cannot be reached`;
  if (process.env.CI) {
    console.error(`${message}; CI needs it (set TEST_DATABASE_URL or start PostgreSQL).`);
    process.exit(1);
  }
  console.warn(`${message}: the scale and fault tests did NOT run. Start PostgreSQL (README) to run them.`);
  process.exit(0);
}

const vitest = path.join(repoRoot, 'node_modules/vitest/vitest.mjs');
const run = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', 'apps/server/test/scale/vitest.scale.config.ts', ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
);
process.exit(run.status ?? 1);
