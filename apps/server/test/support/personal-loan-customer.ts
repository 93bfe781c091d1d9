import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { ondcFlows } from '../../src/db/schema/index.ts';
import { signIn } from './customer.ts';
import { PERSONAL_PROFILE } from './profiles.ts';
import type { TestApp } from './test-app.ts';

// Issue 17: a new customer with the sample personal-loan profile, as the ONDC tests need one: their
// calls (session cookie and CSRF token), their personal-loan offers view and their network flows.

export interface PersonalLoanOffers {
  networkSearchOpenUntil: string | null;
  offers: {
    lenderId: number;
    slug: string;
    name: string;
    aprMin: number | null;
    aprMax: number | null;
    amount: number;
    kfsVersion: string;
    network?: { offerId: number };
  }[];
  unmatched: {
    lenderId: number;
    name: string;
    reasons: string[];
    network?: { offerId: number; state: string };
  }[];
}

export async function personalLoanCustomer(t: TestApp, phone: string) {
  const s = await signIn(t, phone);
  const headers = { cookie: s.cookie, 'x-csrf-token': s.csrf };
  const profile = await t.app.inject({
    method: 'POST',
    url: `/api/user/${String(s.userId)}/profile`,
    payload: { ...PERSONAL_PROFILE, email: `c${phone}@example.in` },
    headers,
  });
  expect(profile.statusCode).toBe(200);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const offers = async (): Promise<PersonalLoanOffers> => {
    const res = await call('GET', '/api/offers?product=personal');
    expect(res.statusCode).toBe(200);
    return res.json<{ data: PersonalLoanOffers }>().data;
  };
  const flows = () =>
    t.app.db.select().from(ondcFlows).where(eq(ondcFlows.userId, s.userId)).orderBy(ondcFlows.id);
  return { ...s, headers, call, get: (url: string) => call('GET', url), offers, flows };
}
