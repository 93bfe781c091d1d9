import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../support/test-app.ts';
import { completeProfile, createCallers } from './callers.ts';

// Real ids to put in path parameters: the customer's user id and application, the partner's API
// key and lead, so that requests reach the handlers and the IDOR checks aim at real rows.

export async function createContext(t: TestApp) {
  const callers = await createCallers(t);
  const customer = callers.get('customer');
  const userId = await userIdOf(t, customer.headers);
  await completeProfile(t, userId, customer.headers);
  const offers = await t.app.inject({ url: '/api/offers?product=personal', headers: customer.headers });
  const offer = offers.json<{
    data: { offers: { lenderId: number; kfsVersion: string; amount: number }[] };
  }>().data.offers[0];
  if (!offer) throw new Error('no offer for the sample customer');
  const applied = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: customer.headers,
    payload: {
      lender_id: offer.lenderId,
      product: 'personal',
      amount: offer.amount,
      tenure_months: 12,
      kfs_version: offer.kfsVersion,
      idempotency_key: 'security-suite-1',
    },
  });
  const publicId = applied.json<{ data: { publicId: string } }>().data.publicId;

  const partner = callers.get('partner');
  const keyRes = await t.app.inject({
    method: 'POST',
    url: '/api/partner/api-keys',
    headers: partner.headers,
    payload: { name: 'security suite' },
  });
  const keyBody = keyRes.json<{ key: string; data: { id: number } }>();
  const lead = await t.app.inject({
    method: 'POST',
    url: '/api/partner/v1/leads',
    headers: { 'x-api-key': keyBody.key, 'idempotency-key': 'security-lead-1' },
    payload: { name: 'Ravi Kumar', mobile: '9812345678' },
  });
  const prospectId = lead.json<{ data: { leadId: string } }>().data.leadId;
  const partnerSession = await t.app.inject({ url: '/api/partner/session', headers: partner.headers });
  const partnerId = String(partnerSession.json<{ data?: { partnerId?: number } }>().data?.partnerId ?? 1);

  const values: Record<string, string> = {
    userId: String(userId),
    adminId: '1',
    lenderId: '1',
    partnerId,
    id: '1',
    publicId,
    keyId: String(keyBody.data.id),
    prospectId,
    slug: 'earlysalary',
    file: 'vakrangee.svg',
    name: `${randomUUID()}.png`,
    lang: 'en',
    partnerName: 'cl',
    code: 'abcdef12',
    merchantId: '1',
    kind: 'status',
  };
  return {
    callers,
    customerToken: customer.token ?? '',
    userId,
    publicId,
    apiKey: keyBody.key,
    keyId: keyBody.data.id,
    prospectId,
    values,
  };
}

export async function userIdOf(t: TestApp, headers: Record<string, string>): Promise<number> {
  const res = await t.app.inject({ url: '/api/auth/session', headers });
  const id = res.json<{ data?: { user?: { userId?: number } } }>().data?.user?.userId;
  if (typeof id !== 'number') throw new Error(`no session user: ${res.body}`);
  return id;
}
