import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lenderFormResponse, networkFormSubmitted, type LenderForm } from '@cl/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch, type FetchCall } from '@/test/render';
import { NetworkOfferFormRoute } from './network-offer-form-route';

// Issue 17 (ADR 034): a network lender's application form, drawn by us from the fields the server
// read in the lender's HTML, and its answers posted back by the lender's field names.

const FORM_PATH = '/api/offers/network/7/form';

const form: LenderForm = {
  lenderName: 'Sahyog Finance',
  heading: 'Loan application',
  step: 1,
  steps: 3,
  fields: [
    { name: 'fullName', label: 'Full name', type: 'text', required: true, value: 'Asha Verma' },
    { name: 'mobile', label: 'Mobile number', type: 'tel', required: true, value: '9876543210' },
    { name: 'email', label: 'Email', type: 'email', required: false, value: '' },
    { name: 'monthlyIncome', label: 'Monthly income (Rs)', type: 'number', required: true, value: '' },
    { name: 'dob', label: 'Date of birth', type: 'date', required: true, value: '1990-04-12' },
    { name: 'applicant.pan', label: 'PAN', type: 'text', required: false, value: '' },
    {
      name: 'consent',
      label: 'I agree to Sahyog Finance checking my credit report',
      type: 'checkbox',
      required: true,
      value: 'on',
    },
  ],
};

function Probe() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

