import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { searchListResponse, userResponse, validationMessages, type UserRecord } from '@cl/contracts';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch, type FetchCall } from '@/test/render';
import { PersonalProfileForm } from './personal-profile-form';
import { userRecordFixture } from '@/test/user-record';

const en = validationMessages.en;
const list = (id: number, key: string, values: string[]) => ({
  id,
  key,
  name: key,
  items: values.map((value, index) => ({ id: index + 1, value })),
});
const searchList = contractReply(searchListResponse, {
  success: true,
  data: [
    list(2, 'employmentStatus', ['Salaried', 'Self-employed professional']),
    list(3, 'salaryMode', ['Bank transfer', 'Cheque']),
    list(5, 'gender', ['Male', 'Female']),
    list(8, 'residenceType', ['Owned', 'Rented']),
    list(11, 'education', ['10th pass', 'Graduate']),
  ],
});

function server(profileReply: (call: FetchCall) => { status: number; body: unknown }) {
  return stubFetch((call) => {
    if (call.url === '/api/search-list/en') return searchList;
    if (call.url === '/api/user/7/profile') return profileReply(call);
    return errorReply('Not found', 404);
  });
}

function renderForm(onSaved = vi.fn(), user?: UserRecord, additionalFirst = false) {
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <PersonalProfileForm
        userId={7}
        user={user}
        privacyHref="/privacy-policy"
        onSaved={onSaved}
        additionalFirst={additionalFirst}
      />
    </Suspense>,
  );
  return onSaved;
}

// The first render fetches the profile texts and the option lists.
const formReady = () => screen.findByRole('option', { name: 'Female' }, { timeout: 5000 });
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const type = (label: RegExp, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};

/** Saves the form, waits for the saved record to be reported, and answers the body it posted. */
async function savedBody(onSaved: ReturnType<typeof vi.fn>, calls: FetchCall[]) {
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => {
    expect(onSaved).toHaveBeenCalled();
  });
  return calls.find((c) => c.method === 'POST')?.body;
}

async function fillValid(salaried: boolean) {
  await formReady();
  type(/^First name/, 'Asha');
  type(/^Last name/, 'Verma');
  type(/^Email address/, 'asha@example.in');
  type(/^Date of birth/, '05031990');
  type(/^PAN/, 'abcpe1234f');
  type(/^Gender/, '2');
  type(/^Pincode/, '560034');
  type(/^Address line 1/, 'Flat 4B, Sector-12');
  type(/^Residence type/, '2');
  type(/^Highest education/, '2');
  type(/^Employment/, salaried ? '1' : '2');
  type(/^Monthly income/, '45000');
  if (salaried) {
    type(/^How you get your salary/, '1');
    type(/^Employer name/, 'Tata Motors');
    type(/^Office pincode/, '560001');
  }
  type(/^Loan amount/, '200000');
  fireEvent.click(screen.getByRole('checkbox', { name: /use of my details/ }));
}

