import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { customerWithApplications, rowsOf } from './support/applications.ts';
import { applications } from '../src/db/schema/index.ts';
import { applyStatusRows } from '../src/modules/uploads/apply-status-rows.ts';

// Issue 7 and ADR 036: a status upload plans each row from the application's state under its row
// lock. Another writer (a lender's callback, an admin) may change the same application while the
// upload runs: the upload must wait for it and plan from what it committed, never from what it read
// before, which would write over the change (a lost update, on the path whose disbursals feed the
// revenue ledger). ADR 028's fourth pass weighs reading without that lock; this test holds the rule.
// PostgreSQL only: PGlite has one connection and runs one statement at a time.

/** A promise and the function that settles it. */
function signal() {
  let give = () => {};
  const given = new Promise<void>((resolve) => {
    give = resolve;
  });
  return { given, give };
}

const waitingOnLocks = z.object({ rows: z.array(z.object({ waiting: z.coerce.number() })) });

describe.runIf(process.env.TEST_DATABASE_URL)(
  'a status upload beside a change to the same application',
  () => {
    let t: TestApp;
    let ids: string[] = [];
    beforeAll(async () => {
      t = await createTestApp();
      ({ ids } = await customerWithApplications(t, '9930000031', 'race@example.in', 2));
    });
    afterAll(async () => {
      await t.close();
    });

    /** Until a backend of this database waits on a lock (the upload, behind the other writer). */
    async function uploadIsWaiting(): Promise<void> {
      for (let tries = 0; tries < 200; tries += 1) {
        const answer = await t.database.db.execute(sql`
        select count(*) as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`);
        if ((waitingOnLocks.parse(answer).rows[0]?.waiting ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the upload never waited for the other writer');
    }

    /**
     * Another writer moves the application to approved and holds it; an upload row asks for
     * in_review (a step forward from what is stored); the writer then commits or rolls back.
     */
    async function uploadBesideAnotherWriter(id: string, outcome: 'commit' | 'rollback') {
      const mayEnd = signal();
      const written = signal();
      const other = t.database.db
        .transaction(async (tx) => {
          await tx
            .update(applications)
            .set({ status: 'approved', lenderReference: 'LN-OTHER' })
            .where(eq(applications.publicId, id));
          written.give();
          await mayEnd.given;
          if (outcome === 'rollback') tx.rollback();
        })
        .catch((error: unknown) => {
          if (outcome === 'commit') throw error;
        });
      await written.given;
      const upload = applyStatusRows(
        t.database.db,
        rowsOf([{ application_id: id, status: 'in_review', lender_reference: 'LN-UPLOAD' }]),
        'status_file',
      );
      await uploadIsWaiting();
      mayEnd.give();
      await other;
      const result = await upload;
      const [stored] = await t.database.db
        .select({ status: applications.status, lenderReference: applications.lenderReference })
        .from(applications)
        .where(eq(applications.publicId, id));
      return { result, stored };
    }

    it('waits for the other change and plans its row from what that change committed', async () => {
      const id = ids[0]!;
      const { result, stored } = await uploadBesideAnotherWriter(id, 'commit');
      expect(result.errors).toEqual([
        { row: 2, applicationId: id, message: 'An application cannot go back from approved to in_review' },
      ]);
      expect(result.updated).toBe(0);
      expect(stored).toEqual({ status: 'approved', lenderReference: 'LN-OTHER' });
    });

    it('applies its row to the state the other writer left when that writer rolls back', async () => {
      const id = ids[1]!;
      const { result, stored } = await uploadBesideAnotherWriter(id, 'rollback');
      expect(result.errors).toEqual([]);
      expect(result.updated).toBe(1);
      expect(stored).toEqual({ status: 'in_review', lenderReference: 'LN-UPLOAD' });
    });
  },
);
