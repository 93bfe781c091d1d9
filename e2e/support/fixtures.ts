import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { ROOT, signInAdmin } from './admin.ts';
import { DESKTOP, VIEWPORTS, type ViewportName } from './browser.ts';
import { signUpNew, type Language } from './new-customer.ts';
import { readOutbox, type Outbox } from './outbox.ts';
import { signInAs, VAKRANGEE_OWNER } from './partner.ts';
import { startServer, type RunningServer } from './server.ts';
import { signInCustomer, useCustomerCookies, type SignedInCustomer } from './signed-in-customer.ts';

// ADR 019: what every e2e test starts from, as Playwright fixtures. `import { test, expect } from
// './support/fixtures.ts'` and ask for what the test needs by name; nothing is started by hand.

/**
 * What every server of the suite runs with: the root admin seeded, a default insurance partner,
 * and no wait between OTP sends (several tests sign one number in twice within seconds).
 */
export const SERVER_ENV = {
  ADMIN_EMAIL: ROOT.email,
  ADMIN_PASSWORD: ROOT.password,
  OTP_RESEND_SECONDS: '0',
  OTP_SENDS_PER_DESTINATION_PER_HOUR: '50',
  INSURANCE_PARTNER_NAME: 'Suraksha Insurance Web Aggregator Pvt Ltd',
  INSURANCE_PARTNER_URL: 'https://insurance.partner.invalid/start',
  INSURANCE_PARTNER_LICENCE: 'IRDAI/WBA/123/2026',
} as const;

/** Hands out mobile numbers no other test of this server has used (91xxxxxxxx: none is seeded). */
export interface Phones {
  next: () => string;
}

export interface OpenPageOptions {
  viewport?: ViewportName;
  /** Another host name of this server, e.g. a partner's white-label 'vakrangee.localhost'. */
  host?: string;
  /** The interface language, as if the visitor had chosen it before (localStorage cl_language). */
  language?: Language;
}

interface WorkerFixtures {
  /**
   * Files with the same group share one server (one database) per worker. A file whose changes
   * would show on other files' pages (a new lender, a site's brand) names a group of its own;
   * Playwright then runs it in a worker, with a server, of its own.
   */
  serverGroup: string;
  /** Variables added to SERVER_ENV for this group's server. */
  serverEnv: Record<string, string>;
  /** The built server on a free port with a fresh DATA_DIR, started once per worker. */
  server: RunningServer;
  /** The sign-in codes this worker's server sent. */
  outbox: Outbox;
  phones: Phones;
  /** Signs a customer in through the OTP routes (no browser); with `profile`, a saved profile. */
  signIn: (options?: { profile?: boolean; phone?: string }) => Promise<SignedInCustomer>;
  /** The root admin's signed-in cookies, signed in once per worker through /admin/login. */
  adminState: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** Vakrangee's owner, signed in once per worker by OTP on /partner/login. */
  partnerState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

interface TestFixtures {
  /** The failing test's server output (tail), attached to its report. */
  serverOutputOnFailure: undefined;
  /** Another browser profile (own cookies) for the test: a second phone, a desk, a partner host. */
  openPage: (options?: OpenPageOptions) => Promise<Page>;
  /** A new customer with the sample personal profile, signed in on `page` (Personal Loans chosen). */
  customer: SignedInCustomer;
  /** Signs a new number up on `page` through the OTP screens as a person does; answers the number. */
  signUp: (page: Page, language?: Language) => Promise<string>;
  /** A desktop page signed in as the root admin (role 1). */
  adminPage: Page;
  /** A desktop page signed in as Vakrangee's owner on the partner portal. */
  partnerPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverGroup: ['shared', { scope: 'worker', option: true }],
  serverEnv: [{}, { scope: 'worker', option: true }],

  server: [
    async ({ serverGroup, serverEnv }, use) => {
      const server = await startServer({ ...SERVER_ENV, ...serverEnv }, serverGroup);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  outbox: [async ({ server }, use) => use(readOutbox(server.dataDir)), { scope: 'worker' }],

  phones: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      let last = 9_100_000_000;
      await use({ next: () => String((last += 1)) });
    },
    { scope: 'worker' },
  ],

  signIn: [
    async ({ server, phones }, use) =>
      use(({ profile = true, phone = phones.next() } = {}) => signInCustomer(server, phone, { profile })),
    { scope: 'worker' },
  ],

  adminState: [
    async ({ browser, server }, use) => {
      const context = await browser.newContext({ ...DESKTOP, locale: 'en-IN', baseURL: server.baseUrl });
      await signInAdmin(await context.newPage(), ROOT);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],

  partnerState: [
    async ({ browser, server, outbox }, use) => {
      const context = await browser.newContext({ ...DESKTOP, locale: 'en-IN', baseURL: server.baseUrl });
      await signInAs(await context.newPage(), outbox, VAKRANGEE_OWNER);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ server }, use) => use(server.baseUrl),

  serverOutputOnFailure: [
    async ({ server }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server output (tail)', {
          body: server.output().slice(-3000),
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],

  openPage: async ({ browser, server, contextOptions }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ viewport = 'mobile', host, language } = {}) => {
      const context = await browser.newContext({
        ...contextOptions,
        ...VIEWPORTS[viewport],
        locale: 'en-IN',
        baseURL: host ? server.baseUrl.replace('localhost', host) : server.baseUrl,
      });
      contexts.push(context);
      if (language) {
        await context.addInitScript((code) => {
          localStorage.setItem('cl_language', code);
        }, language);
      }
      return context.newPage();
    });
    for (const context of contexts) await context.close().catch(() => undefined);
  },

  customer: async ({ context, signIn }, use) => {
    const customer = await signIn();
    await useCustomerCookies(context, customer);
    await use(customer);
  },

  signUp: async ({ outbox, phones }, use) => {
    await use(async (page, language = 'en') => {
      const mobile = phones.next();
      await signUpNew(page, outbox, mobile, language);
      return mobile;
    });
  },

  adminPage: async ({ browser, server, adminState }, use) => {
    const context = await browser.newContext({
      ...DESKTOP,
      locale: 'en-IN',
      storageState: adminState,
      baseURL: server.baseUrl,
    });
    await use(await context.newPage());
    await context.close();
  },

  partnerPage: async ({ browser, server, partnerState }, use) => {
    const context = await browser.newContext({
      ...DESKTOP,
      locale: 'en-IN',
      storageState: partnerState,
      baseURL: server.baseUrl,
    });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect } from '@playwright/test';
