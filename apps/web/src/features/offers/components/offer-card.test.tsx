import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@cl/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { OfferCard } from './offer-card';

const offer: Offer = {
  lenderId: 7,
  slug: 'earlysalary',
  name: 'EarlySalary',
  amount: 200000,
  tenure: '3 to 24 months',
  interestRate: '18% To 30%',
  aprMin: 19.5,
  aprMax: 34,
  processingFees: 'Up to 3% + GST',
  penalCharges: '2% per month on overdue amount',
  coolingOffDays: 3,
  specialOffer: 'No processing fee on loans up to ₹50,000',
  emiExample: { months: 24, ratePercent: 18, emi: 9985, apr: 21.43 },
  handoff: 'api',
  kfsVersion: 'kfs-abc',
  creditScoreUnknown: false,
};

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
  await i18n.loadLanguages('hi');
});

function row(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('OfferCard (RBI DLD 2025: what each offer shows)', () => {
  it('shows amount, tenure, rate, APR range, fees, EMI example, penal charges and cooling-off', () => {
    renderWithApp(<OfferCard offer={offer} rank={1} onOpenKfs={vi.fn()} onApply={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'EarlySalary' });
    expect(within(card).getByText('Offer 1')).toBeTruthy();
    expect(row('Loan amount up to')).toBe('₹2,00,000');
    expect(row('Tenure')).toBe('3 to 24 months');
    expect(row('Interest rate')).toBe('18% to 30% a year');
    expect(row('APR (with fees)')).toBe('19.5% to 34% a year');
    expect(row('Processing fees')).toBe('Up to 3% + GST');
    expect(row('EMI example')).toBe('₹9,985 a month for 24 months on ₹2,00,000 at 18% (APR 21.43%)');
    expect(row('Penal charges')).toBe('2% per month on overdue amount');
    expect(row('Cooling-off period')).toBe('3 days');
    expect(within(card).getByText(/No processing fee on loans up to ₹50,000/)).toBeTruthy();
    expect(within(card).getByText('We send your application to EarlySalary.')).toBeTruthy();
  });

  it('says what the lender has not published instead of leaving a blank or a zero', () => {
    const bare: Offer = {
      ...offer,
      aprMin: null,
      aprMax: null,
      processingFees: null,
      penalCharges: null,
      emiExample: null,
      specialOffer: null,
      coolingOffDays: 1,
      handoff: 'redirect',
      creditScoreUnknown: true,
    };
    renderWithApp(<OfferCard offer={bare} rank={2} onOpenKfs={vi.fn()} onApply={vi.fn()} />);
    expect(row('APR (with fees)')).toBe('Not published by the lender');
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
    expect(row('कूलिंग-ऑफ़ अवधि')).toBe('3 दिन');
    expect(row('अवधि')).toBe('3 से 24 महीने');
    expect(row('ब्याज दर')).toBe('18% से 30% प्रति वर्ष');
    expect(row('प्रोसेसिंग शुल्क')).toBe('Up to 3% + GST'); // the lender's own fee text, as written
    expect(screen.getByRole('button', { name: 'EarlySalary में आवेदन करें' })).toBeTruthy();
  });
});
