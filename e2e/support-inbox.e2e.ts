import { expect, test } from './support/fixtures.ts';

// Issue 15 Done-when: a partner raises a ticket, an admin answers it in the support inbox, and the
// partner sees the answer on its portal (Vakrangee's seeded owner; OTP from DATA_DIR/outbox.jsonl).
const ANSWER = 'We fixed the payout report; please download it again.';

test.describe('support inbox (issue 15)', () => {
  test('a partner ticket is answered in the admin inbox and the partner sees the answer', async ({
    partnerPage: p,
    adminPage: a,
  }) => {
    // Two consoles, a ticket and its answer, on a loaded two-core machine.
    test.setTimeout(120_000);
    await p.goto('/partner/communication/tech-support');
    await p.getByLabel('Subject').fill('Payout report missing');
    await p.getByLabel('Message').fill('The November payout report does not open for us.');
    await p.getByRole('button', { name: 'Send', exact: true }).click();
    const item = p.getByText(/^TKT-[0-9A-Z]{8} · Payout report missing$/);
    await expect(item).toBeVisible();
    // The reference is final once the ticket is listed: read once, to find it in the admin's inbox.
    const reference = /TKT-[0-9A-Z]{8}/.exec((await item.textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();
    if (!reference) return;

    await a.goto('/admin/dashboard');
    await a.getByRole('link', { name: 'Support inbox' }).click();
    await expect(a.getByRole('heading', { name: 'Support inbox', level: 1 })).toBeVisible();
    await a.getByRole('button', { name: reference }).click();
    const thread = a.getByRole('region', { name: reference });
    await expect(thread.getByText('The November payout report does not open for us.')).toBeVisible();
    await thread.getByLabel('Your answer').fill(ANSWER);
    const answered = a.waitForResponse((r) => r.url().endsWith(`/${reference}/replies`));
    await thread.getByRole('button', { name: 'Send answer' }).click();
    expect((await answered).status()).toBe(200);
    await expect(thread.getByText(ANSWER)).toBeVisible();
    await expect(thread.getByRole('combobox', { name: 'Status' })).toHaveText('Answered');

    await p.reload();
    const row = p.getByRole('listitem').filter({ hasText: reference });
    await expect(row.getByText('Answered')).toBeVisible();
    await row.getByRole('button', { name: 'Replies' }).click();
    await expect(row.getByText(ANSWER)).toBeVisible();
    await expect(row.getByText(/^Support ·/)).toBeVisible();
  });
});
