import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type BrowserPage } from './support/browser.ts';
import { signInAs } from './support/partner.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Issue 15 Done-when: a partner raises a ticket, an admin answers it in the support inbox, and the
// partner sees the answer on its portal (Vakrangee's seeded owner; OTP from DATA_DIR/outbox.jsonl).
const ROOT = { email: 'root@credilink.in', password: 'root-password-2026!' };
const VAKRANGEE = '9800000001';
const ANSWER = 'We fixed the payout report; please download it again.';

let server: RunningServer;
let browser: Browser;
let partner: BrowserPage | undefined;
let admin: BrowserPage | undefined;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: ROOT.email, ADMIN_PASSWORD: ROOT.password });
  browser = await launchBrowser();
  partner = await openPage(browser, server.baseUrl, 'desktop');
  admin = await openPage(browser, server.baseUrl, 'desktop');
}, 120_000);

afterAll(async () => {
  await partner?.context.close();
  await admin?.context.close();
  await browser.close();
  await server.stop();
});

describe('support inbox (issue 15)', () => {
  it('a partner ticket is answered in the admin inbox and the partner sees the answer', async () => {
    if (!partner || !admin) throw new Error('pages did not open');
    const p = partner.page;
    await signInAs(p, server.dataDir, VAKRANGEE);
    await p.goto('/partner/communication/tech-support');
    await p.getByLabel('Subject').fill('Payout report missing');
    await p.getByLabel('Message').fill('The November payout report does not open for us.');
    await p.getByRole('button', { name: 'Send', exact: true }).click();
    const item = p.getByText(/^TKT-[0-9A-Z]{8} · Payout report missing$/);
    await item.waitFor();
    const reference = /TKT-[0-9A-Z]{8}/.exec((await item.textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();
    if (!reference) return;

    const a = admin.page;
    await a.goto('/admin/login');
    await a.getByLabel('Email').fill(ROOT.email);
    await a.getByLabel('Password', { exact: true }).fill(ROOT.password);
    await a.getByRole('button', { name: 'Sign in' }).click();
    await a.waitForURL('**/admin/dashboard');
    await a.getByRole('link', { name: 'Support inbox' }).click();
    await a.getByRole('heading', { name: 'Support inbox', level: 1 }).waitFor();
    await a.getByRole('button', { name: reference }).click();
    const thread = a.getByRole('region', { name: reference });
    await thread.getByText('The November payout report does not open for us.').waitFor();
    await thread.getByLabel('Your answer').fill(ANSWER);
    const answered = a.waitForResponse((r) => r.url().endsWith(`/${reference}/replies`));
    await thread.getByRole('button', { name: 'Send answer' }).click();
    expect((await answered).status()).toBe(200);
    await thread.getByText(ANSWER).waitFor();
    await expect.poll(() => thread.getByRole('combobox', { name: 'Status' }).textContent()).toBe('Answered');

    await p.reload();
    const row = p.getByRole('listitem').filter({ hasText: reference });
    await row.getByText('Answered').waitFor();
    await row.getByRole('button', { name: 'Replies' }).click();
    await row.getByText(ANSWER).waitFor();
    await row.getByText(/^Support ·/).waitFor();
  }, 120_000);
});
