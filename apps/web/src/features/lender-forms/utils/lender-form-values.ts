import type { LenderFormField } from '@cl/contracts';

/** What the form holds: text for the typed fields, ticked or not for a checkbox. */
export type LenderFormValues = Record<string, string | boolean>;

/**
 * Fields are held by their place (f0, f1, …), not by the lender's name: react-hook-form reads a
 * '.' in a name as a path into nested values, and lenders' names may have one ('applicant.pan').
 */
export const fieldKey = (index: number) => `f${String(index)}`;

/**
 * Each field starts with what we already know from the customer's consented profile. A checkbox
 * starts unticked whatever the lender sent: on a lender's form it is a consent or a declaration,
 * which the customer gives by ticking it (RBI DLD 2025, DPDP: never pre-ticked).
 */
export function initialValues(fields: readonly LenderFormField[]): LenderFormValues {
  return Object.fromEntries(
    fields.map((field, index) => [fieldKey(index), field.type === 'checkbox' ? false : field.value]),
  );
}

/**
 * The answers by the lender's field names, as a browser would post the lender's form: a ticked
 * checkbox is 'on', an unticked one is left out, text is sent trimmed (empty when not filled).
 */
export function answersOf(
  fields: readonly LenderFormField[],
  values: LenderFormValues,
): Record<string, string> {
  const answers: Record<string, string> = {};
  fields.forEach((field, index) => {
    const value = values[fieldKey(index)];
    if (field.type === 'checkbox') {
      if (value === true) answers[field.name] = 'on';
    } else {
      answers[field.name] = typeof value === 'string' ? value.trim() : '';
    }
  });
  return answers;
}

/** The form's key of a field the server names in a refusal (the lender's name). */
export function keyOfFieldName(fields: readonly LenderFormField[], name: string): string {
  const index = fields.findIndex((field) => field.name === name);
  return index === -1 ? name : fieldKey(index);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export type FieldProblem = 'fieldRequired' | 'emailInvalid' | 'numberInvalid';

/**
 * What the web checks before sending: required fields filled, an email and a number that look like
 * one. Everything else is the lender's to check (its refusal comes back under the field).
 */
export function fieldProblem(field: LenderFormField, value: string | boolean): FieldProblem | null {
  if (field.type === 'checkbox') return field.required && value !== true ? 'fieldRequired' : null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return field.required ? 'fieldRequired' : null;
  if (field.type === 'email' && !EMAIL.test(text)) return 'emailInvalid';
  if (field.type === 'number' && !NUMBER.test(text)) return 'numberInvalid';
  return null;
}
