import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { applications, sessions, userProductDetails, users } from './schema/index.ts';
import { executeNamed, preparedPer } from './prepared.ts';
import {
  findLiveSessionByHash,
  findLiveSessionWithCustomer,
  insertSession,
  revokeSessionByHash,
} from '../modules/auth/session.repository.ts';
import {
  CUSTOMER_FACTS,
  PRODUCT_FORM,
  findLiveUser,
  findLiveUserByDestination,
  insertUser,
  listProductDetails,
  loadCustomerSnapshot,
  updateUser,
  upsertProductDetails,
} from '../modules/users/users.repository.ts';
import { insertApplication, listForUser } from '../modules/applications/applications.repository.ts';

// Issue 16 (ADR 028): the offers path's statements are prepared once per handle. Each answers the
// rows the query built on every call answered before, for the same inputs, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL, where they are named statements.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function newCustomer(mobile: string) {
  return insertUser(db(), { mobilePhoneNumber: mobile, firstName: 'Asha', monthlyIncome: 85_000 });
}

const byProduct = <T extends { product: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.product.localeCompare(b.product));

/** The fields of `row` that `columns` names. */
function pick<T extends object>(row: T | undefined, columns: object): Partial<T> | undefined {
  if (!row) return undefined;
  return Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as keyof T]])) as Partial<T>;
}

describe('preparedPer', () => {
  it('builds once per handle and separately for another handle', () => {
    let built = 0;
    const per = preparedPer((handle: object) => ({ handle, n: (built += 1) }));
    const a = {};
    const b = {};
    expect(per(a)).toBe(per(a));
    expect(per(b).handle).toBe(b);
    expect(built).toBe(2);
  });
});

describe('executeNamed', () => {
  const rows = z.object({ rows: z.array(z.object({ n: z.number() })) });

  it('runs a statement by name with new values each time, inside a transaction too', async () => {
    const run = (handle: Parameters<typeof executeNamed>[0], n: number) =>
      executeNamed(handle, 'test_named_add', sql`select ${n}::int + 1 as n`);
    expect(rows.parse(await run(db(), 1)).rows).toEqual([{ n: 2 }]);
    expect(rows.parse(await run(db(), 41)).rows).toEqual([{ n: 42 }]);
    await db().transaction(async (tx) => {
      expect(rows.parse(await run(tx, 9)).rows).toEqual([{ n: 10 }]);
    });
  });

  it('refuses another text under a name already used, before sending it, and the name still works', async () => {
    expect(
      rows.parse(await executeNamed(db(), 'test_named_one_text', sql`select ${1}::int as n`)).rows,
    ).toEqual([{ n: 1 }]);
    await expect(executeNamed(db(), 'test_named_one_text', sql`select ${2}::int * 2 as n`)).rejects.toThrow(
      'statement "test_named_one_text" was run with another SQL text: give it its own name',
    );
    expect(
      rows.parse(await executeNamed(db(), 'test_named_one_text', sql`select ${3}::int as n`)).rows,
    ).toEqual([{ n: 3 }]);
  });
});

