import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { OPS, signInAdmin } from './support/admin.ts';
import { expect, test } from './support/fixtures.ts';
import { resultsDir } from './support/paths.ts';

// Issue 5 "Done when": the admin console as a role-1 admin (lenders, revenue slabs, credit cards)
// and as a role-2 admin (spec 6 guard and menu). Screenshots go to test-results/admin/.
// A server of its own: the lender it adds would join other files' lender lists.
test.use({ serverGroup: 'admin-console' });

/** A small real PNG (one colour), built here: signature, IHDR, IDAT, IEND, each chunk with its CRC. */
function png(size: number, rgb: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13); // width, height, 8-bit RGB, no interlace
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2], 8);
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const parts = [chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))];
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), ...parts]);
}

async function shoot(page: Page, name: string): Promise<void> {
  const dir = path.join(resultsDir, 'admin');
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

const toast = (page: Page, text: string) =>
  expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();

test.describe('admin console', () => {
  test('role 1: lender, status, a field, revenue rules, reorder, delete', async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    await page.goto('/admin/dashboard');
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Lenders' }).click();
    await expect(page.getByRole('heading', { name: 'Lenders', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Admin - Lenders');

    await page.getByRole('button', { name: 'Add Lender' }).click();
    const add = page.getByRole('dialog', { name: 'Add Lender' });
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('Name is required')).toBeVisible();
    await add.getByLabel('Lender name').fill('E2E Finance');
    await add.getByRole('button', { name: 'Add' }).click();
    await toast(page, 'Lender created successfully!');

    // Issue 15: a bare lender cannot be switched on; the refusal says why and nothing changes.
    const status = page.getByLabel('Lender status for E2E Finance');
    await status.click();
    await toast(page, 'This lender cannot be switched on until the marked fields are filled');
    await expect(status).not.toBeChecked();
    const salaried = page.getByLabel('Salaried for E2E Finance');
    await salaried.click();
    await toast(page, 'Lender updated successfully!');
    await page.getByLabel('Priority for E2E Finance').fill('7');
    await page.getByLabel('Priority for E2E Finance').press('Tab');
    await page.reload();
    await expect(page.getByLabel('Priority for E2E Finance')).toHaveValue('7');
    await expect(page.getByLabel('Salaried for E2E Finance')).toBeChecked();
    await shoot(page, 'lenders');

    await page.getByRole('link', { name: 'E2E Finance' }).click();
    await expect(page.getByRole('heading', { name: 'E2E Finance', level: 1 })).toBeVisible();
    const terms = page.getByRole('form', { name: 'Terms shown in offers' });
    await terms.getByLabel('Interest rate').fill('12% To 18%');
    await terms.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Lender updated successfully!');

    const revenue = page.getByRole('region', { name: 'Revenue' });
    const dialog = page.getByRole('dialog', { name: 'Add revenue' });
    const submit = dialog.getByRole('button', { name: 'Add' });
    await revenue.getByRole('button', { name: 'Add revenue' }).click();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Revenue flat (₹)').fill('-5'); // spec 5: negative input ignored
    await expect(dialog.getByLabel('Revenue flat (₹)')).toHaveValue('');
    await dialog.getByLabel('Revenue flat (₹)').fill('0');
    await expect(dialog.getByText('Revenue type is required')).toBeVisible();
    await expect(dialog.getByText('Either Revenue Flat or Revenue Percentage is required')).toBeVisible();
    await dialog.getByRole('combobox', { name: /Revenue type/ }).click();
    await page.getByRole('option', { name: 'Disbursal amount slab' }).click();
    await expect(dialog.getByText('Revenue type is required')).toHaveCount(0);
    await dialog.getByLabel('Revenue percentage').fill('150');
    await expect(dialog.getByText('Must be between 0 and 100')).toBeVisible();
    await dialog.getByLabel('Revenue percentage').fill('2.0005'); // step 0.001
    await expect(dialog.getByText('Must be between 0 and 100')).toBeVisible();
    await dialog.getByLabel('Revenue percentage').fill('2.5');
    await dialog.getByLabel('Slab disbursed min').fill('100000');
    await dialog.getByLabel('Slab disbursed max').fill('50000');
    await expect(dialog.getByText('Max must be greater than Min')).toBeVisible();
    await shoot(page, 'revenue-dialog-errors');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Slab disbursed max').fill('500000');
    await expect(dialog.getByText('Max must be greater than Min')).toHaveCount(0);
    await submit.click();
    await toast(page, 'Revenue added successfully');

    await revenue.getByRole('button', { name: 'Add revenue' }).click();
    await dialog.getByRole('combobox', { name: /Revenue type/ }).click();
    await page.getByRole('option', { name: 'Disbursal count slab' }).click();
    await dialog.getByLabel('Revenue flat (₹)').fill('750');
    await submit.click();
    await toast(page, 'Revenue added successfully');
    await expect(revenue.getByRole('row', { name: 'Revenue entry 2: Disbursal count slab' })).toBeVisible();

    // Drag the second slab above the first by its handle (dnd-kit pointer sensor).
    const handle = await revenue.getByRole('button', { name: 'Drag revenue entry 2' }).boundingBox();
    const first = await revenue.getByRole('row', { name: /^Revenue entry 1:/ }).boundingBox();
    if (!handle || !first) throw new Error('revenue rows not laid out');
    const x = handle.x + handle.width / 2;
    await page.mouse.move(x, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, handle.y - 6, { steps: 4 });
    await page.mouse.move(x, first.y + first.height / 3, { steps: 12 });
    await page.mouse.up();
    await toast(page, 'Revenue order updated');
    await page.reload();
    await expect(revenue.getByRole('row', { name: 'Revenue entry 1: Disbursal count slab' })).toBeVisible();
    await shoot(page, 'lender-detail');

    await revenue
      .getByRole('row', { name: /^Revenue entry 2:/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Revenue entry deleted successfully');
    await expect(revenue.getByRole('row', { name: /^Revenue entry 2:/ })).toHaveCount(0);
    await expect(revenue.getByRole('row', { name: /^Revenue entry/ })).toHaveCount(1);
  });

  test('role 1: credit card create, thumbnail upload, bullets, delete', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/credit-cards');
    await page.getByRole('button', { name: 'Create credit card' }).click();
    const create = page.getByRole('dialog', { name: 'Create credit card' });
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('Name is required')).toBeVisible();
    await create.getByLabel('Name').fill('E2E Card');
    await create.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Credit card created');
    const row = page.getByRole('row', { name: 'E2E Card' });
    await expect(row.getByText('No Thumbnail Image found')).toBeVisible();

    await row.getByText('No Thumbnail Image found').hover();
    await row.getByRole('button', { name: 'Edit Thumbnail of E2E Card' }).click();
    const thumb = page.getByRole('dialog', { name: 'Edit Thumbnail: E2E Card' });
    await expect(thumb.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await thumb.locator('input[type="file"]').setInputFiles({
      name: 'e2e-card.png',
      mimeType: 'image/png',
      buffer: png(32, [7, 0, 80]),
    });
    await thumb.getByRole('button', { name: 'Submit' }).click();
    // The uploaded 32 px image itself, loaded (not a placeholder).
    await expect(page.locator('img[alt="E2E Card thumbnail"]')).toHaveJSProperty('naturalWidth', 32);

    await row.getByRole('button', { name: 'Edit Features of E2E Card' }).click();
    const bullets = page.getByRole('dialog', { name: 'Edit Features: E2E Card' });
    const send = bullets.getByRole('button', { name: 'Submit' });
    await expect(send).toBeDisabled();
    await bullets.getByLabel('Features row 1').fill('Lifetime free');
    await bullets.getByRole('button', { name: 'Add row' }).click();
    await expect(send).toBeDisabled(); // every row non-empty
    await bullets.getByLabel('Features row 2').fill('1% fuel surcharge waiver');
    await send.click();
    await expect(row.getByText('1% fuel surcharge waiver')).toBeVisible();

    await row.getByLabel('Status of E2E Card').click();
    await page.reload();
    await expect(page.getByRole('row', { name: 'E2E Card' }).getByLabel('Status of E2E Card')).toBeChecked();
    await shoot(page, 'credit-cards');

    await page.getByRole('button', { name: 'Delete E2E Card' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Credit card deleted');
    await expect(page.getByRole('row', { name: 'E2E Card' })).toHaveCount(0);
  });

  test('role 2: no Lenders page and no Lenders menu entry', async ({ adminPage: root, openPage }) => {
    test.setTimeout(90_000);
    await root.goto('/admin/user-management');
    await root.getByRole('button', { name: 'Add admin user' }).click();
    const add = root.getByRole('dialog', { name: 'Add an admin user' });
    await add.getByLabel('Email').fill(OPS.email);
    await add.getByLabel('Username').fill('Ops Desk');
    await add.getByRole('combobox', { name: 'Role' }).click();
    await root.getByRole('option', { name: 'Operations (role 2)' }).click();
    await add.getByLabel('Initial password').fill(OPS.password);
    await add.getByRole('button', { name: 'Add' }).click();
    await toast(root, 'Admin user added');
    await expect(root.getByRole('cell', { name: OPS.email })).toBeVisible();
    await shoot(root, 'user-management');

    const ops = await openPage({ viewport: 'desktop' });
    await signInAdmin(ops, OPS);
    await ops.goto('/admin/lenders');
    await expect(ops).toHaveURL(/\/admin\/dashboard$/);
    const menu = ops.getByRole('navigation', { name: 'Admin menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Lenders' })).toHaveCount(0);
    await expect(ops.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(ops).toHaveTitle('Admin - Dashboard');
    await shoot(ops, 'role-2-dashboard');

    await ops.getByRole('button', { name: 'Logout' }).click();
    await expect(ops).toHaveURL(/\/admin\/login/);
    await expect(ops.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  });
});
