import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerLenderJourney } from '@cl/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { LenderJourneyList } from './lender-journey-list';

const journey: PartnerLenderJourney = {
  name: 'KreditBee',
  steps: [
    { code: 'kfs', values: {}, text: 'Read and accept the Key Fact Statement' },
    { code: 'continue_app', values: { lender: 'KreditBee' }, text: "Continue on KreditBee's app" },
    { code: 'esign', values: { days: 3 }, text: 'Approval and e-sign (3-day cooling-off period)' },
  ],
};

beforeAll(async () => {
  await i18n.loadNamespaces('partner');
  await i18n.loadLanguages('hi');
});
afterEach(async () => {
  await changeLanguage('en');
});

describe('lender journey steps (issue 6)', () => {
  it('shows each step from its code and values in English and in Hindi', async () => {
    const { unmount } = renderWithApp(<LenderJourneyList journeys={[journey]} />);
    expect(screen.getByText("Continue on KreditBee's app")).toBeTruthy();
    expect(
      screen.getByText('Approval and e-sign of the loan agreement (3-day cooling-off period)'),
    ).toBeTruthy();
    unmount();
    await changeLanguage('hi');
    renderWithApp(<LenderJourneyList journeys={[journey]} />);
    expect(screen.getByText('KreditBee के ऐप पर आगे बढ़ें')).toBeTruthy();
    expect(screen.getByText('मंज़ूरी और लोन एग्रीमेंट पर ई-साइन (3 दिन की कूलिंग-ऑफ़ अवधि)')).toBeTruthy();
  });
});
