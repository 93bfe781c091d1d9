import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, test, type OpenPageOptions } from './support/fixtures.ts';
import { specialOfferToastsClosed } from './support/new-customer.ts';
import { shoot } from './support/screenshot.ts';
import { useCustomerCookies, type SignedInCustomer } from './support/signed-in-customer.ts';

// Issue 13, WCAG 2.2 AA: axe-core finds no serious or critical violation on any customer page, at
// 360 px, in English and Hindi, signed out and signed in. Screenshots: test-results/screens/a11y-*.

const LANGUAGES = ['en', 'hi'] as const;
type Language = (typeof LANGUAGES)[number];

const PUBLIC_PAGES = [
  '/',
  '/personal-loan',
  '/credit-card',
  '/products',
  '/terms-of-use',
  '/privacy-policy',
  '/how-offers-are-ranked',
  '/credit-cards',
  '/cards-unsecured',
  '/cards-secured',
  '/create-merchant-form',
  '/nope',
];

/** Signed-in pages by the product the customer chose (each /user page's guard reads it). */
const CUSTOMER_PAGES: {
  product: string;
  profile: boolean;
  /** Signed in again after the profile: the welcome-back check is due in this new session. */
  returning?: boolean;
  paths: string[];
}[] = [
  {
    product: 'Personal Loans',
    profile: true,
    paths: [
      '/products',
      '/user/offers',
      '/user/user-detail',
      '/user/profile',
      '/user/language',
      '/user/cashe',
    ],
  },
  { product: 'Business Loans', profile: false, paths: ['/user/business-detail'] },
  { product: 'Gold Loans', profile: false, paths: ['/user/user-detail/gold-loan'] },
  {
    product: 'Affordable Housing Loan',
    profile: false,
    paths: ['/user/user-detail/affordable-housing-loan'],
  },
  { product: 'Credit Cards', profile: false, paths: ['/user/credit-card'] },
  { product: 'Other Insurance', profile: false, paths: ['/user/insurance/transaction'] },
  { product: 'Deals', profile: false, paths: ['/user/deals'] },
  { product: 'Personal Loans', profile: true, returning: true, paths: ['/user/welcome-back'] },
];

const groupName = (group: { product: string; returning?: boolean }) =>
  group.returning ? `returning ${group.product}` : group.product;

const customers = new Map<string, SignedInCustomer>();

test.beforeAll(async ({ signIn, phones }) => {
  // A returning customer signs in twice (the suite's servers have no resend cooldown).
  for (const group of CUSTOMER_PAGES) {
    const phone = phones.next();
    const customer = await signIn({ phone, profile: group.profile });
    customers.set(groupName(group), group.returning ? await signIn({ phone, profile: false }) : customer);
  }
});

async function newPage(
  openPage: (options?: OpenPageOptions) => Promise<Page>,
  language: Language,
  group?: { product: string; returning?: boolean },
): Promise<Page> {
  const page = await openPage({ language });
  const customer = group ? customers.get(groupName(group)) : undefined;
  if (group && customer) await useCustomerCookies(page.context(), customer, group.product);
  return page;
}

/** Serious and critical axe violations on the page once it has settled, as readable lines. */
async function seriousViolations(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A new customer's special-offer toasts (issue 13) close by themselves; axe checks the settled
  // page (while toasts animate, its run does not finish).
  if (url === '/user/offers') await specialOfferToastsClosed(page, 'personal');
  return seriousAxeViolations(page, url);
}

const shotName = (language: Language, url: string) =>
  `a11y-${language}${url === '/' ? '-home' : url.replaceAll('/', '-')}`;

for (const language of LANGUAGES) {
  test.describe(`customer pages at 360 px in ${language}`, () => {
    test('public pages have no serious or critical axe violation', async ({ openPage }) => {
      test.setTimeout(120_000); // twelve pages, each settled and checked
      const page = await newPage(openPage, language);
      const found: string[] = [];
      for (const url of PUBLIC_PAGES) {
        found.push(...(await seriousViolations(page, url)));
        await shoot(page, shotName(language, url));
      }
      expect(found).toEqual([]);
    });

    for (const group of CUSTOMER_PAGES) {
      test(`signed-in ${groupName(group)} pages have no serious or critical axe violation`, async ({
        openPage,
      }) => {
        const page = await newPage(openPage, language, group);
        const found: string[] = [];
        for (const url of group.paths) {
          found.push(...(await seriousViolations(page, url)));
          await expect(page, `${url} stayed on its page`).toHaveURL((address) => address.pathname === url);
          await shoot(page, `${shotName(language, url)}-signed-in`);
        }
        expect(found).toEqual([]);
      });
    }
  });
}
