import { generateKeyPairSync } from 'node:crypto';
import { seriousAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  chooseTile,
  consentAndSave,
  fillIdentity,
  fillPersonalFields,
  matchedLenders,
  specialOfferToastsClosed,
  typeInto,
  type Language,
} from './support/new-customer.ts';
import { horizontalOverflow, shoot } from './support/screenshot.ts';

// Issue 17: a NEW customer's personal loan over the ONDC network, in the browser. The suite's
// servers run in production, where the simulator is off; this file's server mounts it
// (ONDC_SIMULATOR) and signs with a key of its own (production makes none), and its workers send
// the journey's calls and apply the callbacks. Within the search window (the page asks again while
// it is open) both simulated lenders are listed beside the seeded offers, unmatched until their own
// form is filled; then (ADR 034) the customer fills Sahyog's application form, gets its offer
// beside the seeded ones, accepts it through the KFS, fills its KYC and e-mandate forms, and sees
// the loan reach "disbursed" on the timeline from the lender's own on_update.

/** A 32-byte ed25519 seed in base64, as ONDC_SIGNING_PRIVATE_KEY takes it. */
function signingSeed(): string {
  const der = generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' });
  return der.subarray(-32).toString('base64');
}

test.use({
  serverGroup: 'ondc-offers',
  serverEnv: { ONDC_SIMULATOR: 'true', RUN_WORKERS: 'true', ONDC_SIGNING_PRIVATE_KEY: signingSeed() },
});

const SIMULATED = ['Sahyog Finance (simulated)', 'Kosh Credit (simulated)'];

const SAHYOG = 'Sahyog Finance (simulated)';
const KOSH = 'Kosh Credit (simulated)';

const UI = {
  en: {
    tile: 'Personal Loans',
    unmatched: 'Lenders you did not match',
    formPending: 'This lender makes its offer once you fill in its own application form',
    fillForm: `Fill in ${SAHYOG}'s application form`,
    fillKosh: `Fill in ${KOSH}'s application form`,
    sendKosh: `Send to ${KOSH}`,
    send: `Send to ${SAHYOG}`,
    applyTo: `Apply to ${SAHYOG}`,
    mandate: `Continue with ${SAHYOG}: Repayment e-mandate (step 3 of 3)`,
    disbursed: 'Disbursed',
  },
  hi: {
    tile: 'पर्सनल लोन',
    unmatched: 'जिन लेंडर से आपका मेल नहीं हुआ',
    formPending: 'इस ऋणदाता का आवेदन फ़ॉर्म भरने के बाद ही यह अपना ऑफ़र देगा',
    fillForm: `${SAHYOG} का आवेदन फ़ॉर्म भरें`,
    fillKosh: `${KOSH} का आवेदन फ़ॉर्म भरें`,
    sendKosh: `${KOSH} को भेजें`,
    send: `${SAHYOG} को भेजें`,
    applyTo: `${SAHYOG} में आवेदन करें`,
    mandate: `${SAHYOG} के साथ आगे बढ़ें: Repayment e-mandate (3 में से चरण 3)`,
    disbursed: 'राशि दी गई',
  },
} as const;

/** The lender answers each step within seconds; it disburses 3 s after confirm. */
const LENDER_MS = 30_000;

/** How long the page may take to show the network's lenders: the search window is 30 s. */
const SEARCH_WINDOW_MS = 35_000;

