// Embedded start: time from `node apps/server/dist/server.js` to the first 200 from /api/ready on
// PGlite, first with an empty DATA_DIR (database created, migrated, seeded) and then warm (the
// same DATA_DIR again); then warm `npm start` as a person types it, whose build step finds nothing
// changed (ADR 030). The reference is a bare Fastify hello-world process started the same way.
// CPU is the process tree's user + system time, steadier than wall time on a shared machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMsOf, fmt, freePort, repoRoot, startServer } from './lib.ts';

/** Keys kept across the runs, as a deployment keeps them across restarts. */
const keys = {
  APP_SECRET: randomBytes(32).toString('hex'),
  PAN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

/**
 * CPU of every process in a process group, with the children each has already waited for (the
 * build check that ran before the server), in ms (/proc clock ticks of 10 ms).
 */
function treeCpuMs(group: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    } catch {
      // The process ended while we read.
    }
  }
  return ticks * 10;
}

/** Spawn to /api/ready 200 for `npm start`; answers the ms and whether the build step was skipped. */
async function npmStartMs(dataDir: string): Promise<Start & { skipped: boolean }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    // Its own process group: npm, its shell and the server are stopped together.
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LENDER_SANDBOX: 'false',
      RUN_WORKERS: 'false',
      ...keys,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
    // npm may exit before the server it started has closed its data directory: the next start
    // (or the removal of the directory) waits until every process of the group is gone.
    if (child.pid !== undefined) await groupGone(child.pid);
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/api/ready`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) {
      const ms = performance.now() - started;
      const cpuMs = treeCpuMs(child.pid ?? 0);
      await stop();
      return { ms, cpuMs, skipped: /not rebuilt: web, server/.test(output) };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`npm start did not become ready:\n${output.slice(-3_000)}`);
}

/**
 * Resolves once no process of the group is left: the group is killed after 20 s, and after 25 s
 * this goes on anyway (a process that has exited but was not reaped still answers).
 */
async function groupGone(groupId: number): Promise<void> {
  const killAt = Date.now() + 20_000;
  const giveUpAt = killAt + 5_000;
  while (Date.now() < giveUpAt) {
    try {
      process.kill(-groupId, Date.now() < killAt ? 0 : 'SIGKILL');
    } catch {
      return; // ESRCH: the group is empty
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Start {
  ms: number;
  cpuMs: number;
}

async function helloStart(): Promise<Start> {
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
  const cpuMs = cpuMsOf(child.pid ?? 0);
  child.kill('SIGTERM');
  return { ms, cpuMs };
}

async function distStart(dataDir: string): Promise<Start> {
  const server = await startServer(
    { LENDER_SANDBOX: 'false', RUN_WORKERS: 'false', ...keys },
    {
      dataDir,
      keepDataDir: true,
    },
  );
  const cpuMs = cpuMsOf(server.pid);
  await server.stop();
  return { ms: server.readyMs, cpuMs };
}

async function medianOf3(run: () => Promise<Start>): Promise<Start> {
  const runs: Start[] = [];
  for (let i = 0; i < 3; i++) runs.push(await run());
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
  return { ms: middle(runs.map((r) => r.ms)), cpuMs: middle(runs.map((r) => r.cpuMs)) };
}

function line(label: string, start: Start, reference?: Start): void {
  const ratio = reference ? `${(start.ms / reference.ms).toFixed(1)}x` : 'reference';
  console.log(
    `  ${label.padEnd(46)} ${fmt(start.ms).padStart(6)} ms ${fmt(start.cpuMs).padStart(6)} ms CPU | ${ratio}`,
  );
}

console.log('Embedded start (PGlite), spawn to /api/ready 200 (wall, and CPU of the processes)');
const reference = await helloStart();
line('bare Fastify hello-world process', reference);
const dataDir = await mkdtemp(path.join(tmpdir(), 'cl-bench-start-'));
try {
  line('dist/server.js, empty DATA_DIR', await distStart(dataDir), reference);
  line('dist/server.js, warm (median of 3)', await medianOf3(() => distStart(dataDir)), reference);
  const npmRuns: boolean[] = [];
  const npm = await medianOf3(async () => {
    const run = await npmStartMs(dataDir);
    npmRuns.push(run.skipped);
    return run;
  });
  const skipped = npmRuns.every(Boolean) ? 'build skipped' : 'BUILT (inputs changed?)';
  line(`npm start, warm (median of 3), ${skipped}`, npm, reference);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
