import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nodeBinary, repoRoot, serverEntry } from './paths.ts';

/** Production refuses to start without external keys (issue 12): one pair per run, stable across restarts. */
const PRODUCTION_KEYS = {
  APP_SECRET: randomBytes(32).toString('hex'),
  PAN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

export interface RunningServer {
  /** http://localhost:<port>: 'localhost' so that Secure cookies work over plain http. */
  baseUrl: string;
  port: number;
  /** The server's DATA_DIR: outbox.jsonl there holds the sign-in codes it sent. */
  dataDir: string;
  /** What the server printed, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
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

async function waitForReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server not ready within 60 s:\n${output()}`);
}

/**
 * Starts the built server (apps/server/dist/server.js) on a free port with a fresh data dir, the
 * lender sandbox on, and extra variables (e.g. ADMIN_EMAIL). E2E_WEB_DIST_DIR serves another build.
 * `name` marks its data dir (the fixtures pass the server group).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  name = 'e2e',
): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error(`No server build at ${serverEntry}: run npm run build`);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `cl-${name.replace(/\W+/g, '-')}-`));
  const child = spawn(nodeBinary, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ...PRODUCTION_KEYS,
      LENDER_SANDBOX: 'true',
      WORKER_POLL_MS: '200',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(port, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://localhost:${port}`, port, dataDir, output, stop };
}
