import type { AdminRole } from '@cl/contracts';
import type { TestApp } from '../../support/test-app.ts';
import { signIn } from '../../support/customer.ts';
import { signInAdmin } from '../../support/admin.ts';
import { signInPartner } from '../../support/partner.ts';
import { PERSONAL_PROFILE } from '../../support/profiles.ts';

// Everyone the authorisation matrix asks: nobody, two customers, two partners, admins of roles
// 1, 2 and 3. Each caller presents its cookies and CSRF token like the web app does.

export type CallerName =
  | 'nobody'
  | 'customer'
  | 'other customer'
  | 'partner'
  | 'other partner'
  | 'admin role 1'
  | 'admin role 2'
  | 'admin role 3';

export const CALLER_NAMES: CallerName[] = [
  'nobody',
  'customer',
  'other customer',
  'partner',
  'other partner',
  'admin role 1',
  'admin role 2',
  'admin role 3',
];

export interface Caller {
  name: CallerName;
  headers: Record<string, string>;
  /** The area whose session check tells whether the caller is still signed in. */
  check: string | null;
  /** The session token, for requests that present it as a bearer token. */
  token?: string;
}

let phone = 9_700_000_000;
const nextPhone = () => String((phone += 1));

export async function customerCaller(t: TestApp, name: CallerName) {
  const s = await signIn(t, nextPhone());
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  return { name, headers, check: '/api/auth/session', userId: s.userId, token: s.token };
}

export async function completeProfile(t: TestApp, userId: number, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/user/${userId}/profile`,
    payload: { ...PERSONAL_PROFILE, email: `u${userId}@example.in` },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`profile: ${res.body}`);
}

export async function adminCaller(t: TestApp, role: AdminRole) {
  const a = await signInAdmin(t, role);
  return {
    name: `admin role ${role}` as CallerName,
    headers: a.headers,
    check: '/api/admin/session',
    adminId: a.adminId,
  };
}

export async function partnerCaller(t: TestApp, key: string, name: CallerName) {
  const p = await signInPartner(t, key);
  return { name, headers: p.headers, check: '/api/partner/session', partnerId: p.partnerId };
}

/**
 * The callers, kept signed in: a hostile request may end the caller's own session (an admin
 * disabling itself, an erasure of the signed-in customer); refresh() signs them in again.
 */
export async function createCallers(t: TestApp) {
  const callers = new Map<CallerName, Caller>();
  const make: Record<CallerName, () => Promise<Caller>> = {
    nobody: () => Promise.resolve({ name: 'nobody', headers: {}, check: null }),
    customer: () => customerCaller(t, 'customer'),
    'other customer': () => customerCaller(t, 'other customer'),
    partner: () => partnerCaller(t, 'vakrangee', 'partner'),
    'other partner': () => partnerCaller(t, 'fastpay', 'other partner'),
    'admin role 1': () => adminCaller(t, 1),
    'admin role 2': () => adminCaller(t, 2),
    'admin role 3': () => adminCaller(t, 3),
  };
  for (const name of CALLER_NAMES) callers.set(name, await make[name]());
  const get = (name: CallerName): Caller => {
    const caller = callers.get(name);
    if (!caller) throw new Error(`no caller ${name}`);
    return caller;
  };
  return {
    get,
    /** Signs a caller in again when its session has ended. */
    refresh: async (name: CallerName) => {
      const caller = get(name);
      if (!caller.check) return;
      const res = await t.app.inject({ url: caller.check, headers: caller.headers });
      if (res.statusCode === 200) return;
      const again = await make[name]();
      // A customer signed in again is as the suite's first one was: profile complete.
      if ('userId' in again && typeof again.userId === 'number' && name.endsWith('customer'))
        await completeProfile(t, again.userId, again.headers);
      callers.set(name, again);
    },
  };
}
