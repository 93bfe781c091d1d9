import { describe, expect, it } from 'vitest';
import { AUTH_API, otpVerifyResponse } from '@cl/contracts';
import { contractReply } from '@/test/contract-reply';
import { changeLanguage, i18n } from '@/lib/i18n';
import { stubFetch } from '@/test/render';
import { sessionUserFixture } from '@/test/session-reply';
import { verifyOtp } from './verify-otp';

// issue 13: the language picked before sign-in is kept; the page follows the profile's language.
describe('verifyOtp', () => {
  it('sends the language the customer picked, and follows the profile language it answers', async () => {
    await changeLanguage('hi');
    const calls = stubFetch(() =>
      contractReply(otpVerifyResponse, {
        success: true,
        data: sessionUserFixture({ languageId: 2 }),
        token: 't',
      }),
    );
    await verifyOtp({ channel: 'mobile', value: '9876543210', otp: '123456' });
    expect(calls[0]?.url).toBe(AUTH_API.otpVerify);
    expect(calls[0]?.body).toMatchObject({ language: 'hi' });
    expect(i18n.language).toBe('hi');
  });

  it('sends no language when none was picked, and switches to the Hindi of the profile', async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
    const calls = stubFetch(() =>
      contractReply(otpVerifyResponse, {
        success: true,
        data: sessionUserFixture({ languageId: 2 }),
        token: 't',
      }),
    );
    await verifyOtp({ channel: 'mobile', value: '9876543210', otp: '123456' });
    expect(calls[0]?.body).not.toHaveProperty('language');
    expect(i18n.language).toBe('hi');
  });
});
