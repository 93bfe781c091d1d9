import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KfsDocument } from '@cl/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { KfsView } from './kfs-view';

const kfs: KfsDocument = {
  version: 'kfs-abc123',
  lenderName: 'Early Salary',
  loanAmount: 100000,
  ratePercent: 14.5,
  months: 12,
  instalments: 12,
  emi: 9002,
  totalInterest: 8028,
  upfrontCharges: [
    { label: 'Processing fee', amount: 2000 },
    { label: 'GST on processing fee (18%)', amount: 360 },
  ],
  netDisbursed: 97640,
  totalRepayment: 108028,
  apr: 19.27,
  penalCharges: '2% a month on the overdue instalment',
  coolingOffDays: 3,
  grievance: { name: 'Grievance Officer', email: 'grievance@credilink.example', phone: '1800-000-0000' },
  generatedAt: '2026-11-21T09:35:00Z',
};

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

/** The dialog's description list as label/value pairs, in the order shown. */
function shownRows(): [string, string][] {
  const labels = screen.getAllByRole('term').map((dt) => dt.textContent);
  const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
  return labels.map((label, i) => [label, values[i] ?? '']);
}

// The dialog shows the contracts' kfsText(), the PDF's rows and wording (ADR 012).
describe('KfsView rows', () => {
  it('lists every RBI KFS item with its figure, in English', () => {
    renderWithApp(<KfsView kfs={kfs} slug="earlysalary" />);
    expect(shownRows()).toEqual([
      ['Lender', 'Early Salary'],
      ['Loan amount', '₹1,00,000'],
      ['Interest rate', '14.5% a year (reducing balance)'],
      ['Tenure', '12 months'],
      ['Instalments', '12 monthly instalments of ₹9,002'],
      ['Total interest', '₹8,028'],
      ['Processing fee', '₹2,000'],
      ['GST on processing fee (18%)', '₹360'],
      ['Amount paid to you (net disbursed)', '₹97,640'],
      ['Total amount you repay', '₹1,08,028'],
      ['Annual percentage rate (APR)', '19.27%'],
      ['Penal charges', '2% a month on the overdue instalment'],
      ['Cooling-off period', '3 days'],
      ['Grievance redressal officer', 'Grievance Officer, grievance@credilink.example, 1800-000-0000'],
      ['KFS version', 'kfs-abc123'],
    ]);
    expect(screen.getByText('Early Salary · made on 21 Nov 2026, 3:05 pm')).toBeTruthy();
    expect(screen.getByText(/^Cooling-off: within 3 days of disbursal/)).toBeTruthy();
  });

  it('shows a lender name with markup as text, and keeps Hindi wording whole around it', async () => {
    await changeLanguage('hi');
    const lenderName = '<script>alert(1)</script> "Quick" & \'Co\'';
    const { container } = renderWithApp(<KfsView kfs={{ ...kfs, lenderName }} slug="earlysalary" />);
    expect(container.querySelector('script')).toBeNull();
    expect(shownRows()[0]).toEqual(['लेंडर', lenderName]);
    expect(container.innerHTML).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shownRows()[4]).toEqual(['किस्तें', '₹9,002 की 12 मासिक किस्तें']);
  });

  it('reads in Hindi when the page is in Hindi', async () => {
    await changeLanguage('hi');
    renderWithApp(<KfsView kfs={kfs} slug="earlysalary" />);
    const rows = shownRows();
    expect(rows[1]).toEqual(['लोन राशि', '₹1,00,000']);
    expect(rows[4]).toEqual(['किस्तें', '₹9,002 की 12 मासिक किस्तें']);
    expect(rows[7]).toEqual(['प्रोसेसिंग शुल्क पर GST (18%)', '₹360']);
    expect(screen.getByText(/^कूलिंग-ऑफ़: लोन मिलने के 3 दिनों के भीतर/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF प्रति डाउनलोड करें' })).toBeTruthy();
  });
});

describe('KfsView download (RBI DLD 2025: a copy the customer keeps)', () => {
  it('fetches the PDF of this KFS from the server and saves it as KFS-<lender>-<date>.pdf', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        urls.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(
          new Response(new Blob(['%PDF-1.3']), {
            status: 200,
            headers: { 'content-type': 'application/pdf' },
          }),
        );
      }),
    );
    const createObjectURL = vi.fn((_file: Blob) => 'blob:kfs');
    // jsdom has no object URLs; this file's environment is its own, so no other test sees these.
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });

    renderWithApp(<KfsView kfs={kfs} slug="earlysalary" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download a PDF copy' }));

    await waitFor(() => {
      expect(names).toHaveLength(1);
    });
    expect(urls).toEqual(['/api/kfs/earlysalary/pdf?amount=100000&months=12']);
    expect(names[0]).toMatch(/^KFS-Early-Salary-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
  });

  it("shows the server's refusal instead of saving anything", async () => {
    stubFetch(() =>
      errorReply('Please confirm your PAN and date of birth first', 403, {
        code: 'JOURNEY_IDENTITY_UNCONFIRMED',
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderWithApp(<KfsView kfs={kfs} slug="earlysalary" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download a PDF copy' }));
    expect(await screen.findByText('Please confirm your PAN and date of birth first')).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });
});
