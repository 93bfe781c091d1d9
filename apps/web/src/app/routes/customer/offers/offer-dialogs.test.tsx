import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { applyResponse, kfsResponse, type ApplicationSummary, type KfsDocument } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { networkApplicationFixture } from '@/test/application';
import { contractReply, errorReply } from '@/test/contract-reply';
import { offerFixture } from '@/test/offer';
import { renderWithApp, stubFetch, type FetchCall } from '@/test/render';
import { ApplyDialog } from './offer-dialogs';

// Issue 17 (ADR 034): a network lender's offer is applied for through its KFS like any other, but
// over the network (OFFERS_API.networkApply), and the loan goes on with the lender's next form.

const networkOffer = offerFixture({
  lenderId: -7,
  slug: 'ondc-7',
  name: 'Sahyog Finance',
  kfsVersion: 'ondc-5d1e0c7e',
  network: { offerId: 7, providerId: 'SAHYOG-PL', kfsLink: null, tncLink: null },
});

const kfs: KfsDocument = {
  version: 'ondc-5d1e0c7e',
  lenderName: 'Sahyog Finance',
  loanAmount: 200000,
  ratePercent: 18,
  months: 24,
  instalments: 24,
  emi: 9985,
  totalInterest: 39640,
  upfrontCharges: [{ label: 'Processing fee', amount: 4000 }],
  netDisbursed: 196000,
  totalRepayment: 239640,
  apr: 20.1,
  penalCharges: '2% a month on the overdue instalment',
  coolingOffDays: 3,
  grievance: { name: 'R. Iyer', email: 'grievance@sahyog.example', phone: '1800-111-2222' },
  generatedAt: '2026-11-26T09:35:00Z',
};

const applied = (network: ApplicationSummary['network']) =>
  networkApplicationFixture({
    status: 'created',
    customerStatus: 'created',
    network,
    updatedAt: '2026-11-26T09:40:00.000Z',
  });

function Probe() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

function renderDialog() {
  return renderWithApp(
    <Routes>
      <Route
        path="/user/offers"
        element={
          <ApplyDialog offer={networkOffer} open product="personal" onApplied={vi.fn()} onClose={vi.fn()} />
        }
      />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { route: '/user/offers' },
  );
}

function reply(application: ApplicationSummary) {
  return (call: FetchCall) =>
    call.method === 'POST'
      ? contractReply(applyResponse, { success: true, data: application, created: true })
      : contractReply(kfsResponse, { success: true, data: kfs });
}

async function acknowledgeAndApply() {
  fireEvent.click(await screen.findByRole('checkbox', { name: /Key Fact Statement of Sahyog Finance/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Apply to Sahyog Finance' }));
}

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applying for a network offer (issue 17)', () => {
  it("posts the network apply with the offer's id and the KFS acknowledged, then opens the lender's next form", async () => {
    const calls = stubFetch(
      reply(applied({ formDue: { heading: 'Know your customer', step: 2, steps: 3 }, waiting: false })),
    );
    renderDialog();
    await acknowledgeAndApply();
    await waitFor(() => {
      expect(screen.getByTestId('at').textContent).toBe(
        '/user/applications/6f1c2f9e-3a4b-4c5d-8e9f-0a1b2c3d4e5f/lender-form',
      );
    });
    expect(calls[0]?.url).toMatch(/^\/api\/kfs\/ondc-7\?/);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/api/offers/network/7/apply');
    const body = z
      .object({ kfs_version: z.string(), idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) })
      .strict()
      .parse(posts[0]?.body);
    expect(body.kfs_version).toBe(networkOffer.kfsVersion);
  });

  it('shows where the loan stands when no form waits (never a hand-off to a lender site)', async () => {
    stubFetch(reply(applied({ formDue: null, waiting: true })));
    renderDialog();
    await acknowledgeAndApply();
    await waitFor(() => {
      expect(screen.getByTestId('at').textContent).toBe('/user/lenders-transaction/ondc-7');
    });
  });

  it("shows the server's refusal in the dialog", async () => {
    const message = 'You already applied for this offer';
    stubFetch((call) =>
      call.method === 'POST'
        ? errorReply(message, 409, { code: 'CONFLICT' })
        : contractReply(kfsResponse, { success: true, data: kfs }),
    );
    renderDialog();
    await acknowledgeAndApply();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByTestId('at')).toBeNull();
  });
});
