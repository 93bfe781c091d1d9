// Issue 17: what the transaction viewer shows of a message body. The erasure registry
// (registry-shared-tables.ts, ondc_messages) names what in a body is a person's: their mobile,
// e-mail, PAN and full name. An admin reading the log needs the protocol, not the person, so those
// are masked in every message, erased or not: the three by their shape anywhere in the text, the
// name (which has no shape) by where FIS12 carries it (customer.person.name) and any contact field.

const MASK = '[personal data]';

const PAN = /\b[A-Z]{5}[0-9]{4}[A-Z]\b/g;
const MOBILE = /(?<!\d)(\+?91[- ]?)?[6-9]\d{9}(?!\d)/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Keys whose value is a person's, whatever it looks like (FIS12 customer, contact, xinput answers). */
const PERSONAL_KEYS = new Set([
  'person',
  'contact',
  'phone',
  'email',
  'pan',
  'dob',
  'gender',
  'address',
  'bank_account_number',
  'account_number',
  'account_holder_name',
  'aadhaar',
]);

export function maskText(text: string): string {
  return text.replace(EMAIL, MASK).replace(PAN, MASK).replace(MOBILE, MASK);
}

/** A copy of a JSON value with a person's data masked (strings by shape, PERSONAL_KEYS whole). */
export function maskPersonalData(value: unknown): unknown {
  if (typeof value === 'string') return maskText(value);
  if (Array.isArray(value)) return value.map(maskPersonalData);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = PERSONAL_KEYS.has(key.toLowerCase()) ? MASK : maskPersonalData(item);
  }
  return out;
}
