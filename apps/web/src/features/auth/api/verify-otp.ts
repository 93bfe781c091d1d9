import { mutationOptions } from '@tanstack/react-query';
import {
  AUTH_API,
  languageCodeOf,
  otpVerifyBody,
  otpVerifyResponse,
  type OtpVerifyBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { chosenLanguage, followProfileLanguage } from '@/lib/i18n';
import { clearSignedOutLocally } from '@/lib/local-sign-out';

/**
 * Customer sign-in, step 2: the server checks the code and sets the HttpOnly session cookie. A
 * language picked before sign-in goes with it and is kept on the profile; the page then follows
 * the profile's language (issue 13). A new sign-in ends a "signed out on this device" left by a
 * failed logout (lib/local-sign-out.ts).
 */
export async function verifyOtp(body: OtpVerifyBody) {
  const answer = await apiRequest(AUTH_API.otpVerify, {
    method: 'POST',
    body: otpVerifyBody.parse({ ...body, language: body.language ?? chosenLanguage() }),
    schema: otpVerifyResponse,
  });
  clearSignedOutLocally();
  await followProfileLanguage(languageCodeOf(answer.data.languageId));
  return answer;
}

export const verifyOtpMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'customer', 'otp-verify'], mutationFn: verifyOtp });
