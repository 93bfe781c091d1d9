import type { Page } from '@playwright/test';
import { AUTH_API, SESSION_COOKIES, validationMessages } from '@cl/contracts';
import { expect, test } from './support/fixtures.ts';
import { signInOnThisPage, UI } from './support/new-customer.ts';
import { openHelp } from './support/help.ts';
import { shoot } from './support/screenshot.ts';

// Issue 16 (ADR 027, option 3): a visitor's sign-in page is HTML the server sends whole, with a
// small script of its own; React and the app load only once the code is sent (or Help, the menu).
// A new visitor signs in through it on a 360 px phone, in English and in Hindi picked in the
// footer, and lands on /products; the same page drawn by React is compared with it.

/** Every script the page fetched, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('the prerendered sign-in page (issue 16)', () => {
  test('a new visitor signs in through it in English, with nothing of React before Get OTP', async ({
    openPage,
    outbox,
    phones,
  }) => {
    const page = await openPage();
    const scripts = scriptsOf(page);
    const sends: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === AUTH_API.otpSend) sends.push(request.postData() ?? '');
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: UI.en.signIn })).toBeVisible();
    await expect(page.locator('#root[data-brand]')).toBeAttached(); // the server's page, not the app's

    // spec 5: an invalid number shows IdentifierStep's message and sends nothing
    await page.locator('input[type="tel"]').pressSequentially('12345');
    await page.getByRole('button', { name: UI.en.getOtp }).click();
    await expect(page.getByText(validationMessages.en.phoneInvalid)).toBeVisible();
    await expect(page.locator('input[type="tel"]')).toHaveAttribute('aria-invalid', 'true');
    expect(sends).toEqual([]);
    expect(scripts.filter((s) => !s.includes('/sign-in-'))).toEqual([]);
    // (shoot() parks the pointer on the header, which starts fetching the app: after the check)
    await shoot(page, 'sign-in-prerendered-mobile-en-invalid');

    await page.locator('input[type="tel"]').fill('');
    const mobile = phones.next();
    await signInOnThisPage(page, outbox, mobile, 'en');
    expect(sends).toEqual([JSON.stringify({ channel: 'mobile', value: mobile })]); // sent once
  });

  test('a new visitor picks Hindi in the footer and signs in in Hindi; the next visit is Hindi at once', async ({
    openPage,
    outbox,
    phones,
  }) => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByRole('heading', { name: UI.hi.signIn })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await shoot(page, 'sign-in-prerendered-mobile-hi');
    await page.getByRole('button', { name: UI.hi.getOtp }).click();
    await expect(page.getByText(validationMessages.hi.phoneInvalid)).toBeVisible();
    await page.reload(); // the cookie: the server now sends the page in Hindi
    await expect(page.getByRole('heading', { name: UI.hi.signIn })).toBeVisible();
    await signInOnThisPage(page, outbox, phones.next(), 'hi');
  });

  test("shows the server's refusal and a network failure, then sends again", async ({
    openPage,
    outbox,
    phones,
  }) => {
    const page = await openPage();
    await page.goto('/');
    const wait = 'Please wait 42 seconds before asking for another OTP.';
    await page.route(AUTH_API.otpSend, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'TOO_MANY_REQUESTS', message: wait }),
      }),
    );
    const mobile = phones.next();
    await page.locator('input[type="tel"]').pressSequentially(mobile);
    const getOtp = page.getByRole('button', { name: UI.en.getOtp });
    await getOtp.click();
    await expect(page.getByRole('alert')).toHaveText(wait);
    await expect(getOtp).toBeEnabled();
    await page.unroute(AUTH_API.otpSend);
    await page.route(AUTH_API.otpSend, (route) => route.abort('internetdisconnected'));
    await getOtp.click();
    await expect(page.getByRole('alert')).not.toHaveText(wait);
    await expect(page.getByRole('alert')).not.toBeEmpty(); // the browser's own words, as the app's toast
    await expect(page).toHaveURL(/\/$/);
    await page.unroute(AUTH_API.otpSend);
    await getOtp.click();
    await expect(page).toHaveURL(/\/verification$/);
    await page.locator('input[name="otp"]').pressSequentially(await outbox.latestCode(mobile));
    await page.getByRole('button', { name: UI.en.verify }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("a partner's own host: /login arrives in the partner's brand, with its terms, and signs in", async ({
    openPage,
    outbox,
    phones,
  }) => {
    const page = await openPage({ host: 'vakrangee.localhost' });
    const scripts = scriptsOf(page);
    await page.goto('/login');
    await expect(page.locator('#root[data-sign-in-page]')).toBeAttached();
    await expect(page.locator('.cl-logo__img')).toHaveAttribute('src', '/api/brand-logo/vakrangee.svg');
    await expect(page.getByRole('link', { name: 'the terms of vakrangee' })).toBeVisible();
    expect(scripts.filter((s) => !s.includes('/sign-in-'))).toEqual([]);
    await shoot(page, 'sign-in-prerendered-white-label-mobile');
    // The app's page for the same host, once the partner's brand has arrived: the same pixels
    const react = await openPage({ host: 'vakrangee.localhost' });
    const origin = new URL(page.url()).origin;
    await react.context().addCookies([{ name: SESSION_COOKIES.customer, value: 'stale', url: origin }]);
    await react.goto('/login');
    await expect(react.locator('.cl-logo__img')).toHaveAttribute('src', '/api/brand-logo/vakrangee.svg');
    await expect(react.getByRole('link', { name: 'the terms of vakrangee' })).toBeVisible();
    await shoot(react, 'sign-in-react-white-label-mobile');
    const [ours, theirs] = await Promise.all(
      [page, react].map((p) => p.screenshot({ fullPage: true, caret: 'hide' })),
    );
    expect(ours?.equals(theirs ?? Buffer.alloc(0)), 'the same pixels as the React page').toBe(true);
    const mobile = phones.next();
    await page.locator('input[type="tel"]').pressSequentially(mobile);
    await page.getByRole('button', { name: UI.en.getOtp }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await page.locator('input[name="otp"]').pressSequentially(await outbox.latestCode(mobile));
    await page.getByRole('button', { name: UI.en.verify }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/'); // a white-label site's products
  });

  test('the email channel, and Help and the menu start the app and open', async ({ openPage }) => {
    const page = await openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
    await page.getByLabel('Email address').fill('asha@');
    await page.getByRole('button', { name: UI.en.getOtp }).click();
    await expect(page.getByText(validationMessages.en.emailInvalid)).toBeVisible();
    await openHelp(page); // the menu, then Help in the drawer at 360 px
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Email address')).toHaveValue('asha@'); // the app kept what was typed

    const desk = await openPage({ viewport: 'desktop' });
    await desk.goto('/');
    await openHelp(desk);
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    test(`looks as the React page does (${viewport})`, async ({ openPage, server }) => {
      const prerendered = await openPage({ viewport });
      await prerendered.goto('/');
      // A session cookie the server does not know: it sends the app, which finds no session and
      // draws the sign-in page itself.
      const react = await openPage({ viewport });
      await react
        .context()
        .addCookies([{ name: SESSION_COOKIES.customer, value: 'stale', url: server.baseUrl }]);
      await react.goto('/');
      await expect(react.locator('#root[data-brand]')).not.toBeAttached();
      const boxes = async (page: Page) => {
        await expect(page.getByRole('heading', { name: UI.en.signIn })).toBeVisible();
        await expect(page.locator('.cl-logo__img')).toBeVisible();
        return page.evaluate(() =>
          [
            '.cl-logo',
            '.cl-header__actions button, .cl-header__menu button',
            'h1',
            '.cl-subtitle',
            '.cl-segmented--full',
            '.cl-field',
            'button[type="submit"]',
            '.cl-auth__card > p',
            '.cl-footer',
          ].map((selector) => {
            const element = [...document.querySelectorAll(selector)].find(
              (e) => e.getClientRects().length > 0,
            );
            const box = element?.getBoundingClientRect();
            return { selector, box: box && [box.x, box.y, box.width, box.height].map(Math.round) };
          }),
        );
      };
      expect(await boxes(prerendered)).toEqual(await boxes(react));
      await shoot(prerendered, `sign-in-prerendered-${viewport}`);
      await shoot(react, `sign-in-react-${viewport}`);
      // The number's error, under the field in both
      for (const page of [prerendered, react]) {
        await page.locator('input[type="tel"]').pressSequentially('12345');
        await page.getByRole('button', { name: UI.en.getOtp }).click();
        await expect(page.getByText(validationMessages.en.phoneInvalid)).toBeVisible();
      }
      expect(await boxes(prerendered)).toEqual(await boxes(react));
      await shoot(prerendered, `sign-in-prerendered-${viewport}-invalid`);
      await shoot(react, `sign-in-react-${viewport}-invalid`);
      const [ours, theirs] = await Promise.all(
        [prerendered, react].map((page) => page.screenshot({ fullPage: true, caret: 'hide' })),
      );
      expect(ours?.equals(theirs ?? Buffer.alloc(0)), 'the same pixels as the React page').toBe(true);
    });
  }
});
