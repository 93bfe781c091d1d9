import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emailVerificationSentResponse, successMessage, type UserRecord } from '@cl/contracts';
import { changeLanguage } from '@/lib/i18n';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { EmailVerificationSection } from './email-verification-section';
import { userRecordFixture } from '@/test/user-record';

const saved: UserRecord = userRecordFixture();

function record(emailVerified: number): UserRecord {
  return { ...saved, emailVerified };
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('EmailVerificationSection (issue 12)', () => {
  it('shows a verified email as Verified, with nothing to do', async () => {
    stubFetch(() => errorReply('Not found', 404));
    renderWithApp(<EmailVerificationSection userId={7} user={record(1)} />);
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });

  it('offers "Send code" and code entry for an unverified email, and confirms it', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/user/7/email/verification')
        return contractReply(emailVerificationSentResponse, {
          success: true,
          message: 'sent',
          resendAfterSeconds: 30,
          expiresInSeconds: 600,
        });
      if (call.url === '/api/user/7/email/verify')
        return contractReply(successMessage, { success: true, message: 'Your email is verified' });
      return errorReply('Not found', 404);
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
    stubFetch(() => errorReply('Not found', 404));
    await changeLanguage('hi');
    renderWithApp(<EmailVerificationSection userId={7} user={record(0)} />);
    expect(await screen.findByText('सत्यापित नहीं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कोड भेजें' })).toBeTruthy();
  });
});