describe('prepared statements on the offers path answer what the built queries answered', () => {
  it('a live session by token hash, and none once revoked or for another hash', async () => {
    const user = await newCustomer('9000000001');
    const now = new Date('2026-11-20T10:00:00Z');
    const values = {
      tokenHash: 'a'.repeat(64),
      area: 'customer',
      subjectId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date('2026-11-21T10:00:00Z'),
    };
    await insertSession(db(), values);
    const [built] = await db()
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, values.tokenHash), isNull(sessions.revokedAt)))
      .limit(1);
    const prepared = await findLiveSessionByHash(db(), values.tokenHash);
    expect(prepared).toEqual(built);
    expect(prepared).toMatchObject({ subjectId: user.id, area: 'customer', expiresAt: values.expiresAt });
    expect(await findLiveSessionByHash(db(), 'b'.repeat(64))).toBeUndefined();
    await revokeSessionByHash(db(), values.tokenHash, now);
    expect(await findLiveSessionByHash(db(), values.tokenHash)).toBeUndefined();
  });

  it('the customer with every product form in one statement; no forms; an erased customer', async () => {
    const user = await newCustomer('9000000002');
    await upsertProductDetails(db(), user.id, 'personal', { employment_status_code: 1 }, 200_000);
    await upsertProductDetails(db(), user.id, 'business', { employment_status_code: 3 }, 500_000);
    const [builtUser] = await db()
      .select(CUSTOMER_FACTS)
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.erasedAt)))
      .limit(1);
    const builtDetails = await db()
      .select(PRODUCT_FORM)
      .from(userProductDetails)
      .where(eq(userProductDetails.userId, user.id));

    const snapshot = await loadCustomerSnapshot(db(), user.id);
    expect(snapshot.user).toEqual(builtUser);
    expect(snapshot.user).toMatchObject({ id: user.id, monthlyIncome: 85_000 });
    expect(byProduct(snapshot.details)).toEqual(byProduct(builtDetails));
    expect(byProduct(snapshot.details)).toEqual([
      { product: 'business', data: { employment_status_code: 3 }, desiredAmount: 500_000 },
      { product: 'personal', data: { employment_status_code: 1 }, desiredAmount: 200_000 },
    ]);
    // The whole record and the whole forms, as the built queries answer them.
    const [wholeUser] = await db()
      .select()
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.erasedAt)))
      .limit(1);
    const wholeDetails = await db()
      .select()
      .from(userProductDetails)
      .where(eq(userProductDetails.userId, user.id));
    expect(await findLiveUser(db(), user.id)).toEqual(wholeUser);
    expect(byProduct(await listProductDetails(db(), user.id))).toEqual(byProduct(wholeDetails));
    expect(wholeDetails).toHaveLength(2);

    const formless = await newCustomer('9000000003');
    expect(await loadCustomerSnapshot(db(), formless.id)).toEqual({
      user: pick(await findLiveUser(db(), formless.id), CUSTOMER_FACTS),
      details: [],
    });

    await updateUser(db(), user.id, { erasedAt: new Date() });
    expect(await loadCustomerSnapshot(db(), user.id)).toEqual({ user: undefined, details: [] });
    expect(await findLiveUser(db(), user.id)).toBeUndefined();
    expect(await loadCustomerSnapshot(db(), 987_654)).toEqual({ user: undefined, details: [] });
  });

  it('a session with its customer reads only what the journey gate and the offers need', async () => {
    const user = await insertUser(db(), {
      mobilePhoneNumber: '9000000007',
      email: 'seven@example.in',
      firstName: 'Ravi',
      address1: '12 MG Road',
      tinEncrypted: 'ciphertext-of-a-pan',
      monthlyIncome: 60_000,
      postalCode: '560001',
      plCompleted: 1,
    });
    await upsertProductDetails(db(), user.id, 'personal', { employment_status_code: 1 }, 300_000);
    const now = new Date('2026-11-20T10:00:00Z');
    const session = (tokenHash: string, area: string) => ({
      tokenHash,
      area,
      subjectId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date('2026-11-21T10:00:00Z'),
    });
    await insertSession(db(), session('c'.repeat(64), 'customer'));
    await insertSession(db(), session('d'.repeat(64), 'partner'));

    const found = await findLiveSessionWithCustomer(db(), 'c'.repeat(64));
    expect(found?.row).toEqual(await findLiveSessionByHash(db(), 'c'.repeat(64)));
    expect(found?.extra).toEqual(await loadCustomerSnapshot(db(), user.id));
    // DPDP data minimisation: no contact details, address or PAN ciphertext on an offers view.
    expect(Object.keys(found?.extra.user ?? {}).sort()).toEqual(Object.keys(CUSTOMER_FACTS).sort());
    expect(found?.extra.user).toMatchObject({
      id: user.id,
      monthlyIncome: 60_000,
      postalCode: '560001',
      plCompleted: 1,
    });
    expect(found?.extra.details).toEqual([
      { product: 'personal', data: { employment_status_code: 1 }, desiredAmount: 300_000 },
    ]);

    // Another area's session signs no customer in; an unknown or revoked one is no session.
    const partner = await findLiveSessionWithCustomer(db(), 'd'.repeat(64));
    expect(partner?.row.area).toBe('partner');
    expect(partner?.extra).toEqual({ user: undefined, details: [] });
    expect(await findLiveSessionWithCustomer(db(), 'e'.repeat(64))).toBeUndefined();
    await revokeSessionByHash(db(), 'c'.repeat(64), now);
    expect(await findLiveSessionWithCustomer(db(), 'c'.repeat(64))).toBeUndefined();
  });

  it('a live customer by mobile or email, as the built query found them', async () => {
    const user = await insertUser(db(), { mobilePhoneNumber: '9000000006', email: 'six@example.in' });
    const [built] = await db().select().from(users).where(eq(users.id, user.id)).limit(1);
    expect(await findLiveUserByDestination(db(), 'mobile', '9000000006')).toEqual(built);
    expect(await findLiveUserByDestination(db(), 'email', 'six@example.in')).toEqual(built);
    expect(await findLiveUserByDestination(db(), 'email', '9000000006')).toBeUndefined();
    await updateUser(db(), user.id, { erasedAt: new Date() });
    expect(await findLiveUserByDestination(db(), 'mobile', '9000000006')).toBeUndefined();
  });

  it("a customer's applications, newest first, as the built query ordered them", async () => {
    const user = await newCustomer('9000000004');
    for (const [i, lenderId] of [1, 2, 3].entries()) {
      await insertApplication(db(), {
        userId: user.id,
        lenderId,
        product: 'personal',
        amount: 100_000 + i,
        status: 'submitted',
        handoff: 'api',
        idempotencyKey: `prepared-${String(user.id)}-${String(i)}`,
        offerSnapshot: { i },
        createdAt: new Date(Date.UTC(2026, 10, 20 + i)),
      });
    }
    const built = await db()
      .select()
      .from(applications)
      .where(eq(applications.userId, user.id))
      .orderBy(desc(applications.createdAt))
      .limit(100);
    const prepared = await listForUser(db(), user.id);
    expect(prepared).toEqual(built);
    expect(prepared.map((row) => row.amount)).toEqual([100_002, 100_001, 100_000]);
  });

  it('a transaction that failed after using a statement leaves it working, there and on new connections', async () => {
    const user = await newCustomer('9000000007');
    await upsertProductDetails(db(), user.id, 'home', { employment_status_code: 1 }, 900_000);
    const expected = await loadCustomerSnapshot(db(), user.id);
    await expect(
      db().transaction(async (tx) => {
        expect(await loadCustomerSnapshot(tx, user.id)).toEqual(expected);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    // A statement that fails on its own input, on the connection that prepared it.
    await expect(loadCustomerSnapshot(db(), 'x' as unknown as number)).rejects.toThrow();
    expect(await loadCustomerSnapshot(db(), user.id)).toEqual(expected);
    await db().transaction(async (tx) => {
      expect(await loadCustomerSnapshot(tx, user.id)).toEqual(expected);
    });
    // PostgreSQL restarted under the pool: every connection that had parsed the statement is gone
    // (on PGlite there is no other connection). The pool's new ones parse it again.
    const pids = z.object({ rows: z.array(z.object({ pid: z.number() })) });
    const backends = async () =>
      pids
        .parse(await db().execute(sql`select pid from pg_stat_activity where datname = current_database()`))
        .rows.map((r) => r.pid);
    const before = await backends();
    if (t.database.kind === 'postgres')
      await db()
        .execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database()`,
        )
        .catch(() => undefined);
    const again = await Promise.all(
      Array.from({ length: 4 }, () => loadCustomerSnapshot(db(), user.id).catch(() => 'lost')),
    );
    expect(again.filter((answer) => answer !== 'lost').length).toBeGreaterThan(0);
    // Every connection that had parsed it was replaced.
    if (t.database.kind === 'postgres')
      expect((await backends()).filter((pid) => before.includes(pid))).toEqual([]);
    for (let i = 0; i < 6; i++) expect(await loadCustomerSnapshot(db(), user.id)).toEqual(expected);
  });

  it('inside a transaction the statement is that transaction’s: it sees its own uncommitted rows, gone after a rollback', async () => {
    const user = await newCustomer('9000000005');
    await db()
      .transaction(async (tx) => {
        await upsertProductDetails(tx, user.id, 'gold', { employment_status_code: 1 }, 50_000);
        expect((await loadCustomerSnapshot(tx, user.id)).details.map((d) => d.product)).toEqual(['gold']);
        expect((await listProductDetails(tx, user.id)).map((d) => d.product)).toEqual(['gold']);
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await loadCustomerSnapshot(db(), user.id)).details).toEqual([]);
  });
});
