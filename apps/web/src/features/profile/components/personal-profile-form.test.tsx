import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { searchListResponse, userResponse, validationMessages, type UserRecord } from '@cl/contracts';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch, type FetchCall } from '@/test/render';
import { PersonalProfileForm } from './personal-profile-form';
import { userRecordFixture } from '@/test/user-record';
import { formReady, inputLabelled, optionList, savedBody, typeAboutYou, typeInto } from '@/test/profile-form';

const en = validationMessages.en;
const searchList = contractReply(searchListResponse, {
  success: true,
  data: [
    optionList(2, 'employmentStatus', ['Salaried', 'Self-employed professional']),
    optionList(3, 'salaryMode', ['Bank transfer', 'Cheque']),
    optionList(5, 'gender', ['Male', 'Female']),
    optionList(8, 'residenceType', ['Owned', 'Rented']),
    optionList(11, 'education', ['10th pass', 'Graduate']),
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

async function fillValid(salaried: boolean) {
  await formReady();
  typeAboutYou({
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.in',
    birthDate: '05031990',
    pan: 'abcpe1234f',
    gender: '2',
    pincode: '560034',
    address1: 'Flat 4B, Sector-12',
    residenceType: '2',
    education: '2',
    employment: salaried ? '1' : '2',
    monthlyIncome: '45000',
  });
  if (salaried) {
    typeInto(/^How you get your salary/, '1');
    typeInto(/^Employer name/, 'Tata Motors');
    typeInto(/^Office pincode/, '560001');
  }
  typeInto(/^Loan amount/, '200000');
  fireEvent.click(screen.getByRole('checkbox', { name: /use of my details/ }));
}

describe('PersonalProfileForm (spec 2 /user/user-detail, spec 5)', () => {
  it('shows each spec 5 message under its field, translated', async () => {
    server(() => errorReply('Server error', 500));
    renderForm();
    await formReady();
    typeInto(/^First name/, 'Asha1');
    expect(await screen.findByText(en.firstNameLetters)).toBeTruthy();
    typeInto(/^PAN/, 'ABCDE1234F');
    expect(await screen.findByText(en.panInvalid)).toBeTruthy();
    expect(inputLabelled(/^PAN/)).toHaveProperty('value', 'ABCDE1234F');
    typeInto(/^Date of birth/, '31022000');
    expect(inputLabelled(/^Date of birth/)).toHaveProperty('value', '31/02/2000');
    expect(await screen.findByText(en.birthDateInvalid)).toBeTruthy();
    typeInto(/^Pincode/, '012345');
    expect(await screen.findByText(en.pincodeInvalid)).toBeTruthy();
    typeInto(/^Monthly income/, '0');
    expect(await screen.findByText(en.incomeRange)).toBeTruthy();
  });

  it('asks salaried customers for salary mode, employer and office pincode only', async () => {
    server(() => errorReply('Server error', 500));
    renderForm();
    await formReady();
    expect(screen.queryByLabelText(/^Employer name/)).toBeNull();
    typeInto(/^Employment/, '1');
    expect(await screen.findByLabelText(/^Employer name/, { selector: 'input' })).toBeTruthy();
    typeInto(/^Employer name/, 'AB');
    expect(await screen.findByText(en.companyNameInvalid)).toBeTruthy();
    typeInto(/^Employment/, '2');
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
    expect(inputLabelled(/^Employment/)).toHaveProperty('value', '1');
    expect(await screen.findByLabelText(/^Employer name/, { selector: 'input' })).toHaveProperty(
      'value',
      'Tata Motors',
    );
    expect(inputLabelled(/^How you get your salary/)).toBeTruthy();
  });

  // spec 2 /user/additional-info: the same form, the optional extras first (drawn in the shell's
  // first section), the saved answers in both.
  it('on the additional-info screen puts the extras first, with the saved answers, and posts them', async () => {
    const calls = server(() => contractReply(userResponse, { success: true, data: savedRecord }));
    const onSaved = renderForm(vi.fn(), userRecordFixture({ emi: 3000, monthly_rent: 12000 }), true);
    await formReady();
    const emi = inputLabelled(/^Existing EMIs/);
    expect(emi).toHaveProperty('value', '3000');
    expect(inputLabelled(/^Monthly rent/)).toHaveProperty('value', '12000');
    expect(inputLabelled(/^First name/)).toHaveProperty('value', 'Asha');
    expect(
      emi.compareDocumentPosition(inputLabelled(/^First name/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).not.toBe(0);
    typeInto(/^Existing EMIs/, '4500');
    typeInto(/^PAN/, 'abcpe1234f'); // the saved PAN is masked, so it is typed again
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
