import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  chooseTile,
  consentAndSave,
  fillIdentity,
  fillPersonalFields,
  matchedLenders,
  specialOfferToastsClosed,
  typeInto,
} from './support/new-customer.ts';
import { MOBILE } from './support/browser.ts';
import { signInAs } from './support/partner.ts';
import { shoot } from './support/screenshot.ts';
import { answerInInbox, expectAnswerSeen, raiseTicket } from './support/tickets.ts';

// Issue 15 "Done when": an admin onboards a lender in the console and a new customer is offered
// it; an admin onboards a partner with a new owner mobile, that person signs in to the portal and
// raises a ticket, an admin answers it in the support inbox, and the new owner sees the answer.
// A server of its own: the lender and the partner it adds would show on other files' pages.
test.use({ serverGroup: 'onboarding' });

const LENDER = 'Kaveri Credit E2E';

const toast = (page: Page, text: string) =>
  expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();

/** Saves one section of the lender page and waits for the server's yes. */
async function saveSection(page: Page, section: string): Promise<void> {
  await page.getByRole('form', { name: section }).getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Lender updated successfully!');
}

test.describe('onboarding (issue 15)', () => {
  test('an admin adds and completes a lender in the console; a new customer is offered it', async ({
    adminPage: admin,
    page: customer,
    signUp,
  }) => {
    // Two people, some twenty form fields and a sign-up by OTP on a loaded two-core machine.
    test.setTimeout(240_000);
    await admin.goto('/admin/lenders');
    await admin.getByRole('button', { name: 'Add Lender' }).click();
    const add = admin.getByRole('dialog', { name: 'Add Lender' });
    await add.getByLabel('Lender name').fill('Kaveri');
    await add.getByRole('button', { name: 'Add' }).click();
    await toast(admin, 'Lender created successfully!');
    await admin.getByRole('link', { name: 'Kaveri', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Kaveri', level: 1 })).toBeVisible();

    // Switching on a bare lender is refused with what it lacks.
    const status = admin.getByRole('form', { name: 'Status' });
    await status.getByRole('switch', { name: 'Lender status' }).check();
    await status.getByRole('button', { name: 'Save' }).click();
    await expect(status.getByText('Fill these before switching the lender on:')).toBeVisible();
    await expect(status.getByText(/Products it lends: Choose at least one product/)).toBeVisible();
    await shoot(admin, 'onboarding-lender-refused');

    const profile = admin.getByRole('form', { name: 'Name and products' });
    await profile.getByLabel('Lender name').fill(LENDER);
    await profile.getByLabel('Cooling-off days').fill('5');
    await profile.getByRole('checkbox', { name: 'Personal loan' }).check();
    await saveSection(admin, 'Name and products');
    await expect(admin.getByRole('heading', { name: LENDER, level: 1 })).toBeVisible();

    const handoff = admin.getByRole('form', { name: 'Hand-off to the lender' });
    await handoff.getByLabel(/Address customers are sent to/).fill('http://kaveri.example.in/apply');
    await handoff.getByRole('button', { name: 'Save' }).click();
    await expect(handoff.getByText('Enter an https:// address')).toBeVisible();
    await handoff.getByLabel(/Address customers are sent to/).fill('https://kaveri.example.in/apply');
    await saveSection(admin, 'Hand-off to the lender');

    const terms = admin.getByRole('form', { name: 'Terms shown in offers' });
    await terms.getByLabel('Interest rate').fill('11% To 19%');
    await terms.getByLabel('APR min (%)').fill('11.5');
    await terms.getByLabel('APR max (%)').fill('20.25');
    await terms.getByLabel('Tenure').fill('12 to 48 months');
    await terms.getByLabel('Loan min').fill('50000');
    await terms.getByLabel('Loan max').fill('1500000');
    await terms.getByLabel('Processing fees', { exact: true }).fill('Up to 1.5%');
    await saveSection(admin, 'Terms shown in offers');

    // Filter criteria save on change (spec 4); the switch then shows the saved value.
    const salaried = admin.getByRole('region', { name: 'Filter criteria' }).getByLabel('Salaried');
    await salaried.click();
    await toast(admin, 'Lender updated successfully!');
    await expect(salaried).toBeChecked();

    await status.getByRole('switch', { name: 'Lender status' }).check();
    await saveSection(admin, 'Status');
    await admin.reload();
    await expect(
      admin.getByRole('form', { name: 'Status' }).getByRole('switch', { name: 'Lender status' }),
    ).toBeChecked();
    await shoot(admin, 'onboarding-lender-on');

    // A new customer, through the sign-up screens and the personal-loan form as a person does.
    const mobile = await signUp(customer, 'en');
    await shoot(customer, 'onboarding-customer-products');
    await chooseTile(customer, 'Personal Loans');
    await expect(customer).toHaveURL(/\/user\/user-detail$/);
    await fillIdentity(customer, {
      first: 'Asha',
      last: 'Menon',
      email: `asha.${mobile}@example.in`,
      birth: '02031990',
      pan: 'ABCPM4321K',
      pincode: '560034',
    });
    await fillPersonalFields(customer, { employment: 'salaried', income: '85000' });
    await typeInto(customer, 'desired_loan_amount', '200000');
    await shoot(customer, 'onboarding-customer-form');
    await consentAndSave(customer, 'en');
    await expect(customer).toHaveURL(/\/user\/offers$/);
    await expect(customer.getByRole('heading', { name: 'Your loan offers', level: 1 })).toBeVisible();
    await specialOfferToastsClosed(customer, 'personal');
    await shoot(customer, 'onboarding-customer-offers');
    expect(await matchedLenders(customer, 'personal', 'en')).toContain(LENDER);
    await expect(customer.getByRole('button', { name: `Apply to ${LENDER}` }).first()).toBeVisible();
    await shoot(customer, 'onboarding-lender-offered');
  });

  test('an admin onboards a partner; its new owner signs in, raises a ticket and sees the answer', async ({
    adminPage: admin,
    openPage,
    outbox,
    phones,
  }) => {
    // Onboarding, an OTP sign-in, a ticket and its answer across two consoles on a loaded machine.
    test.setTimeout(180_000);
    const owner = phones.next();
    await admin.goto('/admin/partners');
    await admin.getByRole('button', { name: 'Onboard partner' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Onboard a partner' });
    await dialog.getByLabel(/Partner key/).fill('vakrangee');
    await dialog.getByLabel(/Brand name/).fill('Sahyog Finserv');
    await dialog.getByLabel(/Host names/).fill('loans.sahyog.example.in');
    await dialog.getByLabel(/Revenue share/).fill('1.75');
    await dialog.getByLabel(/Flat fee/).fill('40');
    await dialog.getByLabel(/Owner's name/).fill('Meera Joshi');
    await dialog.getByLabel(/Owner's mobile/).fill(owner);
    await dialog.getByRole('button', { name: 'Create partner' }).click();
    // A key another partner has is refused under its box, and nothing is created.
    await expect(dialog.getByText('Another partner already uses this key').first()).toBeVisible();
    await dialog.getByLabel(/Partner key/).fill('sahyog');
    await dialog.getByRole('button', { name: 'Create partner' }).click();
    await toast(admin, 'Partner created');
    await expect(admin.getByRole('heading', { name: 'Sahyog Finserv', level: 1 })).toBeVisible();
    const users = admin.getByRole('table', { name: 'Portal users' });
    await expect(users.getByRole('cell', { name: 'Meera Joshi' })).toBeVisible();
    await shoot(admin, 'onboarding-partner');

    const partner = await openPage({ viewport: 'desktop' });
    await signInAs(partner, outbox, owner);
    await shoot(partner, 'onboarding-partner-signed-in');

    // The new owner asks the admin team a question; the admin answers it from the support inbox.
    const ticket = {
      subject: 'Sahyog payout schedule',
      message: 'On which day of the month are the Sahyog payouts made?',
    };
    const answer = 'Payouts are made on the 7th of each month for the month before.';
    const reference = await raiseTicket(partner, ticket, 'general-query');
    await answerInInbox(admin, reference, ticket.message, answer);
    // The owner reads the answer on a phone (issue 1: 360x740).
    await partner.setViewportSize(MOBILE.viewport);
    await expectAnswerSeen(partner, reference, answer);
    // What the phone's screen shows (a full-page shot draws the sticky app bar mid-page).
    await shoot(partner, 'onboarding-partner-answer', { fullPage: false });
  });
});
