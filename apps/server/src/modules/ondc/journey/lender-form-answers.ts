import type { LenderFormField, ServerMessageKey } from '@cl/contracts';

// The customer's answers to a lender's form, checked against the form as we read it before anything
// is sent to the lender (ADR 034): a missing required answer, a value that is not of its field's
// type, or an answer to a field the form does not have is refused with the field named.

type Field = Omit<LenderFormField, 'value'>;

const CHECKS: Record<Field['type'], (value: string) => boolean> = {
  text: (value) => value.length <= 200,
  tel: (value) => /^(\+91[- ]?)?[6-9]\d{9}$/.test(value),
  email: (value) => value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  number: (value) => /^\d{1,12}$/.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  checkbox: (value) => value === 'on',
};

export type AnswerCheck =
  { ok: true; answers: Record<string, string> } | { ok: false; fields: Record<string, ServerMessageKey> };

/** Answers trimmed and checked; an empty optional answer is left out, as a browser leaves it. */
export function checkLenderFormAnswers(fields: readonly Field[], given: Record<string, string>): AnswerCheck {
  const errors: Record<string, ServerMessageKey> = {};
  const answers: Record<string, string> = {};
  const known = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(given)) if (!known.has(name)) errors[name] = 'lenderFormFieldUnknown';
  for (const field of fields) {
    const value = (given[field.name] ?? '').trim();
    if (value === '') {
      if (field.required) errors[field.name] = 'lenderFormFieldRequired';
      continue;
    }
    if (!CHECKS[field.type](value)) errors[field.name] = 'lenderFormFieldInvalid';
    else answers[field.name] = value;
  }
  return Object.keys(errors).length === 0 ? { ok: true, answers } : { ok: false, fields: errors };
}

/** What we already know for a field, by the names forms commonly use ('' when nothing). */
export function prefillFor(
  field: Field,
  profile: { name: string; phone: string; email: string; amountRupees: number | null },
): string {
  const name = field.name.toLowerCase();
  if (field.type === 'tel' || /phone|mobile/.test(name)) return profile.phone;
  if (field.type === 'email' || name.includes('email')) return profile.email;
  if (/amount/.test(name) && profile.amountRupees !== null) return String(profile.amountRupees);
  if (field.type === 'text' && /^(full_?|applicant_?|customer_?|borrower_?)?name$/.test(name))
    return profile.name;
  return '';
}
