import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { signInAdmin } from '../../../test/support/admin.ts';
import { auditLog, lenders } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t, 1);
});
afterAll(async () => {
  await t.close();
});

const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('lenders (spec 2, 4, 7)', () => {
  it('lists the 26 seeded lenders with every spec 3 column', async () => {
    const res = await admin.get('/api/get-lenders-data');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(26);
    const early = data.find((l: { slug: string }) => l.slug === 'earlysalary');
    expect(early).toMatchObject({
      min_age: 21,
      max_age: 55,
      min_income: 20000,
      min_loan: 8000,
      max_loan: 400000,
      salaried: 1,
      self_employed: 0,
    });
    expect(typeof early.apr_min).toBe('number');
  });

  it('creates a lender, updates fields one at a time and audits each change', async () => {
    const created = await admin.post('/api/create-lender', { name: 'Test Finance' });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Lender created successfully!');
    const id: number = created.json().data.lender_id;
    expect(created.json().data).toMatchObject({ slug: 'test-finance', lender_status: 0 });

    // Issue 15: a bare lender cannot be switched on (lender-readiness.ts); the refusal names why.
    const refused = await admin.post('/api/update-lender-data', {
      lender_id: id,
      property: 'lender_status',
      value: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'This lender cannot be switched on until the marked fields are filled',
      fields: { products: 'Choose at least one product this lender offers' },
    });

    const toggled = await admin.post('/api/update-lender-data', {
      lender_id: id,
      property: 'salaried',
      value: 1,
    });
    expect(toggled.json()).toMatchObject({
      message: 'Lender updated successfully!',
      data: { salaried: 1, lender_status: 0 },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'lender.update',
      entity: 'lender',
      entityId: String(id),
      actorType: 'admin',
      actorId: admin.adminId,
      before: { salaried: 0 },
      after: { salaried: 1 },
    });

    expect(
      (
        await admin.post('/api/update-lender-data', { lender_id: id, property: 'apr_min', value: 14.25 })
      ).json().data.apr_min,
    ).toBe(14.25);
    expect(
      (
        await admin.post('/api/update-lender-data', { lender_id: id, property: 'min_income', value: null })
      ).json().data.min_income,
    ).toBeNull();
    expect(
      (await admin.post('/api/update-lender-data', { lender_id: id, property: 'priority', value: 3 })).json()
        .data.priority,
    ).toBe(3);
  });

  it.each([
    [{ property: 'priority', value: -1 }, 'Must be a positive number'],
    [{ property: 'priority', value: 'abc' }, 'Only numbers are allowed'],
    [{ property: 'lender_status', value: 2 }, 'This value is not valid'],
    [{ property: 'apr_max', value: 120 }, 'Must be between 0 and 100'],
    [{ property: 'password_hash', value: 'x' }, null],
    [{ property: 'max_age', value: 18 }, 'The minimum cannot be above the maximum'],
  ])('refuses %o and changes nothing', async (update, message) => {
    const [before] = await t.database.db.select().from(lenders).where(eq(lenders.slug, 'cashe'));
    const res = await admin.post('/api/update-lender-data', { lender_id: before?.id, ...update });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    const [after] = await t.database.db.select().from(lenders).where(eq(lenders.slug, 'cashe'));
    expect(after).toEqual(before);
  });

  it('soft-deletes a lender: gone from the list, row kept', async () => {
    const id: number = (await admin.post('/api/create-lender', { name: 'Short Lived' })).json().data
      .lender_id;
    expect((await admin.post('/api/safe-delete-lender', { lender_id: id })).statusCode).toBe(200);
    expect((await admin.get(`/api/get-lender-data/${id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(lenders).where(eq(lenders.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('creates lender groups, refuses duplicates and unknown ids', async () => {
    const g = await admin.post('/api/lender-group/create', { name: 'Fintech NBFCs' });
    expect(g.json()).toMatchObject({
      message: 'Lender group created successfully!',
      lenderGroup: { name: 'Fintech NBFCs' },
    });
    expect((await admin.post('/api/lender-group/create', { name: 'Fintech NBFCs' })).statusCode).toBe(409);
    expect((await admin.post('/api/lender-group/create', { name: ' ' })).json().message).toBe(
      'Lender group name is required',
    );
    const groupId: number = g.json().lenderGroup.id;
    const lenderId: number = (await admin.get('/api/get-lenders-data')).json().data[0].lender_id;
    const set = await admin.post('/api/update-lender-data', {
      lender_id: lenderId,
      property: 'lender_group_ids',
      value: [groupId],
    });
    expect(set.json().data.lender_group_ids).toEqual([groupId]);
    expect(
      (
        await admin.post('/api/update-lender-data', {
          lender_id: lenderId,
          property: 'lender_group_ids',
          value: [99999],
        })
      ).statusCode,
    ).toBe(400);
    expect((await admin.get('/api/lender-group/get-all')).json().lenderGroups).toContainEqual({
      id: groupId,
      name: 'Fintech NBFCs',
    });
  });
});

describe('lender revenue (spec 3, 4, 5 Revenue form)', () => {
  const base = {
    revenue_type_id: 1,
    slab_disbursed_min: 0,
    slab_disbursed_max: 1000000,
    slab_number_min: null,
    slab_number_max: null,
    ats_min: null,
    ats_max: null,
    revenue_flat: null,
    revenue_percent: 1.5,
    status: 1,
  };

  it.each([
    [{ revenue_type_id: null }, 'Revenue type is required'],
    [{ revenue_flat: -5 }, 'Must be a positive number'],
    [{ revenue_percent: 100.5 }, 'Must be between 0 and 100'],
    [{ revenue_percent: 1.2345 }, 'Must be between 0 and 100'],
    [{ slab_disbursed_max: 0 }, 'Max must be greater than Min'],
    [{ slab_number_min: 5, slab_number_max: 5 }, 'Max must be greater than Min'],
    [{ ats_min: 100, ats_max: 50 }, 'Max must be greater than Min'],
    [{ revenue_flat: 0, revenue_percent: 0 }, 'Either Revenue Flat or Revenue Percentage is required'],
  ])('refuses %o with the spec message', async (change, message) => {
    const lenderId: number = (await admin.get('/api/get-lenders-data')).json().data[1].lender_id;
    const res = await admin.post('/api/lender-revenue/create', { lender_id: lenderId, ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('adds, edits, reorders and deletes entries', async () => {
    const lenderId: number = (await admin.get('/api/get-lenders-data')).json().data[2].lender_id;
    const list = async () =>
      (await admin.get(`/api/lender-revenue/get/${lenderId}`))
        .json()
        .lenderRevenue.map((r: { id: number }) => r.id);
    // Issue 15: every lender starts with the two sample slabs of the seed.
    const seeded = await list();
    expect(seeded).toHaveLength(2);
    const a = await admin.post('/api/lender-revenue/create', { lender_id: lenderId, ...base });
    expect(a.json()).toMatchObject({ success: true, message: 'Revenue added successfully' });
    const b = await admin.post('/api/lender-revenue/create', {
      lender_id: lenderId,
      ...base,
      revenue_percent: null,
      revenue_flat: 500,
    });
    const [idA, idB]: number[] = [a.json().lenderRevenueItem.id, b.json().lenderRevenueItem.id];
    expect(await list()).toEqual([...seeded, idA, idB]);

    const edit = await admin.post('/api/lender-revenue/update', {
      lender_id: lenderId,
      id: idA,
      ...base,
      status: 0,
    });
    expect(edit.json().message).toBe('Revenue updated successfully');

    expect(
      (
        await admin.post('/api/lender-revenue/set-order', {
          lender_id: lenderId,
          lender_revenue_ids: [idB, idA, ...seeded],
        })
      ).json().message,
    ).toBe('Revenue order updated');
    expect(await list()).toEqual([idB, idA, ...seeded]);
    expect(
      (await admin.post('/api/lender-revenue/set-order', { lender_id: lenderId, lender_revenue_ids: [idB] }))
        .statusCode,
    ).toBe(400);
    expect(await list()).toEqual([idB, idA, ...seeded]);

    expect((await admin.post(`/api/lender-revenue/delete/${idB}`)).json().message).toBe(
      'Revenue entry deleted successfully',
    );
    expect(await list()).toEqual([idA, ...seeded]);
    expect((await admin.post(`/api/lender-revenue/delete/${idB}`)).statusCode).toBe(404);
  });

  it('answers the revenue types', async () => {
    const res = await admin.get('/api/lender-revenue/get-types');
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([1, 2, 3]);
  });
});

describe('admin sign-in', () => {
  it('locks an account after five wrong passwords, with the same message for unknown emails', async () => {
    const victim = await signInAdmin(t, 2);
    const attempt = (password: string, email = victim.email) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
    const unknown = await attempt('whatever', 'nobody@credilink.in');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Email or password is incorrect');
    for (let i = 0; i < 5; i++)
      expect((await attempt('wrong password')).json().message).toBe('Email or password is incorrect');
    const locked = await attempt(victim.password);
    expect(locked.statusCode).toBe(429);
    // issue 12: a lock answers like every other limit, so it does not reveal that the account exists.
    expect(locked.json().message).toBe('Too many sign-in attempts. Please try again later');
  });

  it('keeps the password hash out of answers and logs', async () => {
    const a = await signInAdmin(t, 1);
    const res = await a.get('/api/admin/users');
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(a.password);
    expect(t.logs()).not.toContain(a.password);
  });
});
