import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { nextIp } from '../support/customer.ts';
import { hashPassword } from '../../src/modules/admin-auth/admin-auth.service.ts';
import { FREE_ATTEMPTS } from '../../src/modules/admin-auth/lockout.ts';
import { adminUsers } from '../../src/db/schema/index.ts';

// issue 12 findings 6 and 8: admin sign-in says nothing about which emails exist, and its
// lockout counts every failure even when they arrive at once. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function admin() {
  counter += 1;
  const email = `lock${counter}@credilink.in`;
  const [row] = await t.database.db
    .insert(adminUsers)
    .values({
      email,
      username: `Lock ${counter}`,
      role: 1,
      passwordHash: await hashPassword('right password 123'),
    })
    .returning();
  if (!row) throw new Error('admin insert returned nothing');
  return { id: row.id, email };
}
const login = (email: string, password: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, remoteAddress: ip });
const answer = (res: Awaited<ReturnType<typeof login>>) => ({ status: res.statusCode, body: res.json() });

describe('admin sign-in enumeration', () => {
  it('answers an unknown email exactly as a wrong password', async () => {
    const { email } = await admin();
    expect(answer(await login('nobody@credilink.in', 'whatever password'))).toEqual(
      answer(await login(email, 'wrong password 123')),
    );
  });

  it('locks an unknown email after the same number of failures as a real account', async () => {
    const { email } = await admin();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i <= FREE_ATTEMPTS; i++) {
      known.push((await login(email, 'wrong password 123')).statusCode);
      unknown.push((await login('ghost@credilink.in', 'wrong password 123')).statusCode);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toBe(429);
    const [a, b] = [await login(email, 'x'), await login('ghost@credilink.in', 'x')];
    expect(a.json().message).toBe(b.json().message);
  });

  it('limits by email before any look-up, from any number of addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login('spray@credilink.in', `guess ${i}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('admin lockout under parallel attempts', () => {
  it('counts every one of N parallel wrong passwords and locks at the threshold', async () => {
    const { id, email } = await admin();
    const n = 8;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) => login(email, `wrong password ${i}`, `10.250.0.${i + 1}`)),
    );
    expect(answers.map((r) => r.statusCode).every((s) => s === 401 || s === 429)).toBe(true);
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    const counted = answers.filter((r) => r.statusCode === 401).length;
    expect(row?.failedAttempts).toBe(counted);
    expect(counted).toBe(n);
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    // Locked: even the right password is refused now.
    expect((await login(email, 'right password 123')).statusCode).toBe(429);
  });
});
