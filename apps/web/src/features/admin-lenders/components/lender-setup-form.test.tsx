import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { lenderSetupResponse, type LenderDto } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { PROFILE_FIELDS, STATUS_FIELDS, TERMS_FIELDS } from '../utils/lender-setup-forms';
import { LenderSetupForm } from './lender-setup-form';

const lender: LenderDto = {
  lender_id: 31,
  id: 31,
  slug: 'kaveri',
  name: 'Kaveri',
  min_income: null,
  max_income: null,
  min_age: null,
  max_age: null,
  min_loan: null,
  max_loan: null,
  ticket_class: null,
  credit_score_class: null,
  salaried: 0,
  self_employed: 0,
  business: 0,
  priority: 0,
  lender_status: 0,
  vendor_on: 1,
  so_status: 0,
  so_text: null,
  so_text_hi: null,
  so_date_start: null,
  so_date_end: null,
  loan_amount_upto: null,
  tenure: null,
  interest_rate: null,
  apr_min: null,
  apr_max: null,
  processing_fees: null,
  penal_charges: null,
  processing_fees_hi: null,
  penal_charges_hi: null,
  cooling_off_days: 3,
  products: [],
  journey: 'web_app',
  redirect_url: null,
  lender_group_ids: [],
  autosubmission: 0,
  api: 0,
};

beforeAll(async () => {
  await i18n.loadNamespaces('admin');
});

describe('lender setup forms (issue 15)', () => {
  it('checks fields as the server does, then saves the section whole', async () => {
    const calls = stubFetch(() =>
      contractReply(lenderSetupResponse, {
        success: true,
        message: 'Lender updated successfully!',
        data: { ...lender, name: 'Kaveri Credit' },
      }),
    );
    renderWithApp(<LenderSetupForm lender={lender} title="Name and products" fields={PROFILE_FIELDS} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Lender name' }), {
      target: { value: 'Kaveri Credit' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Cooling-off days' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter cooling-off days from 1 to 30')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Cooling-off days' }), { target: { value: ' 5 ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Personal loan' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Home loan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url).toBe('/api/admin/lenders/31/setup');
    expect(calls[0]?.body).toEqual({
      name: 'Kaveri Credit',
      cooling_off_days: 5,
      journey: 'web_app',
      products: ['personal', 'home'],
    });
  });

  it('sends blank terms as null and refuses text in a number box', async () => {
    const calls = stubFetch(() =>
      contractReply(lenderSetupResponse, { success: true, message: 'ok', data: lender }),
    );
    renderWithApp(<LenderSetupForm lender={lender} title="Terms" fields={TERMS_FIELDS} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'APR min (%)' }), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only numbers are allowed')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'APR min (%)' }), { target: { value: '12.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Interest rate' }), {
      target: { value: '12% To 20%' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]?.body).toMatchObject({
      apr_min: 12.5,
      interest_rate: '12% To 20%',
      apr_max: null,
      tenure: null,
    });
  });

  it('shows a refused switch-on beside the switch, with what other sections lack', async () => {
    stubFetch(() =>
      errorReply('This lender cannot be switched on until the marked fields are filled', 400, {
        code: 'BAD_REQUEST',
        fields: {
          lender_status: 'This lender cannot be switched on until the marked fields are filled',
          products: 'Choose at least one product this lender offers',
          redirect_url: 'Enter the https:// address customers are sent to, or turn on API submission',
        },
      }),
    );
    renderWithApp(<LenderSetupForm lender={lender} title="Status" fields={STATUS_FIELDS} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Lender status' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const list = await screen.findByText('Fill these before switching the lender on:');
    const alert = list.closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('no alert');
    expect(within(alert).getByText(/Products it lends: Choose at least one product/)).toBeTruthy();
    expect(within(alert).getByText(/Address customers are sent to/)).toBeTruthy();
    expect(
      screen
        .getAllByText('This lender cannot be switched on until the marked fields are filled')
        .some((node) => node.classList.contains('MuiFormHelperText-root')),
    ).toBe(true);
  });
});
