import { describe, expect, it } from 'vitest';
import { otpSendBody, validationMessages, type OtpChannel } from '@cl/contracts';
import { identifierError } from './identifier';

// The start page checks the identifier without zod; it must agree with otpSendBody (spec 5).
const cases: [OtpChannel, string][] = [
  ['mobile', '9876543210'],
  ['mobile', ' 6000000000 '],
  ['mobile', '5876543210'],
  ['mobile', '987654321'],
  ['mobile', '98765432100'],
  ['mobile', ''],
  ['email', 'asha@example.in'],
  ['email', ' first.last+tag@mail.example.com '],
  ['email', 'asha@'],
  ['email', 'a@b.comm'],
  ['email', ''],
  ['email', `${'a'.repeat(250)}@b.in`],
];

describe('identifierError agrees with otpSendBody (spec 5)', () => {
  it.each(cases)('%s %j', (channel, value) => {
    const parsed = otpSendBody.safeParse({ channel, value });
    const key = identifierError(channel, value);
    expect(key === null).toBe(parsed.success);
    if (!parsed.success) expect(`validation.${key ?? ''}`).toBe(parsed.error.issues[0]?.message);
  });

  it('has a message in both languages for every key it returns', () => {
    for (const [channel, value] of cases) {
      const key = identifierError(channel, value);
      if (key) expect(validationMessages.hi[key]).toBeTruthy();
    }
  });
});
