import { z } from 'zod';
import type { JsonObject } from './message-parts.ts';
import type { SimulatedLender } from './simulated-network.ts';
import { escapeMarkup } from '../../../lib/markup-text.ts';

// The simulated lender's own forms (FIS12 xinput): the buyer app shows the lender's HTML form in
// the journey, the lender answers the submission with a submission_id the next call quotes.

export const LENDER_FORMS = ['application', 'kyc', 'emandate'] as const;
export type LenderForm = (typeof LENDER_FORMS)[number];

const HEADINGS: Record<LenderForm, string> = {
  application: 'Personal information and loan amount',
  kyc: 'Know your customer',
  emandate: 'Repayment e-mandate',
};

export const formId = (lender: SimulatedLender, form: LenderForm): string => `${lender.key}-${form}`;

export function formUrl(lender: SimulatedLender, form: LenderForm, transactionId: string): string {
  return `${lender.subscriberUri}/forms/${formId(lender, form)}?txn=${encodeURIComponent(transactionId)}`;
}

/** The xinput block asking for `form`, with where it sits among the lender's forms. */
export function xinput(lender: SimulatedLender, form: LenderForm, transactionId: string): JsonObject {
  return {
    head: {
      descriptor: { name: HEADINGS[form] },
      index: { min: 0, cur: LENDER_FORMS.indexOf(form), max: LENDER_FORMS.length - 1 },
      headings: LENDER_FORMS.map((name) => HEADINGS[name]),
    },
    form: {
      id: formId(lender, form),
      mime_type: 'text/html',
      url: formUrl(lender, form, transactionId),
      resubmit: false,
      // Spelt as the FIS12 attribute list spells it.
      multiple_sumbissions: false,
    },
    required: true,
  };
}

const FIELDS: Record<LenderForm, { name: string; label: string; type: string }[]> = {
  application: [
    { name: 'name', label: 'Full name', type: 'text' },
    { name: 'phone', label: 'Mobile number', type: 'tel' },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'amount', label: 'Loan amount (₹)', type: 'number' },
  ],
  kyc: [{ name: 'aadhaarConsent', label: 'I consent to Aadhaar e-KYC', type: 'checkbox' }],
  emandate: [
    { name: 'ifsc', label: 'IFSC', type: 'text' },
    { name: 'accountNumber', label: 'Account number', type: 'text' },
  ],
};

/** The lender-hosted HTML form; it posts to `submitUrl` (the simulator's form route). */
export function renderLenderForm(lender: SimulatedLender, form: LenderForm, submitUrl: string): string {
  const fields = FIELDS[form]
    .map(
      (field) =>
        `<label>${escapeMarkup(field.label)} <input name="${field.name}" type="${field.type}" required></label>`,
    )
    .join('\n    ');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeMarkup(lender.name)}: ${escapeMarkup(HEADINGS[form])}</title></head>
<body>
  <h1>${escapeMarkup(lender.name)}</h1>
  <form method="POST" action="${escapeMarkup(submitUrl)}" id="${formId(lender, form)}">
    <h2>${escapeMarkup(HEADINGS[form])}</h2>
    ${fields}
    <input type="submit" value="Submit">
  </form>
</body>
</html>
`;
}

const applicationFields = z.object({
  name: z.string().trim().min(1).max(100),
  phone: z.string().regex(/^(\+91-?)?[6-9]\d{9}$/),
  email: z.email(),
  amount: z.coerce.number().int().positive().max(10_000_000),
});
const kycFields = z.object({ aadhaarConsent: z.enum(['on', 'true']) });
const emandateFields = z.object({
  ifsc: z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/),
  accountNumber: z.string().regex(/^\d{9,18}$/),
});

export interface Applicant {
  name: string;
  phone: string;
  email: string;
}

export type FormAnswer =
  | { ok: true; submissionId: string; applicant?: Applicant; requestedPaise?: number }
  | { ok: false; errors: string[] };

/** Reads a posted form; the submission id is made by the caller (a random id per submission). */
export function readFormSubmission(form: LenderForm, fields: unknown, submissionId: string): FormAnswer {
  const schema = form === 'application' ? applicationFields : form === 'kyc' ? kycFields : emandateFields;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((issue) => issue.path.join('.')) };
  if (!('name' in parsed.data)) return { ok: true, submissionId };
  const { name, phone, email, amount } = parsed.data;
  return { ok: true, submissionId, applicant: { name, phone, email }, requestedPaise: amount * 100 };
}