function renderRoute() {
  return renderWithApp(
    <Routes>
      <Route path="/user/offers/network/:id/form" element={<NetworkOfferFormRoute />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { route: '/user/offers/network/7/form' },
  );
}

const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by the lender's label (a required one's label also shows its ' *'). */
const label = (name: string) => new RegExp(`^${escaped(name)}( \\*)?$`);
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(label(name));
const sendButton = () => screen.getByRole('button', { name: 'Send to Sahyog Finance' });

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
  await i18n.loadLanguages('hi');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('a network lender’s application form (issue 17)', () => {
  it('draws the lender’s fields typed and prefilled, says whose form it is, and posts the answers by field name', async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? contractReply(networkFormSubmitted, {
            success: true,
            data: { offerId: 7, state: 'form_submitted' },
          })
        : contractReply(lenderFormResponse, { success: true, data: form }),
    );
    renderRoute();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sahyog Finance: Loan application' }),
    ).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(
      screen.getByText(/This is Sahyog Finance's own form\. What you enter here is sent to Sahyog Finance/),
    ).toBeTruthy();

    expect(field('Full name').value).toBe('Asha Verma');
    expect(field('Full name').required).toBe(true);
    expect(field('Mobile number').type).toBe('tel');
    expect(field('Mobile number').value).toBe('9876543210');
    expect(field('Email').type).toBe('email');
    expect(field('Email').required).toBe(false);
    expect(field('Monthly income (Rs)').inputMode).toBe('decimal');
    expect(field('Date of birth').type).toBe('date');
    expect(field('Date of birth').value).toBe('1990-04-12');
    const consent = field('I agree to Sahyog Finance checking my credit report');
    expect(consent.type).toBe('checkbox');
    // A lender's checkbox is the customer's consent: never ticked for them.
    expect(consent.checked).toBe(false);
    // The required mark is drawn beside the label (after a thin space, as MUI drew it).
    expect(screen.getByText('Full name', { selector: 'label' }).textContent).toBe('Full name\u2009*');

    fireEvent.change(field('Monthly income (Rs)'), { target: { value: ' 52000 ' } });
    fireEvent.click(consent);
    fireEvent.click(sendButton());
    fireEvent.click(sendButton()); // a double tap sends once
    await waitFor(() => {
      expect(screen.getByTestId('at').textContent).toBe('/user/offers');
    });
    const sent = posts(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(FORM_PATH);
    expect(sent[0]?.body).toEqual({
      answers: {
        fullName: 'Asha Verma',
        mobile: '9876543210',
        email: '',
        monthlyIncome: '52000',
        dob: '1990-04-12',
        'applicant.pan': '',
        consent: 'on',
      },
    });
  });

  it('leaves an unticked checkbox out and sends nothing while a required field is empty', async () => {
    const optional: LenderForm = {
      ...form,
      fields: [
        { name: 'fullName', label: 'Full name', type: 'text', required: true, value: '' },
        { name: 'updates', label: 'Send me offers by SMS', type: 'checkbox', required: false, value: '' },
      ],
    };
    const calls = stubFetch((call) =>
      call.method === 'POST'
        ? contractReply(networkFormSubmitted, {
            success: true,
            data: { offerId: 7, state: 'form_submitted' },
          })
        : contractReply(lenderFormResponse, { success: true, data: optional }),
    );
    renderRoute();
    fireEvent.click(await screen.findByRole('button', { name: 'Send to Sahyog Finance' }));
    expect(await screen.findByText('Please fill this in')).toBeTruthy();
    expect(field('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(field('Full name'), { target: { value: 'Asha Verma' } });
    fireEvent.click(sendButton());
    await waitFor(() => {
      expect(posts(calls)).toHaveLength(1);
    });
    expect(posts(calls)[0]?.body).toEqual({ answers: { fullName: 'Asha Verma' } });
  });

  it('shows the lender’s refusal under each field named, and its message', async () => {
    const message = 'Sahyog Finance could not take some answers';
    stubFetch((call) =>
      call.method === 'POST'
        ? errorReply(message, 400, {
            code: 'LENDER_FORM_REFUSED',
            fields: { monthlyIncome: 'Income must be at least 15000', 'applicant.pan': 'PAN looks wrong' },
          })
        : contractReply(lenderFormResponse, { success: true, data: form }),
    );
    renderRoute();
    fireEvent.change(await screen.findByLabelText(label('Monthly income (Rs)')), {
      target: { value: '9000' },
    });
    fireEvent.change(field('PAN'), { target: { value: 'ABCDE1234' } });
    fireEvent.click(field('I agree to Sahyog Finance checking my credit report'));
    fireEvent.click(sendButton());

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const income = field('Monthly income (Rs)');
    expect(income.getAttribute('aria-invalid')).toBe('true');
    const help = document.getElementById(income.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('Income must be at least 15000');
    const pan = document.getElementById(field('PAN').getAttribute('aria-describedby') ?? '');
    expect(pan?.textContent).toBe('PAN looks wrong');
    // Still on the form, which can be sent again.
    expect(screen.queryByTestId('at')).toBeNull();
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('says the answers may not have gone when the server cannot be reached', async () => {
    stubFetch((call) =>
      call.method === 'POST'
        ? new TypeError('Failed to fetch')
        : contractReply(lenderFormResponse, { success: true, data: form }),
    );
    renderRoute();
    fireEvent.change(await screen.findByLabelText(label('Monthly income (Rs)')), {
      target: { value: '52000' },
    });
    fireEvent.click(field('I agree to Sahyog Finance checking my credit report'));
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /could not reach our server, so your answers may not have been sent/,
    );
  });

  it('says no form waits when the offer is not the customer’s (404)', async () => {
    stubFetch(() => errorReply('No such offer', 404, { code: 'NOT_FOUND' }));
    renderRoute();
    expect((await screen.findByRole('alert')).textContent).toBe('No form waits for you here now.');
    expect(screen.getByRole('link', { name: 'Back to offers' }).getAttribute('href')).toBe('/user/offers');
  });

  it('reads in Hindi, with the lender’s own labels as written', async () => {
    await changeLanguage('hi');
    stubFetch(() => contractReply(lenderFormResponse, { success: true, data: form }));
    renderRoute();
    expect(await screen.findByText('3 में से चरण 1')).toBeTruthy();
    expect(screen.getByText(/यह Sahyog Finance का अपना फ़ॉर्म है।/)).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Sahyog Finance: Loan application' });
    expect(within(section).getByLabelText(label('Full name'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sahyog Finance को भेजें' })).toBeTruthy();
  });
});
