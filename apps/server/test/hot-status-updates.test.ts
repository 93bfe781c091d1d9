import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applications, lenders } from '../src/db/schema/index.ts';
import { writeApplications } from '../src/modules/uploads/uploads.repository.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Issue 16 (docs/decisions/036, third pass): a status upload's UPDATE is a HOT update, one new row
// version on its page and no index entries, only while no index of applications names a column
// it changes (in its key, INCLUDE, expression or predicate) and its pages keep room. A new index
// on status would make every upload row write an entry in every index again; this fails first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

// What writeApplications sets. disbursed_on is written too, but changes only on a disbursal (its
// index holds the disbursed applications; HOT compares values, not the columns named).
const UPLOAD_WRITES = ['status', 'lender_reference', 'reason', 'disbursed_amount', 'updated_at'];

describe('status uploads as HOT updates', () => {
  it('no index of applications names a column a status upload changes, and pages keep a fifth free', async () => {
    const db = t.database.db;
    const indexes = z
      .object({ rows: z.array(z.object({ definition: z.string() })) })
      .parse(
        await db.execute(
          sql`select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'applications'::regclass`,
        ),
      ).rows;
    expect(indexes.length).toBeGreaterThan(5);
    for (const { definition } of indexes)
      for (const column of UPLOAD_WRITES) expect(definition).not.toMatch(new RegExp(`\\b${column}\\b`));
    const options = z
      .object({ rows: z.array(z.object({ options: z.array(z.string()).nullable() })) })
      .parse(
        await db.execute(
          sql`select reloptions as options from pg_class where oid = 'applications'::regclass`,
        ),
      ).rows[0]?.options;
    expect(options).toContain('fillfactor=80');
  });

  it("an upload's UPDATE of status is HOT", async () => {
    const db = t.database.db;
    const [lender] = await db.select({ id: lenders.id }).from(lenders).limit(1);
    const inserted = await db
      .insert(applications)
      .values(
        [0, 1, 2].map((i) => ({
          userId: 1,
          lenderId: lender!.id,
          product: 'personal',
          amount: 100_000,
          status: 'submitted',
          handoff: 'redirect',
          idempotencyKey: `hot-${String(i)}`,
          offerSnapshot: {},
        })),
      )
      .returning({ id: applications.id });
    const ids = inserted.map((r) => r.id);
    const hot = await db.transaction(async (tx) => {
      await writeApplications(
        tx,
        ids.map((id) => ({
          id,
          status: 'in_review',
          lenderReference: `LN-${String(id)}`,
          reason: null,
          disbursedAmount: null,
          disbursedOn: null,
        })),
      );
      // This transaction's own counts: exact, unlike the statistics shared between backends.
      return z
        .object({ rows: z.array(z.object({ n: z.coerce.number() })) })
        .parse(
          await tx.execute(sql`select pg_stat_get_xact_tuples_hot_updated('applications'::regclass) as n`),
        ).rows[0]?.n;
    });
    expect(hot).toBe(3);
    const statuses = await db
      .select({ status: applications.status })
      .from(applications)
      .where(inArray(applications.id, ids));
    expect(statuses.map((s) => s.status)).toEqual(['in_review', 'in_review', 'in_review']);
  });
});
