import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startSandbox } from '../support/sandbox.ts';
import {
  createScratchDatabase,
  ensureServerBuild,
  sharedSecrets,
  startInstance,
  waitForReady,
  type Instance,
  type ScratchDatabase,
} from './support/cluster.ts';
import { apiOffers, applyBody, call, customerWithProfile, field, type ApiOffer } from './support/http.ts';
import type { Credentials } from './support/http.ts';

// Issue 8 fault (fast variant): PostgreSQL restarts in the middle of a short load. The server
// process stays up, answers 5xx (never a crash, never a hang) while the database is away, is ready
// again within seconds, and every application accepted before or after is stored exactly once:
// a request that failed is retried with its idempotency key and answers the same application.
//
// It restarts the PostgreSQL cluster behind TEST_DATABASE_URL, so it runs alone, after the other
// suites: `npm run test:scale` (part of `npm test`).

const adminUrl = process.env.TEST_DATABASE_URL;
const LOAD_MS = 11_000;
const RESTART_AT_MS = 2_500;
const READY_WITHIN_MS = 15_000;

function restartCommand(): string[] | null {
  const given = process.env.PG_RESTART_COMMAND;
  if (given) return ['sh', '-c', given];
  try {
    const [version] = readdirSync('/etc/postgresql');
    return version
      ? ['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'restart', '--mode=fast']
      : null;
  } catch {
    return null;
  }
}

const command = restartCommand();
const local = adminUrl ? ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(adminUrl).hostname) : false;

describe.skipIf(!adminUrl || !command || !local)(
  'PostgreSQL restarted under load (needs TEST_DATABASE_URL on this machine and pg_ctlcluster)',
  () => {
    let database: ScratchDatabase | undefined;
    let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
    let server: Instance | undefined;

    beforeAll(async () => {
      if (!adminUrl) return;
      await ensureServerBuild();
      const scratch = await createScratchDatabase(adminUrl, 'cl_fault');
      database = scratch;
      const lender = await startSandbox();
      sandbox = lender;
      server = await startInstance('restart', {
        ...sharedSecrets(),
        DATABASE_URL: scratch.url,
        DATABASE_POOL_SIZE: '8',
        DEDUPE_WINDOW_DAYS: '0',
        RUN_WORKERS: 'true',
        WORKER_POLL_MS: '100',
        LENDER_API_BASE_URL: lender.baseUrl,
        LENDER_API_TIMEOUT_MS: '1000',
        SUBMISSION_RETRY_BASE_MS: '100',
      });
    }, 180_000);

    afterAll(async () => {
      await server?.stop();
      await sandbox?.close();
      // The cluster may still be coming back: retry the drop for a while.
      for (let i = 0; i < 30; i++) {
        try {
          await database?.drop();
          break;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    }, 60_000);

    it('stays up, answers 5xx during the outage, recovers, and loses or doubles no application', async () => {
      if (!server || !command || !database) throw new Error('not started');
      const base = server.baseUrl;
      const customers: { credentials: Credentials; offers: ApiOffer[] }[] = [];
      for (let i = 0; i < 2; i++) {
        const c = await customerWithProfile(
          server,
          `98333000${String(i).padStart(2, '0')}`,
          `pgr${i}@example.in`,
        );
        customers.push({ credentials: c.credentials, offers: await apiOffers(server, c.credentials) });
      }

      const outcomes = new Map<string, { status: number; at: number; customer: number; offer: ApiOffer }>();
      const unexpected: string[] = [];
      const started = Date.now();
      let restart: { ms: number; endedAt: number; status: number | null; output: string } | undefined;
      const restarting = (async () => {
        await new Promise((resolve) => setTimeout(resolve, RESTART_AT_MS));
        const t0 = Date.now();
        const [bin = '', ...args] = command;
        const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
        restart = { ms: Date.now() - t0, endedAt: Date.now(), status, output };
      })();

      // Four clients in a bounded loop, going on while PostgreSQL is down.
      let n = 0;
      await Promise.all(
        [0, 1, 2, 3].map(async (worker) => {
          while (Date.now() - started < LOAD_MS) {
            n += 1;
            const ci = worker % customers.length;
            const customer = customers[ci];
            const offer = customer?.offers[n % customer.offers.length];
            if (!customer || !offer) throw new Error('no customer or offer');
            const key = `pg-restart-${worker}-${n}`;
            const answer = await call(base, 'POST', '/api/applications', {
              body: applyBody(offer, key),
              credentials: customer.credentials,
              timeoutMs: 20_000,
            }).catch((error: unknown) => ({ status: -1, body: String(error), cookies: {} }));
            outcomes.set(key, { status: answer.status, at: Date.now(), customer: ci, offer });
            if (answer.status !== 200 && answer.status < 500)
              unexpected.push(`${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
            if (answer.status >= 500 && field(answer.body, 'success') !== false)
              unexpected.push(`${key}: ${answer.status} without the error envelope`);
            if (answer.status >= 500) await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }),
      );
      await restarting;
      expect(restart?.status, restart?.output).toBe(0);

      // A crash shows what the process printed last (e.g. an unhandled 'error' event).
      expect(server.alive(), server.output().slice(-4_000)).toBe(true);
      const readyAfterMs = await waitForReady(base, READY_WITHIN_MS, server.alive);
      const failed = [...outcomes.entries()].filter(([, o]) => o.status !== 200);
      const endedAt = restart?.endedAt ?? Date.now();
      const firstOkAfter = Math.min(
        ...[...outcomes.values()]
          .filter((o) => o.status === 200 && o.at >= endedAt)
          .map((o) => o.at - endedAt),
      );
      console.info(
        `pg restart: ${outcomes.size} applications sent in ${LOAD_MS} ms, ${failed.length} answered 5xx ` +
          `while PostgreSQL restarted (${restart?.ms ?? 0} ms); first 200 ${firstOkAfter} ms after it was back; ` +
          `/api/ready 200 ${readyAfterMs} ms after the load`,
      );
      expect(firstOkAfter).toBeLessThan(READY_WITHIN_MS);
      expect(unexpected).toEqual([]);
      expect(server.alive()).toBe(true);
      expect(failed.length).toBeGreaterThan(0);
      expect(outcomes.size - failed.length).toBeGreaterThan(0);

      // A client retries what failed, with the same key: the first (maybe committed) one answers.
      for (const [key, o] of failed) {
        const customer = customers[o.customer];
        if (!customer) throw new Error('no customer');
        const again = await call(base, 'POST', '/api/applications', {
          body: applyBody(o.offer, key),
          credentials: customer.credentials,
        });
        expect(again.status, `${key}: ${JSON.stringify(again.body)}`).toBe(200);
      }

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const rows = await client.query<{ key: string; n: string }>(
          'select idempotency_key as key, count(*) as n from applications group by idempotency_key',
        );
        const stored = new Map(rows.rows.map((r) => [r.key, Number(r.n)]));
        expect([...stored.values()].filter((count) => count !== 1)).toEqual([]);
        expect([...stored.keys()].sort()).toEqual([...outcomes.keys()].sort());
        const orphans = await client.query<{ n: string }>(
          `select count(*) as n from applications a
            where a.handoff = 'api' and not exists (select 1 from lender_submissions s where s.application_id = a.id)`,
        );
        expect(Number(orphans.rows[0]?.n)).toBe(0);
      } finally {
        await client.end();
      }
      // The server still works end to end after the restart.
      const after = await call(base, 'GET', '/api/applications', { credentials: customers[0]?.credentials });
      expect(after.status).toBe(200);
    }, 120_000);
  },
);
