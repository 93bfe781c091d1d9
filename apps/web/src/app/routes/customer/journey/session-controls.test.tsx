import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiPath, AUTH_API, USER_API, userResponse } from '@cl/contracts';
import { COOKIE_NAMES, setCookie } from '@/lib/cookies';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionReply } from '@/test/session-reply';
import { userRecordFixture } from '@/test/user-record';
import { SessionControls } from './session-controls';

function Probe() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

// Issue 16: a signed-in customer who opens the sign-in page is sent on from the session the shell
// has just read: one GET of the session, one of the user record, none twice.
describe('SessionControls on the sign-in page', () => {
  it('sends a signed-in customer on after one read of the session', async () => {
    setCookie(COOKIE_NAMES.productType, 'Personal Loans');
    const calls = stubFetch((call) => {
      if (call.url === AUTH_API.session) return sessionReply({ pl_completed: 1 }, true);
      if (call.url === apiPath(USER_API.user, { userId: 7 }))
        return contractReply(userResponse, { success: true, data: userRecordFixture() });
      return errorReply('Not found', 404);
    });
    renderWithApp(
      <>
        <SessionControls onAccount={() => undefined} />
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </>,
    );

    await screen.findByText('/user/offers');
    const urls = calls.map((call) => call.url);
    expect(urls.filter((url) => url === AUTH_API.session)).toHaveLength(1);
    expect(urls.filter((url, at) => urls.indexOf(url) !== at)).toEqual([]);
  });
});
