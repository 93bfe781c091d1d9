import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signIn } from '../../../test/support/customer.ts';
import { startSandbox } from '../../../test/support/sandbox.ts';
import { PERSONAL_PROFILE } from '../../../test/support/profiles.ts';
import {
  applications,
  dedupeLog,
  lenderApiFailures,
  lenderSubmissions,
  offerImpressions,
} from '../../db/schema/index.ts';
import { runSubmissionPass, type WorkerSettings } from './submission-worker.ts';

let t: TestApp;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let settings: WorkerSettings;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
  sandbox = await startSandbox();
  settings = { baseUrl: sandbox.baseUrl, maxTimeoutMs: 500, maxAttempts: 5, baseDelayMs: 10, batchSize: 10 };
});
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

let phone = 9600000000;
async function customerWithProfile(email: string) {
  phone += 1;
  const s = await signIn(t, String(phone));
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/user/${s.userId}/profile`,
    payload: { ...PERSONAL_PROFILE, email },
    headers,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const offers = async () =>
    (await t.app.inject({ url: '/api/offers?product=personal', headers })).json().data;
  const apply = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/applications', payload, headers });
  return { ...s, headers, offers, apply };
}

type OfferView = {
  lenderId: number;
  slug: string;
  aprMin: number | null;
  handoff: string;
  kfsVersion: string;
  amount: number;
};
const applyBody = (o: OfferView, key: string) => ({
  lender_id: o.lenderId,
  product: 'personal',
  amount: o.amount,
  tenure_months: 12,
  kfs_version: o.kfsVersion,
  idempotency_key: key,
});

describe('offers (RBI DLD: every matching offer, ranked by the published method)', () => {
  it('lists matching offers by lowest APR, unmatched lenders by name, and records what was shown', async () => {
    const c = await customerWithProfile('offers@example.in');
    const data = await c.offers();
    expect(data.methodVersion).toBe('2026-11-v2');
    const offers: OfferView[] = data.offers;
    expect(offers.length).toBeGreaterThan(3);
    const aprs = offers.map((o) => o.aprMin ?? Infinity);
    expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
    expect(offers.every((o) => o.amount === 200000)).toBe(true);
    expect(data.unmatched.length).toBeGreaterThan(0);
    expect(data.unmatched[0].reasons.length).toBeGreaterThan(0);
    const [impression] = await t.database.db
      .select()
      .from(offerImpressions)
      .where(eq(offerImpressions.userId, c.userId));
    expect(impression).toMatchObject({ product: 'personal', methodVersion: '2026-11-v2' });
    expect((impression?.shown as unknown[]).length).toBe(offers.length);
  });

  it('gives a KFS with every RBI field', async () => {
    const { headers } = await customerWithProfile('kfs@example.com');
    const res = await t.app.inject({ url: '/api/kfs/earlysalary?amount=100000&months=12', headers });
    expect(res.statusCode).toBe(200);
    const kfs = res.json().data;
    for (const key of [
      'loanAmount',
      'totalInterest',
      'upfrontCharges',
      'netDisbursed',
      'apr',
      'months',
      'instalments',
      'emi',
      'penalCharges',
      'coolingOffDays',
      'grievance',
    ]) {
      expect(kfs).toHaveProperty(key);
    }
    expect(kfs.netDisbursed).toBeLessThan(100000);
    expect(kfs.apr).toBeGreaterThan(kfs.ratePercent);
    expect((await t.app.inject({ url: '/api/kfs/nope?amount=100000', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/kfs/earlysalary?amount=5', headers })).statusCode).toBe(400);
  });
});

describe('applying', () => {
  it('hands a redirect lender the UTM link and an API lender the outbox, idempotently', async () => {
    const c = await customerWithProfile('apply@example.in');
    const offers: OfferView[] = (await c.offers()).offers;
    const redirect = offers.find((o) => o.handoff === 'redirect');
    const api = offers.find((o) => o.handoff === 'api');
    if (!redirect || !api) throw new Error('sample data should give both kinds of offer');

    const r1 = await c.apply(applyBody(redirect, 'key-redirect-1'));
    expect(r1.statusCode).toBe(200);
    // Not with the lender until the customer follows the link (issue 13; continue.test.ts).
    expect(r1.json()).toMatchObject({
      created: true,
      data: { status: 'created', handoff: 'redirect', customerStatus: 'continue_at_lender' },
    });
    expect(r1.json().data.redirectUrl).toMatch(
      /utm_source=credilink.*utm_medium=marketplace.*utm_campaign=personal.*ref=/,
    );

    const a1 = await c.apply(applyBody(api, 'key-api-1'));
    const again = await c.apply(applyBody(api, 'key-api-1'));
    expect(a1.json().data.status).toBe('created');
    expect(again.json()).toMatchObject({ created: false, data: { publicId: a1.json().data.publicId } });
    const rows = await t.database.db.select().from(applications).where(eq(applications.userId, c.userId));
    expect(rows).toHaveLength(2);

    const dup = await c.apply(applyBody(api, 'key-api-2'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(
      /^You already applied to .+ on .+\. You can apply to them again after .+$/,
    );
    expect(await t.database.db.select().from(dedupeLog).where(eq(dedupeLog.userId, c.userId))).toHaveLength(
      1,
    );

    expect(await runSubmissionPass(t.database.db, settings, log)).toBeGreaterThanOrEqual(1);
    const status = await t.app.inject({ url: '/api/applications', headers: c.headers });
    const mine = status.json().data.find((a: { publicId: string }) => a.publicId === a1.json().data.publicId);
    expect(mine.status).toBe('submitted');
    expect(mine.lenderReference).toMatch(/^SBX-/);
    expect(mine.timeline.map((e: { status: string }) => e.status)).toEqual(['created', 'submitted']);
  });

  it('applies to the same lender again when the de-dupe window is 0 days (de-dupe off)', async () => {
    const c = await customerWithProfile('nodedupe@example.in');
    const [first] = (await c.offers()).offers as OfferView[];
    if (!first) throw new Error('no offer');
    const window = t.app.env.DEDUPE_WINDOW_DAYS;
    t.app.env.DEDUPE_WINDOW_DAYS = 0;
    try {
      const one = await c.apply(applyBody(first, 'nodedupe-1'));
      expect(one.statusCode).toBe(200);
      // As if a concurrent request had committed it a moment after this one read the clock.
      await t.database.db
        .update(applications)
        .set({ createdAt: new Date(Date.now() + 60_000) })
        .where(eq(applications.publicId, one.json().data.publicId));
      expect((await c.apply(applyBody(first, 'nodedupe-2'))).statusCode).toBe(200);
    } finally {
      t.app.env.DEDUPE_WINDOW_DAYS = window;
    }
    expect(await t.database.db.select().from(dedupeLog).where(eq(dedupeLog.userId, c.userId))).toHaveLength(
      0,
    );
  });

  it('refuses stale KFS versions and lenders the customer does not match, creating nothing', async () => {
    const c = await customerWithProfile('refuse@example.in');
    const [first] = (await c.offers()).offers as OfferView[];
    if (!first) throw new Error('no offer');
    const stale = await c.apply({ ...applyBody(first, 'stale-key-1'), kfs_version: 'kfs-000000000000' });
    expect(stale.statusCode).toBe(409);
    const unmatched = (await c.offers()).unmatched[0];
    const wrong = await c.apply({ ...applyBody(first, 'wrong-key-1'), lender_id: unmatched.lenderId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Please select a offer from offer screen');
    expect(
      await t.database.db.select().from(applications).where(eq(applications.userId, c.userId)),
    ).toHaveLength(0);
  });
});

describe('lender submission worker', () => {
  it('retries a failing lender and the lender sees exactly one application; failures are recorded', async () => {
    const c = await customerWithProfile('retry@example.in');
    const api = ((await c.offers()).offers as OfferView[]).find((o) => o.handoff === 'api');
    if (!api) throw new Error('no api offer');
    const created = (await c.apply(applyBody(api, 'retry-key-1'))).json().data;
    const [app] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.publicId, created.publicId));
    sandbox.state.failNext = 3;
    const before = sandbox.state.created.size;
    for (let i = 0; i < 4; i++) {
      await t.database.db
        .update(lenderSubmissions)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(lenderSubmissions.applicationId, app!.id));
      await runSubmissionPass(t.database.db, settings, log);
    }
    expect(sandbox.state.created.size).toBe(before + 1);
    expect(sandbox.state.calls.filter((call) => call.reference === created.publicId)).toHaveLength(4);
    const failures = await t.database.db
      .select()
      .from(lenderApiFailures)
      .where(eq(lenderApiFailures.applicationId, app!.id));
    expect(failures.map((f) => f.statusCode)).toEqual([500, 500, 500]);
    const [sub] = await t.database.db
      .select()
      .from(lenderSubmissions)
      .where(eq(lenderSubmissions.applicationId, app!.id));
    expect(sub).toMatchObject({ status: 'sent', attempts: 4 });
  });

  it('survives a worker that dies after claiming: the lease ends, the next pass sends once', async () => {
    const c = await customerWithProfile('crash@example.in');
    const api = ((await c.offers()).offers as OfferView[]).find((o) => o.handoff === 'api');
    const created = (await c.apply(applyBody(api!, 'crash-key-1'))).json().data;
    const [app] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.publicId, created.publicId));
    // A worker claimed it (lease set, attempt counted) and died before sending.
    await t.database.db
      .update(lenderSubmissions)
      .set({ lockedUntil: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(lenderSubmissions.applicationId, app!.id));
    expect(await runSubmissionPass(t.database.db, settings, log)).toBe(0);
    await t.database.db
      .update(lenderSubmissions)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(lenderSubmissions.applicationId, app!.id));
    await runSubmissionPass(t.database.db, settings, log);
    expect(sandbox.state.calls.filter((call) => call.reference === created.publicId)).toHaveLength(1);
  });

  it('records a decline with the lender reason, and a timed-out call is retried under the same key', async () => {
    const c = await customerWithProfile('decline@example.in');
    const api = ((await c.offers()).offers as OfferView[]).filter((o) => o.handoff === 'api');
    const slow = (await c.apply(applyBody(api[0]!, 'slow-key-1'))).json().data;
    sandbox.state.delayMs = 800;
    await runSubmissionPass(t.database.db, settings, log);
    sandbox.state.delayMs = 0;
    const [slowApp] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.publicId, slow.publicId));
    await t.database.db
      .update(lenderSubmissions)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(lenderSubmissions.applicationId, slowApp!.id));
    await runSubmissionPass(t.database.db, settings, log);
    const calls = sandbox.state.calls.filter((call) => call.reference === slow.publicId);
    expect(calls.length).toBe(2);
    expect(new Set(calls.map((call) => call.idempotencyKey)).size).toBe(1);

    sandbox.state.mode = 'decline';
    const declined = (await c.apply(applyBody(api[1]!, 'decline-1'))).json().data;
    await runSubmissionPass(t.database.db, settings, log);
    sandbox.state.mode = 'accept';
    const list = (await t.app.inject({ url: '/api/applications', headers: c.headers })).json().data;
    const row = list.find((a: { publicId: string }) => a.publicId === declined.publicId);
    expect(row).toMatchObject({
      status: 'rejected',
      reason: 'Your credit profile does not meet our current policy',
    });
  });
});

describe('refusals in the customer language', () => {
  it('answers the de-dupe refusal in Hindi when the interface is Hindi', async () => {
    const c = await customerWithProfile('hindi@example.in');
    const [first] = (await c.offers()).offers as OfferView[];
    await c.apply(applyBody(first!, 'hindi-key-1'));
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: applyBody(first!, 'hindi-key-2'),
      headers: { ...c.headers, 'accept-language': 'hi-IN' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/पहले ही आवेदन किया है/);
  });
});
