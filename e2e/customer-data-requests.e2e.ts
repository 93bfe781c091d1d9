import type { Page } from '@playwright/test';
import { API } from '@cl/contracts';
import { askedTwice, recordApiRequests } from './support/api-requests.ts';
import { expect, test } from './support/fixtures.ts';
import {
  chooseTile,
  consentAndSave,
  fillIdentity,
  fillPersonalFields,
  signUpNew,
  typeInto,
} from './support/new-customer.ts';
import { chooseProduct, useCustomerCookies } from './support/signed-in-customer.ts';

// Issue 16: the customer pages' data requests. Each /api resource is asked for once per page load
// (no second fetch of the session, the user, offers, applications or option lists under another
// key or on a remount), and the list is printed in the order the browser sent it, with the
// request that had just finished before each one started (what it may have waited on).

interface ApiCall {
  path: string;
  start: number;
  end: number;
}

/** Every /api request of the page so far (Resource Timing: fetches included), in start order. */
async function apiCalls(page: Page): Promise<ApiCall[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: entry instanceof PerformanceResourceTiming ? entry.responseEnd : entry.startTime,
    })),
  );
  return entries
    .map((entry) => {
      const url = new URL(entry.name);
      return { path: url.pathname + url.search, start: entry.start, end: entry.end };
    })
    .filter((call) => call.path.startsWith('/api/'))
    .sort((a, b) => a.start - b.start);
}

/** The calls as lines: start and end (ms), the path, and the /api call that ended last before it. */
function describeCalls(calls: ApiCall[]): string {
  return calls
    .map((call) => {
      const before = calls.filter((other) => other !== call && other.end <= call.start);
      const last = before.sort((a, b) => b.end - a.end)[0];
      const after = last ? ` after ${last.path}` : '';
      return `${call.start.toFixed(0).padStart(6)}-${call.end.toFixed(0).padStart(6)} ms ${call.path}${after}`;
    })
    .join('\n');
}

/**
 * Paths asked for more than once. A page view is a record per page shown, not a resource: the
 * caller counts those itself.
 */
function repeated(calls: ApiCall[]): string[] {
  const seen = new Map<string, number>();
  for (const call of calls) {
    if (call.path !== API.analyticsPageView) seen.set(call.path, (seen.get(call.path) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([path, count]) => `${path} x${count}`);
}

/** Waits until the page is usable and its data has arrived, then reads the calls. */
async function settledCalls(page: Page, label: string): Promise<ApiCall[]> {
  await page.waitForLoadState('networkidle');
  const calls = await apiCalls(page);
  const all = await page.evaluate(() => performance.getEntriesByType('resource').length + 1);
  console.info(`${label}: ${calls.length} /api requests, ${all} requests in all\n${describeCalls(calls)}`);
  return calls;
}

test.describe('customer pages ask for each resource once', () => {
  test('the sign-in page of a new visitor', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const calls = await settledCalls(page, '/ (signed out)');
    expect(repeated(calls)).toEqual([]);
  });

  test('the products page of a newly signed-in customer', async ({ page, context, signIn }) => {
    const customer = await signIn({ profile: false });
    await context.addCookies(
      customer.cookies.map((cookie) => ({
        ...cookie,
        domain: 'localhost',
        path: '/',
        sameSite: 'Lax' as const,
      })),
    );
    await page.goto('/products');
    await expect(page.getByRole('button', { name: /^Personal Loan/ })).toBeVisible();
    const calls = await settledCalls(page, '/products (new customer)');
    expect(repeated(calls)).toEqual([]);
  });

  test('the profile form of a new customer', async ({ page, context, signIn }) => {
    await useCustomerCookies(context, await signIn({ profile: false }));
    await page.goto('/user/user-detail');
    await expect(page.locator('[name="first_name"]')).toBeVisible();
    const calls = await settledCalls(page, '/user/user-detail (new customer)');
    expect(repeated(calls)).toEqual([]);
  });

  test('the business form of a new customer', async ({ page, context, signIn }) => {
    await useCustomerCookies(context, await signIn({ profile: false }), 'Business Loans');
    await page.goto('/user/business-detail');
    await expect(page.locator('form')).toBeVisible();
    const calls = await settledCalls(page, '/user/business-detail (new customer)');
    expect(repeated(calls)).toEqual([]);
  });

  test('the offers of a customer with a profile, then the profile form', async ({ page, customer }) => {
    expect(customer.userId).toBeGreaterThan(0);
    await page.goto('/user/offers');
    await expect(page.getByRole('heading', { name: /Matching offers/ })).toBeVisible();
    const offers = await settledCalls(page, '/user/offers (profile saved)');
    expect(repeated(offers)).toEqual([]);

    await page.goto('/user/user-detail');
    await expect(page.locator('[name="first_name"]')).not.toHaveValue('');
    const form = await settledCalls(page, '/user/user-detail (profile saved)');
    expect(repeated(form)).toEqual([]);
  });

  test('the sign-in page of a signed-in customer sends them on', async ({ page, context, signIn }) => {
    await useCustomerCookies(context, await signIn());
    await chooseProduct(context, 'Personal Loans');
    await page.goto('/');
    await expect(page).toHaveURL(/\/user\/offers$/);
    await expect(page.getByRole('heading', { name: /Matching offers/ })).toBeVisible();
    const calls = await settledCalls(page, '/ -> /user/offers (signed in)');
    expect(repeated(calls)).toEqual([]);
    // Two pages were shown (the sign-in page, then the offers): one page view each, no more.
    expect(calls.filter((call) => call.path === API.analyticsPageView)).toHaveLength(2);
  });
});

test.describe('a customer through the sign-in screens to offers', () => {
  test.describe.configure({ mode: 'serial' });
  let mobile = '';

  test('new: asks for each resource once per page', async ({ page, signUp }) => {
    const sent = recordApiRequests(page);
    mobile = await signUp(page);
    await chooseTile(page, 'Personal Loans');
    await expect(page).toHaveURL(/\/user\/user-detail$/);
    await fillIdentity(page, {
      first: 'Asha',
      last: 'Verma',
      email: 'asha.journey@example.in',
      birth: '15081992',
      pan: 'ABCPV1234K',
      pincode: '560034',
    });
    await fillPersonalFields(page, { employment: 'salaried', income: '85000' });
    await typeInto(page, 'desired_loan_amount', '200000');
    await consentAndSave(page, 'en');
    await expect(page).toHaveURL(/\/user\/offers$/);
    await expect(page.getByRole('heading', { name: /Matching offers/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    console.info(`new customer's journey:\n${sent.join('\n')}`);
    expect(askedTwice(sent)).toEqual([]);
  });

  test('returning, in a new session: asks for each resource once per page', async ({ page, outbox }) => {
    expect(mobile).not.toBe('');
    const sent = recordApiRequests(page);
    await signUpNew(page, outbox, mobile, 'en');
    await chooseTile(page, 'Personal Loans');
    await expect(page).toHaveURL(/\/user\/welcome-back$/);
    await typeInto(page, 'pan', 'ABCPV1234K');
    await typeInto(page, 'birth_date', '15081992');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/user\/offers$/);
    await expect(page.getByRole('heading', { name: /Matching offers/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    console.info(`returning customer's journey:\n${sent.join('\n')}`);
    expect(askedTwice(sent)).toEqual([]);
  });
});
