import type { TestApp } from './test-app.ts';
import { signIn } from './customer.ts';
import { PERSONAL_PROFILE } from './profiles.ts';

/**
 * Signs a new customer in with a complete personal-loan profile and applies to `count` redirect
 * lenders (no lender API involved); answers the session and the applications' public ids.
 */
export async function customerWithApplications(t: TestApp, phone: string, email: string, count: number) {
  const s = await signIn(t, phone);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  await t.app.inject({
    method: 'POST',
    url: `/api/user/${s.userId}/profile`,
    payload: { ...PERSONAL_PROFILE, email },
    headers,
  });
  const offers = (await t.app.inject({ url: '/api/offers?product=personal', headers }))
    .json()
    .data.offers.filter((o: { handoff: string }) => o.handoff === 'redirect');
  if (offers.length < count)
    throw new Error(`only ${String(offers.length)} redirect offers, ${String(count)} wanted`);
  const ids: string[] = [];
  for (const o of offers.slice(0, count)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers,
      payload: {
        lender_id: o.lenderId,
        product: 'personal',
        amount: o.amount,
        tenure_months: 12,
        kfs_version: o.kfsVersion,
        idempotency_key: `k-${phone}-${String(o.lenderId)}`,
      },
    });
    ids.push(res.json().data.publicId);
  }
  return { ...s, headers, ids };
}

/** Rows as the upload readers yield them: numbered from 2, below the header row. */
export async function* rowsOf(list: Record<string, string>[]) {
  for (const [index, values] of list.entries()) yield { rowNumber: index + 2, values };
}
