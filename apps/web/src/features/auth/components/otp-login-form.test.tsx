import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_API } from '@cl/contracts';
import { renderWithApp, stubFetch, type FetchCall } from '@/test/render';
import { OtpLoginForm } from './otp-login-form';

const user = {
  userId: 7,
  firstName: 'Asha',
  lastName: null,
  languageId: 1,
  phoneNumber: '9876543210',
  pl_completed: 0,
  bl_completed: 0,
  gl_completed: 0,
  hl_completed: 0,
  pl_update_required: 0,
  pl_se_update_required: 0,
};

function authServer(resendAfterSeconds = 30) {
  return (call: FetchCall) => {
    if (call.url.endsWith('/otp/send')) {
      return {
        status: 200,
        body: { success: true, message: 'sent', resendAfterSeconds, expiresInSeconds: 300 },
      };
    }
    if (call.url.endsWith('/otp/verify'))
      return { status: 200, body: { success: true, data: user, token: 't' } };
    return { status: 404, body: { success: false, message: 'Not found' } };
  };
}

function enterMobile(value: string) {
  const input = screen.getByLabelText(/mobile number/i);
  fireEvent.change(input, { target: { value } });
}

describe('OtpLoginForm', () => {
  it('defaults to a mobile number with +91 and checks it with otpSendBody', async () => {
    const calls = stubFetch(authServer());
    renderWithApp(<OtpLoginForm audience="customer" onVerified={vi.fn()} />);
    expect(screen.getByText('+91')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mobile number' }).getAttribute('aria-pressed')).toBe('true');
    enterMobile('12345');
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Please enter a valid 10 digit mobile number')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('switches to email and validates it as an email', async () => {
    stubFetch(authServer());
    renderWithApp(<OtpLoginForm audience="customer" onVerified={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    const input = await screen.findByLabelText(/email address/i);
    expect(screen.queryByText('+91')).toBeNull();
    fireEvent.change(input, { target: { value: 'asha@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
  });

  it('sends the code, counts down the resend, and verifies on the same page', async () => {
    const calls = stubFetch(authServer(2));
    const onVerified = vi.fn();
    renderWithApp(<OtpLoginForm audience="customer" onVerified={onVerified} />);
    enterMobile('+91 98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));

    expect(await screen.findByText(/sent a 6-digit code to \+91 98765 43210/)).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: AUTH_API.otpSend,
      body: { channel: 'mobile', value: '9876543210' },
    });
    const resend = screen.getByRole('button', { name: /Resend OTP in 2 s/ });
    expect(resend).toHaveProperty('disabled', true);
    await waitFor(
      () => {
        expect(screen.getByRole('button', { name: 'Resend OTP' })).toHaveProperty('disabled', false);
      },
      { timeout: 4000 },
    );

    fireEvent.change(screen.getByLabelText(/6-digit OTP/i), { target: { value: '12a34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter 6 digits OTP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/6-digit OTP/i), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(onVerified).toHaveBeenCalledWith(user);
    });
    expect(calls[1]).toMatchObject({
      url: AUTH_API.otpVerify,
      body: { channel: 'mobile', value: '9876543210', otp: '123456' },
    });
  });

  it('goes back with "Change number", keeping what was typed', async () => {
    stubFetch(authServer());
    renderWithApp(<OtpLoginForm audience="customer" onVerified={vi.fn()} />);
    enterMobile('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change number' }));
    expect(await screen.findByLabelText(/mobile number/i)).toHaveProperty('value', '9876543210');
  });

  it("shows the server's message in a red toast when sending fails (spec 8)", async () => {
    stubFetch(() => ({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } }));
    renderWithApp(<OtpLoginForm audience="customer" onVerified={vi.fn()} />);
    enterMobile('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    const toast = await screen.findByText('Not found');
    expect(toast.closest('.Toastify__toast--error')).not.toBeNull();
    expect(screen.getByLabelText(/mobile number/i)).toBeTruthy();
  });

  it('uses the partner endpoints for partners', async () => {
    const calls = stubFetch(authServer());
    renderWithApp(<OtpLoginForm audience="partner" onVerified={vi.fn()} />);
    enterMobile('9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    await screen.findByText(/sent a 6-digit code/);
    expect(calls[0]?.url).toBe(AUTH_API.partnerOtpSend);
  });
});
