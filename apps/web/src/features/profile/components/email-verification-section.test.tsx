import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '@cl/contracts';
import { changeLanguage } from '@/lib/i18n';
import { renderWithApp, stubFetch } from '@/test/render';
import { EmailVerificationSection } from './email-verification-section';

const saved: UserRecord = {
  userId: 7,
  roleId: 5,
  channelId: null,
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  emailVerified: 0,
  phoneCode: '91',
  phoneNumber: '9876543210',
  isEditing: 0,
  merchantId: null,
  languageId: 1,
  pan: '******234F',
  birthDate: '1990-03-05',
  dob_date: '05',
  dob_month: '03',
  dob_year: '1990',
  desired_loan_amount: 200000,
  allow_sms: 1,
  allow_email: 0,
  bl_completed: 0,
  pl_completed: 1,
  gl_completed: 0,
  hl_completed: 0,
  pl_update_required: 0,
  pl_se_update_required: 0,
  employment_status_code: 1,
  business_registration_type: null,
  business_name: null,
  address1: 'Flat 4B, Sector-12',
  address2: '',
  postal_code: '560034',
  gender: 2,
  inflight_credit_app_id: null,
  residence_type: 2,
  se_loan_amount: 200000,
  business_current_turnover: null,
  business_years: null,
  employer_name: 'Tata Motors',
  officepincode: '560001',
  monthly_income: 45000,
  salary_mode: 1,
  monthly_rent: 0,
  educational_level: 2,
  emi: 0,
  prefer_net_banking: null,
  business_account: null,
  loan_amounts: { business: null, gold: null, housing: null },
  business_employment_status_code: null,
};

function record(emailVerified: number): UserRecord {
  return { ...saved, emailVerified };
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('EmailVerificationSection (issue 12)', () => {
  it('shows a verified email as Verified, with nothing to do', async () => {
    stubFetch(() => ({ status: 404, body: { success: false, message: 'Not found' } }));
    renderWithApp(<EmailVerificationSection userId={7} user={record(1)} />);
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });

  it('offers "Send code" and code entry for an unverified email, and confirms it', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/user/7/email/verification')
        return {
          status: 200,
          body: { success: true, message: 'sent', resendAfterSeconds: 30, expiresInSeconds: 600 },
        };
      if (call.url === '/api/user/7/email/verify')
        return { status: 200, body: { success: true, message: 'Your email is verified' } };
      return { status: 404, body: { success: false, message: 'Not found' } };
    });
    renderWithApp(<EmailVerificationSection userId={7} user={record(0)} />);
    expect(await screen.findByText('Not verified')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => {
      expect(calls.some((c) => c.url === '/api/user/7/email/verification' && c.method === 'POST')).toBe(true);
    });
    const confirm = screen.getByRole('button', { name: 'Confirm email' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '12 34 56' } });
    fireEvent.click(confirm);
    await waitFor(() => {
      expect(calls.find((c) => c.url === '/api/user/7/email/verify')?.body).toEqual({ otp: '123456' });
    });
  });

  it('speaks Hindi', async () => {
    stubFetch(() => ({ status: 404, body: { success: false, message: 'Not found' } }));
    await changeLanguage('hi');
    renderWithApp(<EmailVerificationSection userId={7} user={record(0)} />);
    expect(await screen.findByText('सत्यापित नहीं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कोड भेजें' })).toBeTruthy();
  });
});
