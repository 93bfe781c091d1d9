import type { LanguageCode } from '@cl/contracts';

// REGULATION (DLT): operators deliver only a registered template with the code filled in, so each
// language's wording is fixed and registered on its own (SMS_DLT_TEMPLATE_ID, SMS_DLT_TEMPLATE_ID_HI).
const TEXTS: Record<LanguageCode, { subject: string; text: (code: string, minutes: number) => string }> = {
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
};

/** The sign-in code message in a language: the SMS text and the email subject and body. */
export function otpMessage(
  code: string,
  minutes: number,
  language: LanguageCode,
): { subject: string; text: string } {
  const wording = TEXTS[language];
  return { subject: wording.subject, text: wording.text(code, minutes) };
}
