import { describe, expect, it } from 'vitest';
import { checkLenderFormAnswers, prefillFor } from './lender-form-answers.ts';

const fields = [
  { name: 'name', label: 'Full name', type: 'text', required: true },
  { name: 'phone', label: 'Mobile', type: 'tel', required: true },
  { name: 'email', label: 'Email', type: 'email', required: false },
  { name: 'amount', label: 'Amount', type: 'number', required: true },
  { name: 'dob', label: 'Date of birth', type: 'date', required: false },
  { name: 'consent', label: 'I agree', type: 'checkbox', required: true },
] as const;

describe('checkLenderFormAnswers', () => {
  it('answers trimmed values and leaves empty optional ones out', () => {
    expect(
      checkLenderFormAnswers(fields, {
        name: ' Asha ',
        phone: '9811122233',
        email: '',
        amount: '200000',
        consent: 'on',
      }),
    ).toEqual({ ok: true, answers: { name: 'Asha', phone: '9811122233', amount: '200000', consent: 'on' } });
  });

  it('names every missing, malformed or unknown field', () => {
    expect(
      checkLenderFormAnswers(fields, {
        phone: '12345',
        email: 'not-mail',
        amount: '1e3',
        dob: '2026-02-31x',
        consent: 'true',
        admin: '1',
      }),
    ).toEqual({
      ok: false,
      fields: {
        admin: 'lenderFormFieldUnknown',
        name: 'lenderFormFieldRequired',
        phone: 'lenderFormFieldInvalid',
        email: 'lenderFormFieldInvalid',
        amount: 'lenderFormFieldInvalid',
        dob: 'lenderFormFieldInvalid',
        consent: 'lenderFormFieldInvalid',
      },
    });
  });
});

describe('prefillFor', () => {
  const profile = { name: 'Asha Verma', phone: '9811122233', email: 'asha@example.in', amountRupees: 200000 };
  it.each([
    [{ name: 'name', type: 'text' }, 'Asha Verma'],
    [{ name: 'full_name', type: 'text' }, 'Asha Verma'],
    [{ name: 'mobileNo', type: 'text' }, '9811122233'],
    [{ name: 'contact', type: 'tel' }, '9811122233'],
    [{ name: 'mail', type: 'email' }, 'asha@example.in'],
    [{ name: 'loanAmount', type: 'number' }, '200000'],
    [{ name: 'employer_name', type: 'text' }, ''],
    [{ name: 'consent', type: 'checkbox' }, ''],
  ] as const)('%o -> %s', (field, value) => {
    expect(prefillFor({ ...field, label: '', required: true }, profile)).toBe(value);
  });
});
