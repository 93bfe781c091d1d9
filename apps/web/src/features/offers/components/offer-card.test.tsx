import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { offerFixture } from '@/test/offer';
import { renderWithApp } from '@/test/render';
import { OfferCard } from './offer-card';

const offer = offerFixture();

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
  await i18n.loadLanguages('hi');
});

function row(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const card = (name = 'EarlySalary') => screen.getByRole('article', { name });

describe('OfferCard (RBI DLD 2025: what each offer shows)', () => {
  it('shows APR, EMI, amount and tenure up front, and the rest behind Details (issue 13)', () => {
    renderWithApp(<OfferCard offer={offer} rank={1} onOpenKfs={vi.fn()} onApply={vi.fn()} />);
    expect(within(card()).getByText('Offer 1')).toBeTruthy();
    expect(row('APR (with fees)')).toBe('19.5% to 34% a year');
    expect(row('EMI')).toBe('₹9,985/monthfor 24 months');
    expect(row('Loan amount up to')).toBe('₹2,00,000');
    expect(row('Tenure')).toBe('3 to 24 months');
    const details = screen.getByRole('button', { name: "Details of EarlySalary's offer" });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById(details.getAttribute('aria-controls') ?? '');
    if (!region) throw new Error('details region missing');
    expect(
      within(region).getByText('Interest rate', { selector: 'dt' }).nextElementSibling?.textContent,
    ).toBe('18% to 30% a year');
    expect(row('Processing fees')).toBe('Up to 3% + GST');
    expect(row('EMI example')).toBe('₹9,985 a month for 24 months on ₹2,00,000 at 18% (APR 21.43%)');
    expect(row('Penal charges')).toBe('2% per month on overdue amount');
    expect(row('Cooling-off period')).toBe('3 days');
    expect(within(region).getByText('We send your application to EarlySalary.')).toBeTruthy();
    expect(within(card()).getByText(/No processing fee on loans up to ₹50,000/)).toBeTruthy();
  });

  it('says what the lender has not published instead of leaving a blank or a zero', () => {
    const bare = offerFixture({
      aprMin: null,
      aprMax: null,
      processingFees: null,
      penalCharges: null,
      emiExample: null,
      specialOffer: null,
      coolingOffDays: 1,
      handoff: 'redirect',
      creditScoreUnknown: true,
    });
    renderWithApp(<OfferCard offer={bare} rank={2} onOpenKfs={vi.fn()} onApply={vi.fn()} />);
    expect(row('APR (with fees)')).toBe('Not published by the lender');
    expect(row('EMI')).toBe('Not published by the lender');
    expect(row('EMI example')).toBe('Not published by the lender');
    expect(row('Cooling-off period')).toBe('1 day');
    expect(screen.queryByText(/Special offer/)).toBeNull();
    expect(screen.getByText(/finish your application on EarlySalary's website/)).toBeTruthy();
    expect(screen.getByText(/check your credit report itself/)).toBeTruthy();
  });

  it('opens the KFS and applies for this offer', () => {
    const onOpenKfs = vi.fn();
    const onApply = vi.fn();
    renderWithApp(<OfferCard offer={offer} rank={1} onOpenKfs={onOpenKfs} onApply={onApply} />);
    fireEvent.click(screen.getByRole('button', { name: 'Key Fact Statement of EarlySalary' }));
    expect(onOpenKfs).toHaveBeenCalledWith(offer);
    fireEvent.click(screen.getByRole('button', { name: 'Apply to EarlySalary' }));
    expect(onApply).toHaveBeenCalledWith(offer);
  });

  it('reads in Hindi with the same ₹ figures', async () => {
    await changeLanguage('hi');
    renderWithApp(<OfferCard offer={offer} rank={1} onOpenKfs={vi.fn()} onApply={vi.fn()} />);
    expect(row('लोन राशि (अधिकतम)')).toBe('₹2,00,000');
    expect(row('मासिक किस्त (EMI)')).toBe('₹9,985/माह24 महीनों के लिए');
    expect(row('कूलिंग-ऑफ़ अवधि')).toBe('3 दिन');
    expect(row('अवधि')).toBe('3 से 24 महीने');
    expect(row('ब्याज दर')).toBe('18% से 30% प्रति वर्ष');
    expect(row('प्रोसेसिंग शुल्क')).toBe('Up to 3% + GST'); // the lender's own fee text, as written
    expect(screen.getByRole('button', { name: 'EarlySalary में आवेदन करें' })).toBeTruthy();
    await changeLanguage('en');
  });
});

describe('OfferCard after applying (issue 13: "Applied", de-dupe said before the KFS)', () => {
  const publicId = '6f1c2f9e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
  const applied = (status: 'submitted' | 'continue_at_lender') =>
    offerFixture({
      application: {
        publicId,
        status,
        // 20:00 UTC is the next day in India
        appliedAt: '2026-11-21T20:00:00.000Z',
        applyAgainAt: '2026-12-21T20:00:00.000Z',
      },
    });

  it('shows the reference, status and the day to apply again, and offers no Apply', () => {
    const onApply = vi.fn();
    renderWithApp(<OfferCard offer={applied('submitted')} rank={1} onOpenKfs={vi.fn()} onApply={onApply} />);
    const article = card();
    expect(within(article).queryByRole('button', { name: 'Apply to EarlySalary' })).toBeNull();
    expect(within(article).getByText('Applied on 22 Nov 2026')).toBeTruthy();
    expect(within(article).getByText('Submitted')).toBeTruthy();
    expect(within(article).getByText(`Reference: ${publicId}`)).toBeTruthy();
    expect(within(article).getByText('You can apply to EarlySalary again from 22 Dec 2026.')).toBeTruthy();
    const status = within(article).getByRole('link', {
      name: 'See the status of your application to EarlySalary',
    });
    expect(status.getAttribute('href')).toBe('/user/lenders-transaction/earlysalary');
    // The KFS stays readable.
    expect(within(article).getByRole('button', { name: 'Key Fact Statement of EarlySalary' })).toBeTruthy();
  });

  it('a redirect application not yet continued says so and leads to the hand-off', () => {
    renderWithApp(
      <OfferCard offer={applied('continue_at_lender')} rank={1} onOpenKfs={vi.fn()} onApply={vi.fn()} />,
    );
    const article = card();
    expect(within(article).getByText("Continue on the lender's site")).toBeTruthy();
    expect(within(article).queryByText('Submitted')).toBeNull();
    const next = within(article).getByRole('link', { name: 'Continue to EarlySalary' });
    expect(next.getAttribute('href')).toBe(`/user/lender-submit?application=${publicId}`);
  });

  it('reads in Hindi', async () => {
    await changeLanguage('hi');
    renderWithApp(<OfferCard offer={applied('submitted')} rank={1} onOpenKfs={vi.fn()} onApply={vi.fn()} />);
    expect(screen.getByText('22 नव॰ 2026 को आवेदन किया')).toBeTruthy();
    expect(screen.getByText('भेजा गया')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'EarlySalary में आवेदन करें' })).toBeNull();
    await changeLanguage('en');
  });

  it("says a network offer is made over ONDC and links the lender's own KFS and terms (issue 17)", () => {
    const networkOffer = offerFixture({
      lenderId: -7,
      slug: 'ondc-7',
      name: 'Sahyog Finance',
      network: { offerId: 7, providerId: 'SAHYOG-PL', kfsLink: 'https://lender.example/kfs', tncLink: null },
    });
    renderWithApp(<OfferCard offer={networkOffer} rank={2} onOpenKfs={vi.fn()} onApply={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: "Details of Sahyog Finance's offer" }));
    expect(screen.getByText(/Sahyog Finance makes this offer over the ONDC network/)).toBeTruthy();
    const link = screen.getByRole('link', { name: "Sahyog Finance's own Key Fact Statement" });
    expect(link.getAttribute('href')).toBe('https://lender.example/kfs');
    expect(screen.queryByRole('link', { name: /terms and conditions/ })).toBeNull();
  });

  it('applies for a network offer like any other, saying the forms are filled in here (issue 17)', () => {
    const onApply = vi.fn();
    const networkOffer = offerFixture({
      lenderId: -7,
      slug: 'ondc-7',
      name: 'Sahyog Finance',
      kfsVersion: 'ondc-0c7e',
      network: { offerId: 7, providerId: 'SAHYOG-PL', kfsLink: null, tncLink: null },
    });
    renderWithApp(<OfferCard offer={networkOffer} rank={1} onOpenKfs={vi.fn()} onApply={onApply} />);
    expect(screen.queryByText(/not open here yet/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "Details of Sahyog Finance's offer" }));
    expect(screen.getByText(/Sahyog Finance's own forms are filled in here/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply to Sahyog Finance' }));
    expect(onApply).toHaveBeenCalledWith(networkOffer);
  });
});
