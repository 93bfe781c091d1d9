// Shared pieces of the benchmarks: the built server as a child process, scratch PostgreSQL
// databases, free ports, sign-in through the outbox file. Everything started here is stopped by
// the caller (and killed on exit as a last resort).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PERSONAL_PROFILE } from '../apps/server/test/support/profiles.ts';

/** Production refuses to start without external keys (issue 12): one pair per run, stable across restarts. */
const PRODUCTION_KEYS = {
  APP_SECRET: randomBytes(32).toString('hex'),
  PAN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

export const repoRoot = path.resolve(import.meta.dirname, '..');
/** BENCH_SERVER_ENTRY measures a build kept elsewhere (e.g. while others share dist/). */
export const serverEntry =
  process.env.BENCH_SERVER_ENTRY ?? path.join(repoRoot, 'apps/server/dist/server.js');
/** TEST_DATABASE_URL if set, else the local PostgreSQL of the CI machine. */
export const adminDatabaseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
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

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const secrets = () => ({
  APP_SECRET: randomBytes(32).toString('hex'),
  PAN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
});

export interface RunningServer {
  baseUrl: string;
  pid: number;
  dataDir: string;
  /** ms from spawn to the first 200 from /api/ready */
  readyMs: number;
  stop: () => Promise<void>;
}

/** Peak and current resident memory of a process, in MB (Linux /proc). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * V8 flags the server runs with, as the Dockerfile and `npm start` give them: on a machine with
 * plenty of memory V8 reserves 128 MB for the young generation, which alone put an idle server
 * at 250 MB RSS; 16 MB semi-spaces bring it to about 170 MB (issue 16). V8 also let the old
 * generation grow to four times what the last major collection kept (a 100,000-row upload
 * reached 215 MB of heap over ~55 MB live); 30% growth keeps that upload under 250 MB RSS
 * (ADR 036). Starting from 64 MB, a start needs no full collection on the way (ADR 030).
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=16',
  '--heap-growing-percent=30',
  '--initial-old-space-size=64',
];

/**
 * Starts dist/server.js (or `entry`, another build of it); dataDir is kept when given (warm
 * starts), else a new one is made.
 */
export async function startServer(
  env: Record<string, string>,
  options: { dataDir?: string; keepDataDir?: boolean; entry?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'cl-bench-')));
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, options.entry ?? serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...PRODUCTION_KEYS,
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-5_000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    children.delete(child);
    if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const status = await fetch(`${baseUrl}/api/ready`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) {
      return { baseUrl, pid: child.pid ?? 0, dataDir, readyMs: performance.now() - started, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`server did not become ready:\n${stderr}`);
}

export async function latestCode(dataDir: string, to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const text = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
    const line = text
      .trim()
      .split('\n')
      .reverse()
      .find((l) => l.includes(`"to":"${to}"`));
    const code = line ? /\b(\d{6})\b/.exec(line)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${to}`);
}

/** Signs a customer in by OTP; answers the Cookie header value and the CSRF token. */
async function signIn(
  server: RunningServer,
  phone: string,
): Promise<{ cookie: string; csrf: string; userId: number }> {
  const post = (url: string, body: unknown) =>
    fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/auth/otp/send', { channel: 'mobile', value: phone });
  if (sent.status !== 200) throw new Error(`otp send ${sent.status} ${await sent.text()}`);
  const verified = await post('/api/auth/otp/verify', {
    channel: 'mobile',
    value: phone,
    otp: await latestCode(server.dataDir, phone),
  });
  const body = (await verified.json()) as { data?: { userId?: number } };
  const jar = Object.fromEntries(
    verified.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
  const csrf = jar.cl_csrf ?? '';
  return {
    cookie: `cl_session=${jar.cl_session ?? ''}; cl_csrf=${csrf}`,
    csrf,
    userId: body.data?.userId ?? 0,
  };
}

/** The middle value (the upper of the two middle ones for an even count); NaN for none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at index 2 of the split.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time (ms) of each PostgreSQL backend connected to one database now, by pid: only the
 * backends serving the measured server, not every PostgreSQL process on a shared machine.
 */
export async function databaseBackendsCpuMs(databaseUrl: string): Promise<Map<number, number>> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: adminDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [name],
    );
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        cpu.set(pid, cpuMsOf(pid));
      } catch {
        // The backend ended while we read.
      }
    }
    return cpu;
  } finally {
    await client.end();
  }
}

/** CPU time of every PostgreSQL server process on this machine, in ms (the backends serve us). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      total += cpuMsOf(Number(entry));
    } catch {
      // The process ended while we read.
    }
  }
  return total;
}

/**
 * The browser benchmarks' reference: a static page with one heading ("Reference page") and no
 * script, served on loopback, measured in the same run as the product's pages.
 */
export async function startReferencePage(): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>ref</title><h1>Reference page</h1><p>Static text, no script.</p></html>';
  const server = createHttpServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  return {
    url: `http://127.0.0.1:${String(port)}/`,
    close: () => {
      server.close();
    },
  };
}

/**
 * A customer signed in whose personal-loan profile is complete (the server tests' salaried
 * customer in Bengaluru, with an email): who the offers benchmarks view offers as.
 */
export async function signInWithProfile(
  server: RunningServer,
  phone: string,
): Promise<Awaited<ReturnType<typeof signIn>>> {
  const customer = await signIn(server, phone);
  const saved = await fetch(`${server.baseUrl}/api/user/${String(customer.userId)}/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: customer.cookie, 'x-csrf-token': customer.csrf },
    body: JSON.stringify({ ...PERSONAL_PROFILE, email: 'bench@example.in' }),
  });
  if (saved.status !== 200) throw new Error(`profile ${String(saved.status)}: ${await saved.text()}`);
  return customer;
}
