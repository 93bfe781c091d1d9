import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Real server processes on one PostgreSQL for the scale and fault tests (issue 8): the built
// apps/server/dist/server.js, each with its own port and DATA_DIR, sharing the database and keys.

export const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
/** SCALE_SERVER_ENTRY runs another build (e.g. one with a candidate fix) instead of dist/. */
const override = process.env.SCALE_SERVER_ENTRY;
export const serverEntry = override ?? path.join(repoRoot, 'apps/server/dist/server.js');
const nodeBinary = path.join(repoRoot, 'node_modules/.bin/node');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds the server when dist/server.js is missing or older than its sources. Test files run in
 * parallel workers, so a lock file makes one of them build while the others wait.
 */
export async function ensureServerBuild(): Promise<void> {
  if (override) return;
  const stale = () =>
    !existsSync(serverEntry) ||
    statSync(serverEntry).mtimeMs <
      Math.max(
        newestMtime(path.join(repoRoot, 'apps/server/src')),
        newestMtime(path.join(repoRoot, 'packages/contracts/src')),
      );
  const lock = path.join(tmpdir(), 'cl-server-build.lock');
  const deadline = Date.now() + 180_000;
  while (stale()) {
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      // Another worker builds; a lock older than 3 minutes is left over from a killed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error('timed out waiting for another server build');
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (!stale()) return;
      const built = spawnSync('npm', ['run', 'build', '-w', '@cl/server'], {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 170_000,
      });
      if (built.status !== 0) throw new Error(`server build failed:\n${built.stdout}\n${built.stderr}`);
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop: () => Promise<void>;
}

/** A new, empty database on the TEST_DATABASE_URL server; drop() removes it (forcing out clients). */
export async function createScratchDatabase(adminUrl: string, prefix = 'cl_scale'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The same secrets for every instance: sessions, OTP hashes and PANs must read the same way. */
export const sharedSecrets = () => ({
  APP_SECRET: randomBytes(32).toString('hex'),
  PAN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export interface Instance {
  name: string;
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** True while the process has neither exited nor been killed. */
  alive: () => boolean;
  stop: () => Promise<void>;
}

const running = new Set<ChildProcess>();
// A test that throws before its afterAll must still leave no server behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function waitForReady(baseUrl: string, timeoutMs: number, alive = () => true): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!alive()) throw new Error('server exited while waiting for /api/ready');
    const status = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} not ready within ${timeoutMs} ms`);
}

/**
 * Starts dist/server.js on a loopback port (a free one unless given: a restart keeps its address)
 * with its own DATA_DIR and waits for /api/ready.
 */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<Instance> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), `cl-scale-${name}-`));
  const child = spawn(nodeBinary, [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-30_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (alive()) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    running.delete(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseUrl, 60_000, alive);
  } catch (error) {
    await stop();
    throw new Error(`${name} did not start: ${String(error)}\n${log}`, { cause: error });
  }
  return { name, baseUrl, dataDir, child, output: () => log, alive, stop };
}

/** The latest sign-in code an instance wrote to its DATA_DIR/outbox.jsonl for a destination. */
export async function latestCode(dataDir: string, to: string, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
    for (const line of text.trim().split('\n').filter(Boolean).reverse()) {
      const message: unknown = JSON.parse(line);
      if (typeof message !== 'object' || message === null) continue;
      if (!('to' in message) || !('text' in message) || message.to !== to) continue;
      const code = typeof message.text === 'string' ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${to} in ${dataDir}/outbox.jsonl`);
}
