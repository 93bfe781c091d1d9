import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  address1Field,
  address2Field,
  companyNameField,
  emailField,
  firstNameField,
  fullNameField,
  helpPhoneField,
  ifscField,
  lastNameField,
  localityField,
  monthlyIncomeField,
  otpField,
  panField,
  phoneField,
  pincodeField,
  utmIdField,
} from './fields.ts';
import { validationMessages } from './messages.ts';

type Case = [name: string, schema: z.ZodType, valid: unknown[], invalid: unknown[], message: string];

const en = validationMessages.en;

// spec 5: each rule with values that pass and values that fail with the rule's own message.
const cases: Case[] = [
  [
    'email',
    emailField,
    ['a@b.co', 'first.last+tag@mail.example.com', 'x_y-z@d-o.in'],
    ['a@b', 'a@b.c', 'a@b.comm', '@b.com', 'a b@c.com', 'a..b@c.com'],
    en.emailInvalid,
  ],
  [
    'PAN',
    panField,
    ['ABCPE1234F', 'abcpe1234f', 'ABCP*1234F', 'ABCP**23*F', 'ABCDE1234F', 'ABCCE1234F'],
    ['ABCPE1234', 'ABC1E1234F', 'ABCPE12345', '1BCPE1234F', 'ABCPE12A4F'],
    en.panInvalid,
  ],
  [
    'IFSC',
    ifscField,
    ['SBIN0001234', 'HDFC0ABC123'],
    ['SBIN1001234', 'sbin0001234', 'SBI00001234', 'SBIN000123'],
    en.ifscInvalid,
  ],
  [
    'first name',
    firstNameField,
    ['Asha', 'RAVI'],
    ['Asha1', 'Asha Rani', "O'Neil", 'आशा'],
    en.firstNameLetters,
  ],
  ['last name', lastNameField, ['Verma'], ['Ver-ma', 'V3rma'], en.lastNameLetters],
  [
    'full name',
    fullNameField,
    ['Asha Verma', "Anne-Marie O'Neil", 'A B C'],
    ['Asha', 'Asha  Verma1', '-Asha Verma', 'Asha Verma-'],
    en.fullNameInvalid,
  ],
  [
    'address line 1',
    address1Field,
    ['Flat 4B, Sector-12, #3.', '12 MG Road'],
    ['Flat @4', 'Road; 12', 'a/b'],
    en.address1Invalid,
  ],
  ['address line 2', address2Field, ['', 'Near Park, #2'], ['Near <park>', 'x_y'], en.address2Invalid],
  [
    'locality',
    localityField,
    ['Andheri East, #2.', 'Koramangala'],
    ['Andheri-East', 'A/B'],
    en.localityInvalid,
  ],
  [
    'pincode',
    pincodeField,
    ['110001', '560034'],
    ['11000', '1100011', '011000', 'abcdef'],
    en.pincodeInvalid,
  ],
  [
    'phone',
    phoneField,
    ['9876543210', '6000000000'],
    ['987654321', '98765432100', '5876543210', '98765-43210'],
    en.phoneInvalid,
  ],
  ['OTP', otpField, ['123456', '000000'], ['12345', '1234567', '12a456'], en.otpInvalid],
  [
    'monthly income',
    monthlyIncomeField,
    [1, 1_000_000],
    // Issue 12: the API takes JSON numbers only; forms turn their text into numbers (fromFormText).
    [0, 1_000_001, -5, 'abc', 12.5, '25000', true, [5]],
    en.incomeRange,
  ],
  [
    'company name',
    companyNameField,
    ['Acme', 'Tata 123', 'ABC'],
    ['AB', 'A'.repeat(41), 'Acme & Co', 'Acme-Co'],
    en.companyNameInvalid,
  ],
  [
    'help phone',
    helpPhoneField,
    ['9876543210', '919876543210'],
    ['98765', '98765abcde', '1'.repeat(16)],
    en.phoneError,
  ],
  ['utm id', utmIdField, ['partner_01', 'abc-DEF'], ['a b', 'a.b', 'x/y'], en.utmIdInvalid],
];

describe.each(cases)('%s', (_name, schema, valid, invalid, message) => {
  it.each(valid.map((v) => [v]))('accepts %j', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it.each(invalid.map((v) => [v]))('refuses %j with the spec message', (value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    const key = result.error?.issues[0]?.message.replace('validation.', '') ?? '';
    const table: Record<string, string> = en;
    expect(table[key]).toBe(message);
  });
});

describe('messages', () => {
  it('has every key in English and Hindi', () => {
    expect(Object.keys(validationMessages.hi).sort()).toEqual(Object.keys(validationMessages.en).sort());
  });
});
