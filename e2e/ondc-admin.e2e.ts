import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe.ts';
import { MOBILE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { horizontalOverflow, shoot } from './support/screenshot.ts';

// Issue 17: the admin side of the ONDC network. A role-1 admin adds a participant (a malformed key
// is refused in the form), a callback refused for its signature shows in the transaction viewer
// and among the failures; screenshots at desktop in English and at 360 px in Hindi, where each
// page (the transaction's by its typed address) has no serious or critical axe violation.
test.use({ serverGroup: 'ondc-admin' });

function publicKeyBase64(): string {
  const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
  return Buffer.from(jwk.x ?? '', 'base64url').toString('base64');
}

async function postUnsignedCallback(page: Page, transactionId: string) {
  const res = await page.request.post('/ondc/on_search', {
    headers: { 'content-type': 'application/json' },
    data: {
      context: {
        domain: 'ONDC:FIS12',
        action: 'on_search',
        version: '2.0.0',
        bap_id: 'unknown.example.in',
        bap_uri: 'https://unknown.example.in/ondc',
        bpp_id: 'forger.example.in',
        transaction_id: transactionId,
        message_id: randomUUID(),
        timestamp: new Date().toISOString(),
      },
      message: { catalog: { descriptor: { name: 'Forged catalogue' } }, note: 'call 9876543210' },
    },
  });
  expect(res.status()).toBe(401);
}

test('ONDC participants, transactions and failures (desktop, English; 360 px, Hindi)', async ({
  adminPage: page,
  browser,
  adminState,
  server,
}) => {
  const subscriber = `lender-${randomUUID().slice(0, 8)}.example.in`;
  await page.goto('/admin/ondc-participants');
  await page.getByRole('button', { name: 'Add participant' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Subscriber id/ }).fill(subscriber);
  await dialog.getByRole('textbox', { name: /URI/ }).fill(`https://${subscriber}/ondc`);
  await dialog.getByRole('textbox', { name: /Unique key id/ }).fill('key-1');
  await dialog.getByRole('textbox', { name: /Signing public key/ }).fill('not-a-key');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText(/ed25519 signing public key in base64/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Signing public key/ }).fill(publicKeyBase64());
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: subscriber, exact: true })).toBeVisible();
  await shoot(page, 'ondc-participants-desktop');

  const transactionId = randomUUID();
  await postUnsignedCallback(page, transactionId);
  await page.goto('/admin/ondc-transactions');
  const table = page.getByRole('table', { name: 'ONDC transactions' });
  await expect(table.getByRole('link', { name: transactionId })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Network failures' }).getByText('Refused callback').first(),
  ).toBeVisible();
  await shoot(page, 'ondc-transactions-desktop');

  await table.getByRole('link', { name: transactionId }).click();
  await expect(page.getByText('Refused: signature not verified')).toBeVisible();
  const body = page.getByLabel('Body of on_search');
  await expect(body).toContainText('Forged catalogue');
  await expect(body).not.toContainText('9876543210');
  await shoot(page, 'ondc-transaction-desktop');

  const phone = await browser.newContext({
    ...MOBILE,
    locale: 'en-IN',
    storageState: adminState,
    baseURL: server.baseUrl,
  });
  await phone.addInitScript(() => {
    localStorage.setItem('cl_language', 'hi');
  });
  const hi = await phone.newPage();
  const found: string[] = [];
  for (const [path, name, heading] of [
    ['/admin/ondc-participants', 'ondc-participants-360-hi', 'ONDC प्रतिभागी'],
    ['/admin/ondc-transactions', 'ondc-transactions-360-hi', 'ONDC लेन-देन'],
    [`/admin/ondc-transactions/${transactionId}`, 'ondc-transaction-360-hi', 'ONDC लेन-देन'],
  ] as const) {
    await hi.goto(path);
    await expect(hi.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(() => horizontalOverflow(hi)).toBeLessThanOrEqual(0);
    await shoot(hi, name);
    found.push(...(await seriousAxeViolations(hi, `${path} (hi)`)));
  }
  // The transaction's own page is opened by its typed address (above), not only through the list.
  expect(found).toEqual([]);
  await phone.close();
});
