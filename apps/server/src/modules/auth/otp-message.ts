import type { LanguageCode } from '@cl/contracts';

// REGULATION (DLT): operators deliver only a registered template with the code filled in, so each
// language's wording is fixed and registered on its own (SMS_DLT_TEMPLATE_ID, SMS_DLT_TEMPLATE_ID_HI).
// Email confirmation codes (issue 12, ADR 010) go by email only, so they need no DLT template.
type Wording = { subject: string; text: (code: string, minutes: number) => string };
export type OtpMessagePurpose = 'sign_in' | 'email_verify';

const TEXTS: Record<OtpMessagePurpose, Record<LanguageCode, Wording>> = {
  sign_in: {
    en: {
      subject: 'Your CrediLink sign-in code',
      text: (code, minutes) =>
        `${code} is your CrediLink sign-in code. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    },
    hi: {
      subject: 'आपका CrediLink साइन-इन कोड',
      text: (code, minutes) =>
        `${code} आपका CrediLink साइन-इन कोड है। यह ${minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
    },
  },
  email_verify: {
    en: {
      subject: 'Confirm your email for CrediLink',
      text: (code, minutes) =>
        `${code} is your CrediLink email confirmation code. It is valid for ${minutes} minutes. Do not share it with anyone.`,
    },
    hi: {
      subject: 'CrediLink के लिए अपना ईमेल पुष्टि करें',
      text: (code, minutes) =>
        `${code} आपका CrediLink ईमेल पुष्टि कोड है। यह ${minutes} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
    },
  },
};

/** The code message in a language: the SMS text and the email subject and body. */
export function otpMessage(
  code: string,
  minutes: number,
  language: LanguageCode,
  purpose: OtpMessagePurpose = 'sign_in',
): { subject: string; text: string } {
  const wording = TEXTS[purpose][language];
  return { subject: wording.subject, text: wording.text(code, minutes) };
}
