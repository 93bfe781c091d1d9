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
import { apiOffers, applyBody, call, customerWithProfile, field, signInThrough } from './support/http.ts';

// Issue 8: the app is stateless. Two real server processes on one PostgreSQL share sessions, OTP
// limits and the submission outbox; nothing lives in a process's memory that the other needs.

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let database: ScratchDatabase | undefined;
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
  // Set in beforeAll; `instances` holds whatever did start, for afterAll.
  let a!: Instance;
  let b!: Instance;
  const instances: Instance[] = [];

  beforeAll(async () => {
    if (!adminUrl) return;
    await ensureServerBuild();
    database = await createScratchDatabase(adminUrl);
    const lender = await startSandbox();
    sandbox = lender;
    const env = {
      ...sharedSecrets(),
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '5',
      OTP_RESEND_SECONDS: '0',
      OTP_SENDS_PER_DESTINATION_PER_HOUR: '3',
      TRUST_PROXY: 'true',
      RUN_WORKERS: 'true',
      WORKER_POLL_MS: '50',
      LENDER_API_BASE_URL: lender.baseUrl,
      LENDER_API_TIMEOUT_MS: '2000',
      SUBMISSION_RETRY_BASE_MS: '50',
    };
    // One after the other: starting together on an empty database is its own test below.
    a = await startInstance('a', env);
    instances.push(a);
    b = await startInstance('b', env);
    instances.push(b);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await sandbox?.close();
    await database?.drop();
  }, 60_000);

  // README: 'Migrations and the seed run at start under an advisory lock, so several instances may
  // start together' (compose starts both app containers at once on a new volume).
  it('starts two instances together on an empty database', async () => {
    if (!adminUrl) return;
    const fresh = await createScratchDatabase(adminUrl, 'cl_start');
    const env = { ...sharedSecrets(), DATABASE_URL: fresh.url, RUN_WORKERS: 'false' };
    const started = await Promise.allSettled([startInstance('c', env), startInstance('d', env)]);
    for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
    await fresh.drop();
    const failures = started.flatMap((r) =>
      r.status === 'rejected' ? [String(r.reason).slice(0, 300)] : [],
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('uses a session made on A through B, and a logout on B ends it on A', async () => {
    const credentials = await signInThrough(a, '9811100001', '10.8.0.1');
    const onB = await call(b.baseUrl, 'GET', '/api/auth/session', { credentials });
    expect(onB.status).toBe(200);
    expect(field(onB.body, 'data', 'user', 'phoneNumber')).toBe('9811100001');

    const out = await call(b.baseUrl, 'POST', '/api/logout', { credentials });
    expect(out.status).toBe(200);
    const onA = await call(a.baseUrl, 'GET', '/api/auth/session', { credentials });
    expect(onA.status).toBe(401);
    expect(field(onA.body, 'success')).toBe(false);
  });

  it('counts the OTP send limit across both instances', async () => {
    const send = (instance: Instance) =>
      call(instance.baseUrl, 'POST', '/api/auth/otp/send', {
        body: { channel: 'mobile', value: '9811100002' },
        headers: { 'x-forwarded-for': '10.8.0.2' },
      });
    const statuses = [];
    for (const instance of [a, b, a, b]) statuses.push((await send(instance)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The fourth answer is a clear message, not a bare status.
    const again = await send(a);
    expect(again.status).toBe(429);
    expect(String(field(again.body, 'message'))).not.toBe('');
  });

  it('sends each application to the lender exactly once with both workers running', async () => {
    const customer = await customerWithProfile(a, '9811100003', 'two-instances@example.in');
    const offers = await apiOffers(a, customer.credentials);
    expect(offers.length).toBeGreaterThanOrEqual(3);
    // Apply through both instances at once; each lender gets one application.
    const applied = await Promise.all(
      offers.map((offer, i) =>
        call(i % 2 === 0 ? a.baseUrl : b.baseUrl, 'POST', '/api/applications', {
          body: applyBody(offer, `two-inst-${offer.slug}`),
          credentials: customer.credentials,
        }),
      ),
    );
    expect(applied.map((r) => r.status)).toEqual(offers.map(() => 200));
    const references = applied.map((r) => String(field(r.body, 'data', 'publicId')));

    if (!database || !sandbox) throw new Error('not started');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const deadline = Date.now() + 20_000;
      let pending = references.length;
      while (pending > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const result = await client.query<{ n: string }>(
          "select count(*) as n from lender_submissions where status <> 'sent'",
        );
        pending = Number(result.rows[0]?.n ?? 0);
      }
      expect(pending).toBe(0);
    } finally {
      await client.end();
    }
    const state = sandbox.state;
    for (const reference of references) {
      const calls = state.calls.filter((c) => c.reference === reference);
      expect(calls, reference).toHaveLength(1);
    }
    expect(state.created.size).toBe(references.length);
    expect(a.alive() && b.alive()).toBe(true);
  });
});
