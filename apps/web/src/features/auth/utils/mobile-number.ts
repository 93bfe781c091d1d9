import { DEFAULT_PHONE_CODE, LENGTHS, type OtpSendBody } from '@cl/contracts';

/**
 * Keeps the 10 national digits of what was typed or pasted: '+91 98765 43210', '098765 43210'
 * and '9876543210' all become '9876543210'. spec 5 then checks the number itself.
 */
export function normaliseMobile(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > LENGTHS.phone && digits.startsWith(DEFAULT_PHONE_CODE)) {
    digits = digits.slice(DEFAULT_PHONE_CODE.length);
  }
  if (digits.length > LENGTHS.phone && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, LENGTHS.phone);
}

/** Where the code went, as the customer would write it: '+91 98765 43210' or the email. */
export function otpDestination(request: OtpSendBody): string {
  if (request.channel === 'email') return request.value;
  const number = request.value;
  return `+${DEFAULT_PHONE_CODE} ${number.slice(0, 5)} ${number.slice(5)}`;
}
