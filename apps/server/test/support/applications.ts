import type { TestApp } from './test-app.ts';
import { signIn } from './customer.ts';
import { PERSONAL_PROFILE } from './profiles.ts';

/** An offer as the applications tests read it from GET /api/offers. */
export interface TestOffer {
  lenderId: number;
  slug: string;
  amount: number;
  kfsVersion: string;
  handoff: string;
  application: { publicId: string; status: string; appliedAt: string; applyAgainAt: string } | null;
}

/**
 * A new customer signed in with the sample personal profile saved, with their offers call and an
 * apply call (answers the raw response, so a test can check refusals too).
 */
export async function personalCustomer(t: TestApp, phone: string, email: string) {
  const s = await signIn(t, phone);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/user/${s.userId}/profile`,
    payload: { ...PERSONAL_PROFILE, email },
    headers,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const offers = async (): Promise<TestOffer[]> =>
    (await t.app.inject({ url: '/api/offers?product=personal', headers })).json().data.offers;
  const apply = (o: TestOffer, key: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...headers, ...extra },
      payload: {
        lender_id: o.lenderId,
        product: 'personal',
        amount: o.amount,
        tenure_months: 12,
        kfs_version: o.kfsVersion,
        idempotency_key: key,
      },
    });
  return { ...s, headers, offers, apply };
}

/**
 * Signs a new customer in with a complete personal-loan profile and applies to `count` redirect
 * lenders (no lender API involved); answers the session and the applications' public ids.
 */
export async function customerWithApplications(t: TestApp, phone: string, email: string, count: number) {
  const c = await personalCustomer(t, phone, email);
  const offers = (await c.offers()).filter((o) => o.handoff === 'redirect');
  if (offers.length < count)
    throw new Error(`only ${String(offers.length)} redirect offers, ${String(count)} wanted`);
  const ids: string[] = [];
  for (const o of offers.slice(0, count)) {
    const res = await c.apply(o, `k-${phone}-${String(o.lenderId)}`);
    ids.push(res.json().data.publicId);
  }
  return { ...c, ids };
}

/**
 * Rows as the upload readers yield them, numbered from 2 (below the header row), in batches of
 * one, so that every chunk a test asks for is made by regrouping.
 */
export async function* rowsOf(list: Record<string, string>[]) {
  for (const [index, values] of list.entries()) yield [{ rowNumber: index + 2, values }];
}
