import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applicationResponse,
  applicationsResponse,
  lenderFormResponse,
  offersResponse,
  type ApplicationSummary,
  type LenderForm,
} from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { networkApplicationFixture } from '@/test/application';
import { contractReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { ApplicationLenderFormRoute } from './application-lender-form-route';

// Issue 17 (ADR 034): after applying, the lender's next forms (KYC, then the e-mandate) in our
// pages; once the last is sent, where the loan stands.

const publicId = '6f1c2f9e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const FORM_PATH = `/api/applications/${publicId}/lender-form`;

const kyc: LenderForm = {
  lenderName: 'Sahyog Finance',
  heading: 'Know your customer',
  step: 2,
  steps: 3,
  fields: [{ name: 'pan', label: 'PAN', type: 'text', required: true, value: 'ABCDE1234F' }],
};
const mandate: LenderForm = {
  lenderName: 'Sahyog Finance',
  heading: 'E-mandate',
  step: 3,
  steps: 3,
  fields: [
    { name: 'accountNumber', label: 'Bank account number', type: 'number', required: true, value: '' },
  ],
};

const application = (network: ApplicationSummary['network']) =>
  networkApplicationFixture({ publicId, network });

function Probe() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an application's next lender form (issue 17)", () => {
  it('sends the KYC form, shows the e-mandate form the lender asks for next, then the status', async () => {
    let sent = 0;
    const calls = stubFetch((call) => {
      if (call.url === FORM_PATH && call.method === 'POST') {
        sent += 1;
        const next =
          sent === 1
            ? { formDue: { heading: mandate.heading, step: 3, steps: 3 }, waiting: false }
            : { formDue: null, waiting: true };
        return contractReply(applicationResponse, { success: true, data: application(next) });
      }
      if (call.url === FORM_PATH)
        return contractReply(lenderFormResponse, { success: true, data: sent === 0 ? kyc : mandate });
      if (call.url.startsWith('/api/applications'))
        return contractReply(applicationsResponse, { success: true, data: [] });
      return contractReply(offersResponse, {
        success: true,
        data: { methodVersion: 'v1', offers: [], unmatched: [], applications: [] },
      });
    });
    renderWithApp(
      <Routes>
        <Route path="/user/applications/:pid/lender-form" element={<ApplicationLenderFormRoute />} />
        <Route path="*" element={<Probe />} />
      </Routes>,
      { route: `/user/applications/${publicId}/lender-form` },
    );

    expect(await screen.findByRole('heading', { name: 'Sahyog Finance: Know your customer' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^PAN/).value).toBe('ABCDE1234F');
    fireEvent.click(screen.getByRole('button', { name: 'Send to Sahyog Finance' }));

    expect(await screen.findByRole('heading', { name: 'Sahyog Finance: E-mandate' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    const account = screen.getByLabelText<HTMLInputElement>(/^Bank account number/);
    expect(account.value).toBe(''); // the next form starts with its own values
    fireEvent.change(account, { target: { value: '001234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to Sahyog Finance' }));

    await waitFor(() => {
      expect(screen.getByTestId('at').textContent).toBe('/user/lenders-transaction/ondc-7');
    });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual([FORM_PATH, FORM_PATH]);
    expect(posts.map((call) => call.body)).toEqual([
      { answers: { pan: 'ABCDE1234F' } },
      { answers: { accountNumber: '001234567890' } },
    ]);
  });
});
