import type { Page } from '@playwright/test';
import { PERSONAL_PROFILE } from '../apps/server/test/support/profiles.ts';
import { expect, test } from './support/fixtures.ts';
import type { Outbox } from './support/outbox.ts';
import type { RunningServer } from './support/server.ts';

// Issue 15 "Done when": the partner and admin screens show the same figures, read from one ledger.
// Two disbursals of Vakrangee's customers at 2.5% + ₹50 each: ₹4,050 + ₹4,300 = ₹8,350.00 on the
// partner's dashboard, its statement, and the admin's month view (the flat fee per disbursal).
// A server of its own: Vakrangee's new rate, leads and earnings would show on other files' pages,
// and the totals here count every disbursal of the month.
test.use({ serverGroup: 'revenue-ledger' });

const EXPECTED = '₹8,350.00';

// The presets end yesterday: the disbursals are yesterday's (IST).
const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
const month = yesterday.slice(0, 7);

async function call(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'cl_csrf')?.value ?? '';
  const response = await page.request.fetch(url, { method, data, headers: { 'x-csrf-token': csrf } });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** A customer who signs up through the partner (partnerId cookie) and applies to a redirect lender. */
async function partnerCustomerApplication(
  server: RunningServer,
  outbox: Outbox,
  partnerId: number,
  phone: string,
): Promise<string> {
  const json = (body: unknown, cookie = '') => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  await fetch(`${server.baseUrl}/api/auth/otp/send`, json({ channel: 'mobile', value: phone }));
  const otp = await outbox.latestCode(phone);
  const verified = await fetch(
    `${server.baseUrl}/api/auth/otp/verify`,
    json({ channel: 'mobile', value: phone, otp }, `partnerId=${String(partnerId)}`),
  );
  const userId: number = (await verified.json()).data.userId;
  const cookies = verified.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const csrf = cookies.find((c) => c.startsWith('cl_csrf='))?.slice('cl_csrf='.length) ?? '';
  const headers = { cookie: cookies.join('; '), 'x-csrf-token': csrf };
  const as = (body: unknown) => ({
    ...json(body),
    headers: { ...headers, 'content-type': 'application/json' },
  });
  await fetch(
    `${server.baseUrl}/api/user/${String(userId)}/profile`,
    as({ ...PERSONAL_PROFILE, email: `c${phone}@example.in` }),
  );
  const offers = await (await fetch(`${server.baseUrl}/api/offers?product=personal`, { headers })).json();
  const offer = offers.data.offers.find((o: { handoff: string }) => o.handoff === 'redirect');
  const applied = await fetch(
    `${server.baseUrl}/api/applications`,
    as({
      lender_id: offer.lenderId,
      product: 'personal',
      amount: Math.min(offer.amount, 200_000),
      tenure_months: 24,
      kfs_version: offer.kfsVersion,
      idempotency_key: `ledger-e2e-${phone}`,
    }),
  );
  if (!applied.ok) throw new Error(await applied.text());
  return (await applied.json()).data.publicId;
}

test.describe('revenue ledger (issue 15)', () => {
  test('shows the partner and the admin the same earnings, with the flat fee per disbursal', async ({
    adminPage: admin,
    partnerPage: partner,
    server,
    outbox,
    phones,
  }) => {
    // Two sign-ups and applications, an upload, then two consoles on a loaded two-core machine.
    test.setTimeout(120_000);
    await admin.goto('/admin/dashboard');
    const partners: { data: { id: number; key: string }[] } = await call(admin, 'GET', '/api/admin/partners');
    const vakrangee = partners.data.find((p) => p.key === 'vakrangee')?.id ?? 0;
    await call(admin, 'POST', `/api/admin/partners/${String(vakrangee)}/rates`, {
      revenue_percent: 2.5,
      revenue_flat_fee: 50,
      effective_from: yesterday,
    });
    const refs = [
      await partnerCustomerApplication(server, outbox, vakrangee, phones.next()),
      await partnerCustomerApplication(server, outbox, vakrangee, phones.next()),
    ];
    const csv = [
      'Application ID,Status,Lender Reference,Reason,Disbursed Amount,Disbursed Date',
      `${refs[0] ?? ''},disbursed,,,160000,${yesterday}`,
      `${refs[1] ?? ''},disbursed,,,170000,${yesterday}`,
    ].join('\r\n');
    const csrf = (await admin.context().cookies()).find((c) => c.name === 'cl_csrf')?.value ?? '';
    const uploaded = await admin.request.post('/api/upload-application-status-file', {
      headers: { 'x-csrf-token': csrf },
      multipart: { image_name: { name: 'status.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    // The admin's month view.
    await admin.goto('/admin/commission-upload-file');
    await admin.getByLabel('Month').fill(month);
    await expect(admin.getByTestId(`partner-earned-${String(vakrangee)}`)).toHaveText(EXPECTED);
    await admin.getByRole('button', { name: 'Vakrangee' }).click();
    await expect(admin.getByTestId('statement-total')).toHaveText(EXPECTED);

    // The partner's dashboard (last 30 days) and its statement.
    await partner.goto('/partner');
    await expect(partner.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(partner.getByText(EXPECTED).first()).toBeVisible();
    await partner.goto('/partner/statements');
    await partner.getByLabel('Month').fill(month);
    await expect(partner.getByTestId('statement-total')).toHaveText(EXPECTED);
    await expect(partner.getByText(refs[0] ?? '-').first()).toBeVisible();
  });
});
