import { expect, type Page } from '@playwright/test';
import type { Outbox } from './outbox.ts';

// A NEW customer as a person meets the site (issue 13 Done-when): language chosen on the sign-in
// page, the mobile number typed, the OTP read from the server's outbox, a product tile pressed,
// then the product's form filled field by field. Texts are the UI's own, per language.

export type Language = 'en' | 'hi';

export const UI = {
  en: {
    signIn: 'Sign in',
    getOtp: 'Get OTP',
    verify: 'Verify',
    save: 'Save and continue',
    consent: /use of my details/,
    matching: /Matching offers \((\d+)\)/,
    businessContinue: 'Continue',
  },
  hi: {
    signIn: 'साइन इन करें',
    getOtp: 'OTP पाएँ',
    verify: 'सत्यापित करें',
    save: 'सहेजें और आगे बढ़ें',
    consent: /मैं ऊपर लिखे कामों/,
    matching: /मेल खाने वाले ऑफ़र \((\d+)\)/,
    businessContinue: 'आगे बढ़ें',
  },
} as const;

export const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** Types into a field as a person does (key by key), so the form's own formatting applies. */
export async function typeInto(page: Page, name: string, text: string): Promise<void> {
  const input = field(page, name);
  await input.click();
  await input.pressSequentially(text);
}

/** Signs up a new mobile number through the real OTP screens, in the language chosen first. */
export async function signUpNew(page: Page, outbox: Outbox, mobile: string, language: Language) {
  await page.goto('/');
  if (language === 'hi') await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: UI[language].signIn })).toBeVisible();
  await signInOnThisPage(page, outbox, mobile, language);
}

/** On the sign-in page that is open: types the number, asks for the code, types it and goes on to /products. */
export async function signInOnThisPage(page: Page, outbox: Outbox, mobile: string, language: Language) {
  const ui = UI[language];
  await page.locator('input[type="tel"]').pressSequentially(mobile);
  await page.getByRole('button', { name: ui.getOtp }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await page.locator('input[name="otp"]').pressSequentially(await outbox.latestCode(mobile));
  await page.getByRole('button', { name: ui.verify }).click();
  await expect(page).toHaveURL(/\/products$/);
}

/** Presses the product's tile on /products (its title in the page's language). */
export async function chooseTile(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
}

export interface Person {
  first: string;
  last: string;
  email: string;
  birth: string;
  pan: string;
  pincode: string;
}

/** The "About you" section every loan form asks (as on the PAN card). */
export async function fillIdentity(page: Page, person: Person): Promise<void> {
  await typeInto(page, 'first_name', person.first);
  await typeInto(page, 'last_name', person.last);
  await typeInto(page, 'email', person.email);
  await typeInto(page, 'birth_date', person.birth);
  await typeInto(page, 'pan', person.pan);
  await field(page, 'gender').selectOption('2');
  await typeInto(page, 'postal_code', person.pincode);
}

/** Address, work and income of the personal family's forms; salaried people name their employer. */
export async function fillPersonalFields(
  page: Page,
  work: { employment: 'salaried' | 'student'; income: string },
): Promise<void> {
  await typeInto(page, 'address1', 'House 12, Sector-4');
  await field(page, 'residence_type').selectOption(work.employment === 'student' ? '5' : '2');
  await field(page, 'educational_level').selectOption(work.employment === 'student' ? '3' : '5');
  await field(page, 'employment_status_code').selectOption(work.employment === 'student' ? '4' : '1');
  await typeInto(page, 'monthly_income', work.income);
  if (work.employment === 'salaried') {
    await field(page, 'salary_mode').selectOption('1');
    await typeInto(page, 'employer_name', 'Tata Motors');
    await typeInto(page, 'officepincode', '560001');
  }
}

/** Ticks the required data-use consent (never pre-ticked) and saves the form. */
export async function consentAndSave(page: Page, language: Language): Promise<void> {
  await page.getByRole('checkbox', { name: UI[language].consent }).check();
  await page.getByRole('button', { name: UI[language].save }).click();
}

/**
 * On an offers page: the "Matching offers (n)" count, and each offer the server matched shown by
 * its lender's name. Answers the lender names, best ranked first.
 */
export async function matchedLenders(page: Page, product: string, language: Language): Promise<string[]> {
  const reply: { data: { offers: { name: string }[] } } = await page.evaluate(
    async (url) => (await fetch(url)).json(),
    `/api/offers?product=${product}`,
  );
  const names = reply.data.offers.map((offer) => offer.name);
  const counted = UI[language].matching.source.replace('(\\d+)', String(names.length));
  await expect(page.getByText(new RegExp(counted)).first()).toBeVisible();
  for (const name of names) {
    await expect(page.locator('article h3', { hasText: name }).first()).toBeVisible();
  }
  return names;
}

/**
 * A new customer is told of today's special offers in toasts once (issue 13): when the product's
 * offers carry any, they appear, and a person reads them or lets them close. The pointer is moved
 * off them first, since a toast under the pointer waits (pause on hover).
 */
export async function specialOfferToastsClosed(page: Page, product: string): Promise<void> {
  const reply: { data: { offers: { specialOffer: string | null }[] } } = await page.evaluate(
    async (url) => (await fetch(url)).json(),
    `/api/offers?product=${product}`,
  );
  if (!reply.data.offers.some((offer) => offer.specialOffer !== null)) return;
  const viewport = page.viewportSize();
  await page.mouse.move(1, (viewport?.height ?? 740) - 1);
  const toasts = page.locator('.Toastify__toast');
  await expect(toasts.first()).toBeVisible();
  await expect(toasts).toHaveCount(0, { timeout: 30_000 });
}
