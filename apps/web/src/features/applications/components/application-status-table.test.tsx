import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '@cl/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { ApplicationStatusTable } from './application-status-table';

const rejected: ApplicationSummary = {
  publicId: '0b6f0c43-8a6e-4a59-9a53-1d6c1f3f1a01',
  lenderName: 'KreditBee',
  lenderSlug: 'kreditbee',
  product: 'personal',
  amount: 150000,
  status: 'rejected',
  handoff: 'api',
  customerStatus: 'rejected',
  reason: 'Income below our minimum',
  lenderReference: 'SBX-1',
  disbursedAmount: null,
  disbursedOn: null,
  redirectUrl: null,
  network: null,
  // 20:00 UTC is 1:30 am the next day in India
  createdAt: '2026-11-21T20:00:00.000Z',
  updatedAt: '2026-11-21T20:05:00.000Z',
  timeline: [
    {
      status: 'created',
      source: 'customer',
      note: null,
      noteCode: null,
      noteValues: null,
      at: '2026-11-21T20:00:00.000Z',
    },
    {
      status: 'submitted',
      source: 'lender_api',
      note: 'Reference SBX-1',
      noteCode: 'lender_reference',
      noteValues: { reference: 'SBX-1' },
      at: '2026-11-21T20:00:02.000Z',
    },
    {
      status: 'rejected',
      source: 'lender_api',
      note: 'Low bureau score',
      noteCode: null,
      noteValues: null,
      at: '2026-11-21T20:05:00.000Z',
    },
  ],
};

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
  await i18n.loadLanguages('hi');
});

describe('ApplicationStatusTable (spec 2 status table, docs/decisions/006 timeline)', () => {
  it("lists each application with its status and India's date, and says so when there are none", () => {
    const { unmount } = renderWithApp(<ApplicationStatusTable applications={[]} />);
    expect(screen.getByText('You have not applied to any lender yet.')).toBeTruthy();
    unmount();
    renderWithApp(<ApplicationStatusTable applications={[rejected]} />);
    const row = screen.getByRole('row', { name: /KreditBee/ });
    expect(within(row).getByText('Rejected')).toBeTruthy();
    expect(within(row).getByText(/22 Nov 2026/)).toBeTruthy();
    expect(within(row).getAllByText(/₹1,50,000/).length).toBeGreaterThan(0);
  });

  it('says a redirect application not yet taken to the lender must be continued, never "Submitted" (issue 13)', () => {
    const waiting: ApplicationSummary = {
      ...rejected,
      publicId: '0b6f0c43-8a6e-4a59-9a53-1d6c1f3f1a02',
      lenderName: 'CASHe',
      lenderSlug: 'cashe',
      status: 'created',
      handoff: 'redirect',
      customerStatus: 'continue_at_lender',
      reason: null,
      redirectUrl: 'https://cashe.example/apply?ref=x',
      timeline: rejected.timeline.slice(0, 1),
    };
    renderWithApp(<ApplicationStatusTable applications={[waiting]} />);
    const row = screen.getByRole('row', { name: /CASHe/ });
    expect(within(row).getByText("Continue on the lender's site")).toBeTruthy();
    expect(within(row).queryByText('Submitted')).toBeNull();
    const link = within(row).getByRole('link', { name: 'Continue to CASHe' });
    expect(link.getAttribute('href')).toBe(`/user/lender-submit?application=${waiting.publicId}`);
  });

  it("leads a network loan on to the lender's next form, or says the lender's answer is awaited (issue 17)", () => {
    const network: ApplicationSummary = {
      ...rejected,
      publicId: '0b6f0c43-8a6e-4a59-9a53-1d6c1f3f1a03',
      lenderName: 'Sahyog Finance',
      lenderSlug: 'ondc-7',
      status: 'submitted',
      handoff: 'ondc',
      customerStatus: 'submitted',
      reason: null,
      network: { formDue: { heading: 'E-mandate', step: 3, steps: 3 }, waiting: false },
      timeline: rejected.timeline.slice(0, 1),
    };
    const waiting: ApplicationSummary = {
      ...network,
      publicId: '0b6f0c43-8a6e-4a59-9a53-1d6c1f3f1a04',
      lenderName: 'Udaan Credit',
      lenderSlug: 'ondc-9',
      network: { formDue: null, waiting: true },
    };
    renderWithApp(<ApplicationStatusTable applications={[network, waiting]} />);
    const row = screen.getByRole('row', { name: /Sahyog Finance/ });
    const link = within(row).getByRole('link', {
      name: 'Continue with Sahyog Finance: E-mandate (step 3 of 3)',
    });
    expect(link.getAttribute('href')).toBe(`/user/applications/${network.publicId}/lender-form`);
    // A network loan is never sent to a lender's website.
    expect(within(row).queryByRole('link', { name: /Continue to/ })).toBeNull();
    const other = screen.getByRole('row', { name: /Udaan Credit/ });
    expect(within(other).getByRole('status').textContent).toBe('Waiting for Udaan Credit');
    expect(within(other).queryByRole('link')).toBeNull();
  });

  it("opens the timeline with every change and the lender's reason for a rejection", () => {
    renderWithApp(<ApplicationStatusTable applications={[rejected]} />);
    const toggle = screen.getByRole('button', { name: 'Show the timeline of your application to KreditBee' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Created',
      'Submitted',
      'Rejected',
    ]);
    expect(within(timeline).getAllByText(/by the lender/)).toHaveLength(2);
    expect(screen.getByText('Income below our minimum')).toBeTruthy();
    expect(within(timeline).getByText('Lender reference SBX-1')).toBeTruthy();
    expect(within(timeline).getByText('Low bureau score')).toBeTruthy(); // the lender's own words
  });

  it('translates statuses and sources into Hindi', async () => {
    await changeLanguage('hi');
    renderWithApp(<ApplicationStatusTable applications={[rejected]} />);
    expect(screen.getByText('अस्वीकृत')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'KreditBee में आपके आवेदन की समय-रेखा दिखाएँ' }));
    expect(screen.getAllByText(/लेंडर द्वारा/)).toHaveLength(2);
    expect(screen.getByText('लेंडर का कारण:')).toBeTruthy();
    expect(screen.getByText('लेंडर संदर्भ SBX-1')).toBeTruthy();
  });

  it("says the network lender's next step in Hindi (issue 17)", async () => {
    await changeLanguage('hi');
    const network: ApplicationSummary = {
      ...rejected,
      lenderName: 'Sahyog Finance',
      status: 'created',
      handoff: 'ondc',
      customerStatus: 'created',
      network: { formDue: { heading: 'Know your customer', step: 2, steps: 3 }, waiting: false },
    };
    renderWithApp(<ApplicationStatusTable applications={[network]} />);
    expect(
      screen.getByRole('link', { name: 'Sahyog Finance के साथ आगे बढ़ें: Know your customer (3 में से चरण 2)' }),
    ).toBeTruthy();
    await changeLanguage('en');
  });
});
