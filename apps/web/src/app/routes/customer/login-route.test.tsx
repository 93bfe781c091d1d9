import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_API, otpSendResponse, otpVerifyResponse } from '@cl/contracts';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionReply, sessionUserFixture } from '@/test/session-reply';
import { useSession } from '@/features/session/api/get-session';
import { VerificationRoute } from './journey/verification-route';
import { LoginRoute } from './login-route';

function Probe() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

/** The server's answers to the OTP send and check, as the contracts type them. */
const otpSent = () =>
  contractReply(otpSendResponse, {
    success: true,
    message: 'sent',
    resendAfterSeconds: 30,
    expiresInSeconds: 600,
  });
const otpVerified = () =>
  contractReply(otpVerifyResponse, { success: true, data: sessionUserFixture(), token: 't' });

function renderSignIn(route: string) {
  let signedIn = false;
  const calls = stubFetch((call) => {
    if (call.url === AUTH_API.otpSend) {
      return otpSent();
    }
    if (call.url === AUTH_API.otpVerify) {
      signedIn = true;
      return otpVerified();
    }
    if (call.url === AUTH_API.session) return sessionReply(signedIn ? {} : null);
    return errorReply('Not found', 404);
  });
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/" element={<LoginRoute />} />
        <Route path="/verification" element={<VerificationRoute />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </Suspense>,
    { route },
  );
  return calls;
}

describe("sign-in split over '/' and /verification (spec 2)", () => {
  it("'/' checks the number without a round trip, then /verification takes the code", async () => {
    const calls = renderSignIn('/');
    fireEvent.change(screen.getByLabelText(/mobile number/i), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Please enter a valid 10 digit mobile number')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/mobile number/i), { target: { value: '+91 98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByRole('heading', { name: 'Enter OTP' }, { timeout: 5000 })).toBeTruthy();
    expect(calls[0]).toMatchObject({
      url: AUTH_API.otpSend,
      body: { channel: 'mobile', value: '9876543210' },
    });
    expect(screen.getByText(/sent a 6-digit code to \+91 98765 43210/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend OTP in \d+ s/ })).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText(/6-digit OTP/i), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // A new customer has no product yet: spec 4 sends them to the product list.
    expect((await screen.findByTestId('at', {}, { timeout: 5000 })).textContent).toBe('/products');
    expect(calls.map((c) => c.url)).toContain(AUTH_API.otpVerify);
  });

  it('a code that is not 6 digits is refused on the page and never sent', async () => {
    const calls = renderSignIn('/');
    fireEvent.change(screen.getByLabelText(/mobile number/i), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    const field = await screen.findByLabelText(/6-digit OTP/i, {}, { timeout: 5000 });
    fireEvent.change(field, { target: { value: '12a3' } });
    expect(field).toHaveProperty('value', '123'); // digits only
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(field.getAttribute('aria-invalid')).toBe('true');
    });
    const help = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('Enter 6 digits OTP'); // spec 5, from the contracts' messages
    expect(calls.map((c) => c.url)).not.toContain(AUTH_API.otpVerify);
  });

  it("sends a visitor with no pending number from /verification back to '/'", async () => {
    renderSignIn('/verification');
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
  });

  it('"Change number" goes back to \'/\' with the number kept', async () => {
    renderSignIn('/');
    fireEvent.change(screen.getByLabelText(/mobile number/i), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change number' }, { timeout: 5000 }));
    await waitFor(() => {
      expect(screen.getByLabelText(/mobile number/i)).toHaveProperty('value', '9876543210');
    });
  });

  // Issue 16: a new customer was sometimes sent back to '/' after a correct code. The shell's
  // session read (its chunk arrives after /verification opens) was sent before the code was
  // checked, answered 401 after it, and the check's refresh waited for that read instead of
  // asking again.
  it('a session read sent before the code was checked does not answer for after it', async () => {
    let signedIn = false;
    let verified = false;
    let releaseFirstRead: () => void = () => undefined;
    const firstRead = new Promise<void>((resolve) => {
      releaseFirstRead = resolve;
    });
    const sessionReads: boolean[] = [];
    stubFetch(async (call) => {
      if (call.url === AUTH_API.otpSend) {
        return otpSent();
      }
      if (call.url === AUTH_API.otpVerify) {
        signedIn = true;
        verified = true;
        return otpVerified();
      }
      if (call.url === AUTH_API.session) {
        const cookieSent = signedIn; // what the browser sends is fixed when the request leaves
        sessionReads.push(cookieSent);
        if (sessionReads.length === 1) await firstRead;
        return sessionReply(cookieSent ? {} : null);
      }
      return errorReply('Not found', 404);
    });
    function ShellSession() {
      useSession();
      return null;
    }
    renderWithApp(
      <Suspense fallback={<p>loading</p>}>
        <ShellSession />
        <Routes>
          <Route path="/" element={<LoginRoute />} />
          <Route path="/verification" element={<VerificationRoute />} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </Suspense>,
      { route: '/' },
    );
    fireEvent.change(screen.getByLabelText(/mobile number/i), { target: { value: '9876543210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByRole('heading', { name: 'Enter OTP' }, { timeout: 5000 })).toBeTruthy();
    expect(sessionReads).toEqual([false]); // the shell's read is on its way, not answered

    fireEvent.change(screen.getByLabelText(/6-digit OTP/i), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => {
      expect(verified).toBe(true);
    });
    // The check has been answered and acted on; only now does the old read come back (401).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    releaseFirstRead();

    expect((await screen.findByTestId('at', {}, { timeout: 5000 })).textContent).toBe('/products');
    expect(sessionReads).toEqual([false, true]); // the session asked once more, with the cookie
  });
});
