import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startSandbox } from '../support/sandbox.ts';
import {
  createScratchDatabase,
  ensureServerBuild,
  sharedSecrets,
  startInstance,
  type Instance,
  type ScratchDatabase,
} from './support/cluster.ts';
import { apiOffers, applyBody, call, customerWithProfile, field, type ApiOffer } from './support/http.ts';
import type { Credentials } from './support/http.ts';

// Issue 8 faults (fast variant): the lender API first times out, then fails with 500s, while two
// instances take applications and both workers send them. Every submission is retried under its
// one idempotency key until it goes through; the lender creates each application once; every
// failed call is a row of the lender API failure report.

const adminUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FAIL_NEXT = 25;

describe.skipIf(!adminUrl)('lender API failing and timing out under load (needs TEST_DATABASE_URL)', () => {
  let database: ScratchDatabase | undefined;
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
  let instances: Instance[] = [];

  beforeAll(async () => {
    if (!adminUrl) return;
    await ensureServerBuild();
    const scratch = await createScratchDatabase(adminUrl);
    database = scratch;
    const lender = await startSandbox();
    sandbox = lender;
    const env = {
      ...sharedSecrets(),
      DATABASE_URL: scratch.url,
      DATABASE_POOL_SIZE: '6',
      DEDUPE_WINDOW_DAYS: '0',
      TRUST_PROXY: 'true',
      RUN_WORKERS: 'true',
      WORKER_POLL_MS: '50',
      LENDER_API_BASE_URL: lender.baseUrl,
      LENDER_API_TIMEOUT_MS: '300',
      SUBMISSION_RETRY_BASE_MS: '50',
      SUBMISSION_MAX_ATTEMPTS: '12',
    };
    const first = await startInstance('a', env);
    instances = [first, await startInstance('b', env)];
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await sandbox?.close();
    await database?.drop();
  }, 60_000);

  it('retries every submission under its key, sends each once and reports every failure', async () => {
    const [a, b] = instances;
    if (!a || !b || !database || !sandbox) throw new Error('not started');
    const state = sandbox.state;
    const customers: { credentials: Credentials; offers: ApiOffer[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const via = i % 2 === 0 ? a : b;
      const c = await customerWithProfile(
        via,
        `98222000${String(i).padStart(2, '0')}`,
        `faults${i}@example.in`,
      );
      customers.push({ credentials: c.credentials, offers: await apiOffers(via, c.credentials) });
    }

    // Phase 1: the lender answers after 500 ms, past our 300 ms timeout.
    state.delayMs = 500;
    const jobs = customers.flatMap((c, ci) =>
      [0, 1].flatMap((round) =>
        c.offers.map((offer) => ({ c, key: `fault-${ci}-${round}-${offer.slug}`, offer })),
      ),
    );
    const accepted = new Map<string, string>();
    let next = 0;
    // Eight clients at a time, alternating instances; every request is sent twice (a client retry
    // on the other instance) and must answer the same application.
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (next < jobs.length) {
          const job = jobs[next++];
          if (!job) break;
          const [first, second] = worker % 2 === 0 ? [a, b] : [b, a];
          const body = applyBody(job.offer, job.key);
          const one = await call(first.baseUrl, 'POST', '/api/applications', {
            body,
            credentials: job.c.credentials,
          });
          const two = await call(second.baseUrl, 'POST', '/api/applications', {
            body,
            credentials: job.c.credentials,
          });
          expect([one.status, two.status], job.key).toEqual([200, 200]);
          expect(field(two.body, 'data', 'publicId')).toBe(field(one.body, 'data', 'publicId'));
          accepted.set(job.key, String(field(one.body, 'data', 'publicId')));
        }
      }),
    );
    expect(accepted.size).toBe(jobs.length);
    expect(jobs.length).toBeGreaterThanOrEqual(40);

    // Phase 2: answers are quick again but the next 25 calls fail with 500. Switched in one step:
    // in phase 1 no call can succeed (500 ms delay, 300 ms timeout), so every job still needs a
    // retry and the 500s are certainly served.
    state.failNext = FAIL_NEXT;
    state.delayMs = 0;

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const deadline = Date.now() + 60_000;
      let open = jobs.length;
      while (open > 0 && Date.now() < deadline) {
        await sleep(250);
        const result = await client.query<{ n: string }>(
          "select count(*) as n from lender_submissions where status not in ('sent', 'failed')",
        );
        open = Number(result.rows[0]?.n ?? 0);
      }
      expect(open).toBe(0);

      const subs = await client.query<{ status: string; attempts: number; reference: string; key: string }>(
        `select s.status, s.attempts, a.public_id as reference, s.idempotency_key as key
           from lender_submissions s join applications a on a.id = s.application_id`,
      );
      const failures = await client.query<{ status_code: number | null; error: string }>(
        'select status_code, error from lender_api_failures',
      );
      const apps = await client.query<{ n: string }>(
        "select count(*) as n from applications where status = 'submitted'",
      );

      expect(subs.rows.filter((s) => s.status !== 'sent')).toEqual([]);
      expect(Number(apps.rows[0]?.n)).toBe(jobs.length);
      // The lender: one application per reference, always under the same key.
      expect(state.created.size).toBe(jobs.length);
      for (const sub of subs.rows) {
        const calls = state.calls.filter((c) => c.reference === sub.reference);
        expect(new Set(calls.map((c) => c.idempotencyKey)), sub.reference).toEqual(new Set([sub.key]));
        expect(calls, sub.reference).toHaveLength(sub.attempts);
      }
      // Every attempt was one call; every call that did not end in 'sent' is in the report.
      const attempts = subs.rows.reduce((sum, s) => sum + s.attempts, 0);
      expect(state.calls).toHaveLength(attempts);
      expect(failures.rows).toHaveLength(attempts - subs.rows.length);
      // The sandbox served every one of its 500s. Whether a worker saw a 500 or had already given
      // up (a time-out) depends on machine load, so only the total is exact: each failure is one
      // or the other, and none is lost.
      expect(state.failNext).toBe(0);
      const served500 = failures.rows.filter((f) => f.status_code === 500);
      const timeouts = failures.rows.filter((f) => f.status_code === null);
      expect(served500.length).toBeLessThanOrEqual(FAIL_NEXT);
      expect(served500.length + timeouts.length).toBe(failures.rows.length);
      expect(timeouts.length).toBeGreaterThan(0);
      expect(timeouts.every((f) => /no answer within/.test(f.error))).toBe(true);
    } finally {
      await client.end();
    }
    expect(a.alive() && b.alive()).toBe(true);
  }, 120_000);
});