for (const language of ['en', 'hi'] as const satisfies Language[]) {
  test(`a new customer's personal loan over the network, from the lender's form to disbursed (360 px, ${language})`, async ({
    page,
    signUp,
  }) => {
    test.setTimeout(240_000); // sign-up, the form, the search window, then each lender step
    expect(page.viewportSize()).toEqual({ width: 360, height: 740 });
    const ui = UI[language];
    const mobile = await signUp(page, language);
    await chooseTile(page, ui.tile);
    await expect(page).toHaveURL((url) => url.pathname === '/user/user-detail');
    await fillIdentity(page, {
      first: 'Meera',
      last: 'Nair',
      email: `ondc.${language}.${mobile}@example.in`,
      birth: '02031990',
      pan: 'ABCPN4321K',
      pincode: '560034',
    });
    await fillPersonalFields(page, { employment: 'salaried', income: '85000' });
    await typeInto(page, 'desired_loan_amount', '200000');
    await consentAndSave(page, language);
    await expect(page).toHaveURL((url) => url.pathname === '/user/offers');

    // The seeded lenders' offers are shown at once; a new customer's special-offer toasts close.
    const offered = await matchedLenders(page, 'personal', language);
    expect(offered.length).toBeGreaterThanOrEqual(1);
    await specialOfferToastsClosed(page, 'personal');

    // Nobody reloads: the page asks again while the network's search window is open.
    const unmatched = page.getByRole('region', { name: ui.unmatched });
    for (const name of SIMULATED) {
      const lender = unmatched
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(lender).toHaveCount(1, { timeout: SEARCH_WINDOW_MS });
      await expect(lender).toContainText(ui.formPending);
    }
    // The seeded offers are all still listed, and no network lender is among them.
    expect(await matchedLenders(page, 'personal', language)).toEqual(offered);
    await expect(page.getByRole('article', { name: SIMULATED[0] })).toHaveCount(0);
    await expect(page.getByRole('article', { name: SIMULATED[1] })).toHaveCount(0);

    await page.waitForLoadState('networkidle');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page, `/user/offers (${language})`)).toEqual([]);
    await shoot(page, `ondc-offers-360-${language}`);

    // The lender's own application form, drawn by us and prefilled from the profile.
    await page
      .getByRole('link', { name: ui.fillForm })
      .or(page.getByRole('button', { name: ui.fillForm }))
      .click();
    await expect(page).toHaveURL(/\/user\/offers\/network\/\d+\/form$/);
    const email = page.getByLabel(/^Email/);
    await expect(email).toHaveValue(`ondc.${language}.${mobile}@example.in`);
    await expect(page.getByLabel(/^Mobile number/)).toHaveValue(mobile);
    await expect(page.getByLabel(/^Loan amount/)).toHaveValue('200000');
    const name = page.getByLabel(/^Full name/);
    if ((await name.inputValue()) === '') await name.fill('Meera Nair');
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, `ondc-lender-form-360-${language}`);
    await page.getByRole('button', { name: ui.send }).click();

    // Back on the offers page, Sahyog's offer arrives beside the seeded ones.
    await expect(page).toHaveURL((url) => url.pathname === '/user/offers');
    const card = page.getByRole('article', { name: SAHYOG });
    await expect(card).toHaveCount(1, { timeout: LENDER_MS });

    // The second simulated lender's form too: two network offers beside the seeded ones.
    await page.getByRole('link', { name: ui.fillKosh }).click();
    await expect(page.getByLabel(/^Email/)).toHaveValue(`ondc.${language}.${mobile}@example.in`);
    const koshName = page.getByLabel(/^Full name/);
    if ((await koshName.inputValue()) === '') await koshName.fill('Meera Nair');
    await page.getByRole('button', { name: ui.sendKosh }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/user/offers');
    await expect(page.getByRole('article', { name: KOSH })).toHaveCount(1, { timeout: LENDER_MS });
    await expect(card).toHaveCount(1);
    expect((await matchedLenders(page, 'personal', language)).length).toBe(offered.length + 2);
    await shoot(page, `ondc-network-offer-360-${language}`);

    // Accepted through its KFS: nothing pre-ticked.
    await card.getByRole('button', { name: ui.applyTo }).click();
    const dialog = page.getByRole('dialog', { name: ui.applyTo });
    const submit = dialog.getByRole('button', { name: ui.applyTo });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await submit.click();

    // The lender's KYC form, then (after its on_init) the e-mandate form.
    await expect(page).toHaveURL(/\/user\/applications\/[^/]+\/lender-form$/, { timeout: LENDER_MS });
    await page.getByLabel(/Aadhaar e-KYC/).check();
    await page.getByRole('button', { name: ui.send }).click();
    const mandate = page.getByRole('link', { name: ui.mandate });
    await expect(mandate).toBeVisible({ timeout: LENDER_MS });
    await mandate.click();
    await page.getByLabel(/^IFSC/).fill('HDFC0001234');
    await page.getByLabel(/^Account number/).fill('123456789012');
    await page.getByRole('button', { name: ui.send }).click();

    // Sanctioned on confirm, then disbursed by the lender's own on_update: the page asks again.
    await expect(page.getByText(ui.disbursed).first()).toBeVisible({ timeout: LENDER_MS });
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page, `network loan status (${language})`)).toEqual([]);
    await shoot(page, `ondc-loan-disbursed-360-${language}`);
    // The same page on a desktop.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, `ondc-loan-disbursed-1280-${language}`);
  });
}
