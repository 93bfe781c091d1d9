import type { Browser, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type BrowserPage, type ViewportName } from './support/browser.ts';
import { horizontalOverflow, shoot } from './support/screenshot.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { signInCustomer, useCustomerCookies, type SignedInCustomer } from './support/signed-in-customer.ts';

// Issue 4 Done-when: a signed-in customer with a complete profile sees matching offers and the
// unmatched lenders' names, opens a KFS, applies to one API lender and one redirect lender, sees
// both in the status table (the API one 'Submitted' once the worker has sent it to the lender
// sandbox, the redirect one only once the customer has continued to the lender's site), and the
// cards then say "Applied" with no Apply (issue 13: de-dupe said before the KFS). Sort and filters
// live in the URL and survive leaving the page.

interface OfferInfo {
  lenderId: number;
  slug: string;
  name: string;
  handoff: 'api' | 'redirect';
}
interface OffersInfoOffer {
  slug: string;
  specialOffer: string | null;
}
interface OffersInfo {
  offers: (OfferInfo & OffersInfoOffer)[];
  unmatched: { name: string }[];
}

let server: RunningServer;
let browser: Browser;
let customer: SignedInCustomer;
let offers: OffersInfo;
const opened: BrowserPage[] = [];

/** Today in India (the special-offer toasts are once a day by Indian date). */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * A page signed in as the customer. Each page is a new browser profile; unless `fresh`, it already
 * knows today's special offers were announced (issue 13: once a day), so no toast covers the page.
 */
async function pageAs(viewport: ViewportName, { fresh = false } = {}): Promise<Page> {
  const current = await openPage(browser, server.baseUrl, viewport);
  opened.push(current);
  await useCustomerCookies(current.context, customer);
  if (!fresh) {
    const seen = {
      day: indiaToday(),
      keys: offers.offers.filter((o) => o.specialOffer).map((o) => `${String(customer.userId)}:${o.slug}`),
    };
    await current.page.addInitScript((value) => {
      localStorage.setItem('cl_special_offers_seen', value);
    }, JSON.stringify(seen));
  }
  return current.page;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  customer = await signInCustomer(server, '9811100001');
  const response = await fetch(`${server.baseUrl}/api/offers?product=personal`, {
    headers: customer.headers,
  });
  const body: { data: OffersInfo } = await response.json();
  offers = body.data;
});

afterAll(async () => {
  for (const { context } of opened) await context.close();
  await browser.close();
  await server.stop();
});

const apiLender = () => offers.offers.find((o) => o.handoff === 'api');
const redirectLender = () => offers.offers.find((o) => o.handoff === 'redirect');

async function applyTo(page: Page, lender: string): Promise<void> {
  await page
    .getByRole('button', { name: `Apply to ${lender}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${lender}` });
  await dialog.getByText('Annual percentage rate (APR)').waitFor();
  const submit = dialog.getByRole('button', { name: `Apply to ${lender}` });
  expect(await submit.isDisabled()).toBe(true); // nothing pre-ticked (RBI DLD: no dark patterns)
  await dialog.getByRole('checkbox').check();
  await submit.click();
}

