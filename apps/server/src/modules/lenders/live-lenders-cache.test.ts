import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { findLiveLenderBySlug, updateLenderColumns } from './lenders.repository.ts';
import { LIVE_LENDERS_TTL_MS } from './lender-read-cache.ts';
import { cachedLiveLenders } from './live-lenders-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('live lenders read cache (issue 16)', () => {
  it('answers the same read within the TTL, and reads again after a write or the TTL', async () => {
    const { db } = t.database;
    const now = Date.now();
    const first = await cachedLiveLenders(db, now);
    expect(first.length).toBeGreaterThan(20);
    expect(await cachedLiveLenders(db, now + 1_000)).toBe(first);

    const lender = await findLiveLenderBySlug(db, 'earlysalary');
    if (!lender) throw new Error('seeded lender missing');
    await updateLenderColumns(db, lender.id, { lenderStatus: lender.lenderStatus === 1 ? 0 : 1 });
    const afterWrite = await cachedLiveLenders(db, now + 1_000);
    expect(afterWrite).not.toBe(first);
    expect(afterWrite.find((l) => l.id === lender.id)?.lenderStatus).not.toBe(lender.lenderStatus);

    expect(await cachedLiveLenders(db, now + 2_000)).toBe(afterWrite);
    expect(await cachedLiveLenders(db, now + 1_000 + LIVE_LENDERS_TTL_MS)).not.toBe(afterWrite);
  });
});
