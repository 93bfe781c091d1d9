import type { AdminRole } from '@cl/contracts';
import { hashPassword } from '../../src/modules/admin-auth/admin-auth.service.ts';
import { adminUsers } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { cookieHeader, cookieValue } from './customer.ts';

let counter = 0;

/** Creates an admin with the role and signs in through the real route. */
export async function signInAdmin(t: TestApp, role: AdminRole) {
  counter += 1;
  const email = `admin${counter}-r${role}@credilink.in`;
  const password = `correct horse ${counter} battery`;
  await t.database.db
    .insert(adminUsers)
    .values({ email, username: `Admin ${counter}`, role, passwordHash: await hashPassword(password) });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  const body: { token: string; data: { adminId: number } } = res.json();
  const headers = { cookie: cookieHeader(res), 'x-csrf-token': cookieValue(res, 'cl_csrf') };
  return {
    email,
    password,
    adminId: body.data.adminId,
    token: body.token,
    headers,
    get: (url: string) => t.app.inject({ url, headers }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, payload: payload ?? {}, headers }),
  };
}
