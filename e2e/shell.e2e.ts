import { expect, test } from './support/fixtures.ts';
import { openHelp } from './support/help.ts';

// Issue 1: the customer shell as a person on a 360px phone meets it (spec 2, spec 5, spec 8).
test.describe('customer shell', () => {
  test('renders the login form on the start page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mobile number' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('+91', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Mobile number', { exact: false })).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
    await expect(page).toHaveTitle(/Sign in/);
  });

  test('switches to Hindi and keeps it after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { name: 'साइन इन करें' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'OTP पाएँ' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'साइन इन करें' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'गोपनीयता नीति' }).first()).toBeVisible();
  });

  test('validates the Help dialog: Send waits for a valid form, Reset clears, Send shows the toast', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await openHelp(page);
    const dialog = page.getByRole('dialog', { name: 'How can we help?' });
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();

    await dialog.getByLabel('Email').fill('asha@invalid');
    await dialog.getByLabel('Email').blur();
    await expect(dialog.getByText('Email is invalid')).toBeVisible();

    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByText('Email is invalid')).toHaveCount(0);

    await dialog.getByLabel('Contact name').fill('Asha Verma');
    await dialog.getByLabel('Email').fill('asha.verma@example.in');
    await dialog.getByLabel('Phone').fill('98765 43210');
    await expect(dialog.getByLabel('Phone')).toHaveValue('9876543210');
    await dialog.getByLabel('Description').fill('Please call me about a personal loan.');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText('Your request have been sent successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('shows the not-found page for an unknown path', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404); // issue 13: a real 404, with the SPA page whose router shows it
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('opens the admin login in its own lazily loaded area', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Admin - Login');
  });
});