describe('PersonalProfileForm (spec 2 /user/user-detail, spec 5)', () => {
  it('shows each spec 5 message under its field, translated', async () => {
    server(() => errorReply('Server error', 500));
    renderForm();
    await formReady();
    type(/^First name/, 'Asha1');
    expect(await screen.findByText(en.firstNameLetters)).toBeTruthy();
    type(/^PAN/, 'ABCDE1234F');
    expect(await screen.findByText(en.panInvalid)).toBeTruthy();
    expect(input(/^PAN/)).toHaveProperty('value', 'ABCDE1234F');
    type(/^Date of birth/, '31022000');
    expect(input(/^Date of birth/)).toHaveProperty('value', '31/02/2000');
    expect(await screen.findByText(en.birthDateInvalid)).toBeTruthy();
    type(/^Pincode/, '012345');
    expect(await screen.findByText(en.pincodeInvalid)).toBeTruthy();
    type(/^Monthly income/, '0');
    expect(await screen.findByText(en.incomeRange)).toBeTruthy();
  });

  it('asks salaried customers for salary mode, employer and office pincode only', async () => {
    server(() => errorReply('Server error', 500));
    renderForm();
    await formReady();
    expect(screen.queryByLabelText(/^Employer name/)).toBeNull();
    type(/^Employment/, '1');
    expect(await screen.findByLabelText(/^Employer name/, { selector: 'input' })).toBeTruthy();
    type(/^Employer name/, 'AB');
    expect(await screen.findByText(en.companyNameInvalid)).toBeTruthy();
    type(/^Employment/, '2');
    await waitFor(() => {
      expect(screen.queryByLabelText(/^Employer name/)).toBeNull();
    });
  });

  // Issue 16: the work section is drawn after the form has mounted (ProfileFormShell), before its
  // employment field has registered; a saved salaried customer must still see their salary fields.
  it("shows a saved salaried customer's salary fields with their saved answers", async () => {
    server(() => errorReply('Server error', 500));
    renderForm(vi.fn(), savedRecord);
    await formReady();
    expect(input(/^Employment/)).toHaveProperty('value', '1');
    expect(await screen.findByLabelText(/^Employer name/, { selector: 'input' })).toHaveProperty(
      'value',
      'Tata Motors',
    );
    expect(input(/^How you get your salary/)).toBeTruthy();
  });

  // spec 2 /user/additional-info: the same form, the optional extras first (drawn in the shell's
  // first section), the saved answers in both.
  it('on the additional-info screen puts the extras first, with the saved answers, and posts them', async () => {
    const calls = server(() => contractReply(userResponse, { success: true, data: savedRecord }));
    const onSaved = renderForm(vi.fn(), userRecordFixture({ emi: 3000, monthly_rent: 12000 }), true);
    await formReady();
    const emi = input(/^Existing EMIs/);
    expect(emi).toHaveProperty('value', '3000');
    expect(input(/^Monthly rent/)).toHaveProperty('value', '12000');
    expect(input(/^First name/)).toHaveProperty('value', 'Asha');
    expect(emi.compareDocumentPosition(input(/^First name/)) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
    type(/^Existing EMIs/, '4500');
    type(/^PAN/, 'abcpe1234f'); // the saved PAN is masked, so it is typed again
    fireEvent.click(screen.getByRole('checkbox', { name: /use of my details/ }));
    expect(await savedBody(onSaved, calls)).toMatchObject({
      form: 'personal',
      first_name: 'Asha',
      emi: 4500,
      monthly_rent: 12000,
    });
  });

  it('starts with every consent unticked and requires the data-use consent', async () => {
    const calls = server(() => errorReply('Server error', 500));
    renderForm();
    await formReady();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(en.consentRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('posts the personal form with the salaried fields and reports the saved record', async () => {
    const calls = server(() => contractReply(userResponse, { success: true, data: savedRecord }));
    const onSaved = renderForm();
    await fillValid(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /by SMS/ }));
    expect(await savedBody(onSaved, calls)).toMatchObject({
      form: 'personal',
      first_name: 'Asha',
      birth_date: '05/03/1990',
      pan: 'ABCPE1234F',
      gender: 2,
      employment_status_code: 1,
      monthly_income: 45000,
      salary_mode: 1,
      employer_name: 'Tata Motors',
      officepincode: '560001',
      desired_loan_amount: 200000,
      consent_data_processing: true,
      allow_sms: 1,
      allow_emails: 0,
    });
  });

  it('leaves the salaried fields out for others, and shows a server 400 under its field', async () => {
    const calls = server(() =>
      errorReply('This email is taken', 409, { fields: { email: 'This email is taken' } }),
    );
    renderForm();
    await fillValid(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('This email is taken')).not.toHaveLength(0);
    const body = calls.find((c) => c.method === 'POST')?.body;
    expect(body).not.toHaveProperty('employer_name');
    expect(body).toMatchObject({ employment_status_code: 2 });
  });
});

const savedRecord = userRecordFixture();