describe('offers and applications (issue 4)', () => {
  it('has API and redirect offers and unmatched lenders in the sample data', () => {
    expect(apiLender()).toBeDefined();
    expect(redirectLender()).toBeDefined();
    expect(offers.unmatched.length).toBeGreaterThan(0);
  });

  it('announces each special offer in a toast once a day, not on every load (issue 13)', async () => {
    const special = offers.offers.find((o) => o.specialOffer !== null);
    if (!special) throw new Error('the sample data should have a special offer');
    const page = await pageAs('mobile', { fresh: true });
    await page.goto('/user/offers');
    const toast = page.getByText(`Special offer from ${special.name}: ${special.specialOffer ?? ''}`);
    await toast.waitFor();
    await page.reload();
    await page.getByRole('article', { name: special.name }).waitFor();
    await page.waitForTimeout(1500); // the toasts would have been raised by now
    expect(await toast.count()).toBe(0);
  });

  it('shows every matching offer and the lenders that did not match', async () => {
    const page = await pageAs('mobile');
    await page.goto('/user/offers');
    await page.getByRole('heading', { name: 'Your loan offers', level: 1 }).waitFor();
    for (const offer of offers.offers) {
      await page.getByRole('article', { name: offer.name }).waitFor();
    }
    const unmatched = page.getByRole('region', { name: 'Lenders you did not match' });
    for (const lender of offers.unmatched) {
      expect(await unmatched.getByRole('heading', { name: lender.name, exact: true }).count()).toBe(1);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'mobile-offers');
  });

  it('opens a KFS with APR, charges and the cooling-off period', async () => {
    const page = await pageAs('mobile');
    const first = offers.offers[0];
    if (!first) throw new Error('no offers');
    await page.goto('/user/offers');
    await page.getByRole('button', { name: `Key Fact Statement of ${first.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Key Fact Statement: ${first.name}` });
    await dialog.getByText('Annual percentage rate (APR)').waitFor();
    await dialog.getByText('Amount paid to you (net disbursed)').waitFor();
    await dialog.getByText('Cooling-off period').waitFor();
    await dialog.getByText('Grievance redressal officer').waitFor();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download a PDF copy' }).click();
    // RBI DLD 2025: the copy the customer keeps is a PDF made by the server.
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^KFS-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await readFile(await saved.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await shoot(page, 'mobile-kfs', { fullPage: false });
  });

  it('applies to an API lender and shows it as sent', async () => {
    const lender = apiLender();
    if (!lender) throw new Error('no API lender');
    const page = await pageAs('mobile');
    await page.goto('/user/offers');
    await applyTo(page, lender.name);
    await page.getByText(`Sent to ${lender.name}`).waitFor();
    await shoot(page, 'mobile-apply-sent', { fullPage: false });
  });

  it('applies to a redirect lender and hands off with the UTM link', async () => {
    const lender = redirectLender();
    if (!lender) throw new Error('no redirect lender');
    const page = await pageAs('mobile');
    await page.goto('/user/offers');
    await applyTo(page, lender.name);
    await page.waitForURL(/\/user\/lender-submit\?application=/);
    await page
      .getByRole('heading', { name: `Continue your application on ${lender.name}'s website` })
      .waitFor();
    const href = await page.getByRole('link', { name: `Continue to ${lender.name}` }).getAttribute('href');
    expect(href).toContain(`/${lender.slug}/apply`);
    expect(href).toContain('utm_source=credilink');
    // Issue 13: not 'Submitted' before the customer has continued to the lender's site.
    await page.getByText("Continue on the lender's site").waitFor();
    expect(await page.getByText('Submitted', { exact: true }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'mobile-lender-submit');
    await page.route(/\/apply\?/, (route) => route.fulfill({ status: 200, body: 'lender' }));
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: `Continue to ${lender.name}` }).click();
    await (await popup).close();
    await page.getByText('Submitted', { exact: true }).waitFor();
  });

  it('lists both applications; the API one becomes Submitted once sent to the lender', async () => {
    const api = apiLender();
    const redirect = redirectLender();
    if (!api || !redirect) throw new Error('no lenders');
    const page = await pageAs('mobile');
    await page.goto('/user/offers');
    const table = page.getByRole('table', { name: 'Your applications' });
    const apiRow = table.getByRole('row').filter({ hasText: api.name });
    const redirectRow = table.getByRole('row').filter({ hasText: redirect.name });
    await redirectRow.getByText('Submitted').waitFor();
    await apiRow.getByText('Submitted').waitFor({ timeout: 20_000 });
    await apiRow
      .getByRole('button', { name: `Show the timeline of your application to ${api.name}` })
      .click();
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Created').waitFor();
    await timeline.getByText('by the lender').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.locator('#applications').scrollIntoViewIfNeeded();
    await shoot(page, 'mobile-status-table');
  });

  it('says Applied on the card with the reference and status, and offers no second Apply', async () => {
    const lender = apiLender();
    if (!lender) throw new Error('no API lender');
    const page = await pageAs('mobile');
    await page.goto('/user/offers');
    const card = page.getByRole('article', { name: lender.name });
    await card.getByText(/^Applied on /).waitFor();
    await card.getByText(/^Reference: [0-9a-f-]{36}$/).waitFor();
    await card.getByText(new RegExp(`You can apply to ${lender.name} again from`)).waitFor();
    expect(await card.getByRole('button', { name: `Apply to ${lender.name}` }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'mobile-offer-applied', { fullPage: false });
  });

  it('sorts and filters in the URL, keeps it on back, and never hides the unmatched lenders', async () => {
    const page = await pageAs('mobile');
    await page.goto('/user/offers');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.inputValue()).toBe('ranking');
    await sort.selectOption('emi');
    await page.waitForURL(/sort=emi/);
    await page.getByRole('combobox', { name: 'How you apply' }).selectOption('api');
    await page.waitForURL(/journey=api/);
    const hiddenCount = offers.offers.filter((o) => o.handoff !== 'api').length;
    await page.getByText(new RegExp(`^${String(hiddenCount)} matching offers? (is|are) hidden`)).waitFor();
    for (const offer of offers.offers.filter((o) => o.handoff === 'redirect')) {
      expect(await page.getByRole('article', { name: offer.name }).count()).toBe(0);
    }
    const unmatched = page.getByRole('region', { name: 'Lenders you did not match' });
    for (const lender of offers.unmatched) {
      expect(await unmatched.getByRole('heading', { name: lender.name, exact: true }).count()).toBe(1);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'mobile-offers-filtered', { fullPage: false });
    await page.getByRole('link', { name: 'How offers are ranked' }).click();
    await page.waitForURL(/how-offers-are-ranked/);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search, { timeout: 15_000 }).toBe('?sort=emi&journey=api');
    await page.getByRole('combobox', { name: 'Sort by' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('emi');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    for (const offer of offers.offers) await page.getByRole('article', { name: offer.name }).waitFor();
  });

  it('sends a visitor without a session home', async () => {
    const current = await openPage(browser, server.baseUrl, 'mobile');
    opened.push(current);
    await current.page.goto('/user/offers');
    await current.page.waitForURL(`${server.baseUrl}/`);
  });
});

describe('offer pages at desktop size and in Hindi', () => {
  it('offers, status page, lender page and ranking method', async () => {
    const lender = apiLender();
    if (!lender) throw new Error('no API lender');
    const page = await pageAs('desktop');
    await page.goto('/user/offers?sort=apr');
    await page.getByRole('heading', { name: 'Your loan offers', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await shoot(page, 'desktop-offers');
    await page.goto(`/user/lenders-transaction/${lender.slug}`);
    await page.getByRole('heading', { name: `Your application to ${lender.name}` }).waitFor();
    await shoot(page, 'desktop-lenders-transaction');
    await page.goto('/user/cashe');
    await page.getByRole('heading', { name: 'CASHe', level: 1 }).waitFor();
    await shoot(page, 'desktop-lender-page');
    await page.goto('/how-offers-are-ranked');
    await page.getByRole('heading', { name: 'How we match and order lender offers' }).waitFor();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: 'हम ऋणदाताओं के ऑफ़र कैसे मिलाते और क्रम में रखते हैं' }).waitFor();
    await shoot(page, 'desktop-ranking-hi');
  });

  it('the Hindi offers page at desktop size, sorted and with details open', async () => {
    const page = await pageAs('desktop');
    await page.addInitScript(() => {
      localStorage.setItem('cl_language', 'hi');
    });
    await page.goto('/user/offers?sort=amount');
    await page.getByRole('heading', { name: 'आपके लोन ऑफ़र', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /के ऑफ़र का विवरण$/ })
      .first()
      .click();
    await shoot(page, 'desktop-offers-hi');
  });

  it('the Hindi offers page and the gold and declined lender pages on a phone', async () => {
    const page = await pageAs('mobile');
    await page.addInitScript(() => {
      localStorage.setItem('cl_language', 'hi');
    });
    await page.goto('/user/offers');
    await page.getByRole('heading', { name: 'आपके लोन ऑफ़र', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'जिन लेंडर से आपका मेल नहीं हुआ' }).waitFor();
    await page.getByRole('combobox', { name: 'क्रम' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'mobile-offers-hi');
    await shoot(page, 'mobile-offers-hi-top', { fullPage: false });
    await page.goto('/user/muthootgold');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'mobile-lender-gold-hi');
    await page.goto('/user/earlysalary/declined');
    await page.getByText('EarlySalary आपका आवेदन स्वीकृत नहीं कर सका।').waitFor();
    await shoot(page, 'mobile-earlysalary-declined-hi');
  });
});
