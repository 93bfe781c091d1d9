import { describe, expect, it } from 'vitest';
import { emailChange } from './email-rules.ts';

describe('emailChange', () => {
  const mobileUser = { email: 'asha@example.in', emailVerified: 1, mobileVerified: 1 };
  it('keeps the state when the same email is saved again, whatever its case', () => {
    expect(emailChange(mobileUser, ' Asha@Example.IN ')).toEqual({ kind: 'unchanged' });
  });
  it('treats a new email as a change to verify', () => {
    expect(emailChange(mobileUser, 'New@example.in')).toEqual({ kind: 'changed', email: 'new@example.in' });
    expect(emailChange({ email: null, emailVerified: 0, mobileVerified: 1 }, 'a@b.in')).toEqual({
      kind: 'changed',
      email: 'a@b.in',
    });
  });
  it('refuses to replace the verified email of an account that has no verified mobile', () => {
    expect(emailChange({ ...mobileUser, mobileVerified: 0 }, 'other@example.in')).toEqual({
      kind: 'refused',
    });
  });
});
