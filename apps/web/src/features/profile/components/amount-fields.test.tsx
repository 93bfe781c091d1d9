import { fireEvent, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { searchListResponse } from '@cl/contracts';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { formReady } from '@/test/profile-form';
import { BusinessProfileForm } from './business-profile-form';
import { HousingLoanForm } from './housing-loan-form';

// The rupee amounts of the business and housing forms (spec 3, spec 9): typed on the number pad,
// after the ₹ sign, digits only; and the housing form's employment list.

function render(form: ReactElement) {
  stubFetch((call) =>
    call.url === '/api/search-list/en'
      ? contractReply(searchListResponse, {
          success: true,
          data: [
            { id: 2, key: 'employmentStatus', name: 'e', items: [{ id: 1, value: 'Salaried' }] },
            { id: 5, key: 'gender', name: 'g', items: [{ id: 2, value: 'Female' }] },
          ],
        })
      : errorReply('Not found', 404),
  );
  renderWithApp(<Suspense fallback={<p>loading</p>}>{form}</Suspense>);
}
const props = { userId: 7, user: undefined, privacyHref: '/privacy-policy', onSaved: () => undefined };

function expectAmountField(label: RegExp) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  expect(field.getAttribute('inputmode')).toBe('numeric');
  expect(field.parentElement?.textContent).toContain('₹');
  fireEvent.change(field, { target: { value: '15,00,000 rs' } });
  expect(field).toHaveProperty('value', '1500000');
}

describe('amount fields', () => {
  it('housing: income, home value and loan amount are rupee amounts; employment is the shared list', async () => {
    render(<HousingLoanForm {...props} />);
    expect(await screen.findByRole('option', { name: 'Salaried' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText(/^Employment/, { selector: 'select' })).toBeTruthy();
    expectAmountField(/^Monthly income/);
    expectAmountField(/^Value of the home/);
    expectAmountField(/^Loan amount/);
  });

  it('business: turnover and income are rupee amounts', async () => {
    render(<BusinessProfileForm {...props} />);
    await formReady();
    expectAmountField(/^Annual turnover/);
    expectAmountField(/^Monthly income/);
  });
});
