import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailField } from '@cl/contracts';
import { changeLanguage } from '@/lib/i18n';
import { useValidationText } from '@/lib/validation-text';

describe('useValidationText', () => {
  it('translates a contracts issue message in the chosen language', async () => {
    const issue = emailField.safeParse('nope').error?.issues[0]?.message;
    expect(issue).toBe('validation.emailInvalid');
    const { result, rerender } = renderHook(() => useValidationText());
    expect(result.current(issue)).toBe('Email is invalid');
    await changeLanguage('hi');
    rerender();
    expect(result.current(issue)).toBe('ईमेल अमान्य है');
  });

  it('passes server-written messages through and hides unknown keys behind a generic one', () => {
    const { result } = renderHook(() => useValidationText());
    expect(result.current('Mobile number already registered')).toBe('Mobile number already registered');
    expect(result.current('validation.noSuchKey')).toBe('This value is not valid');
    expect(result.current(undefined)).toBeUndefined();
  });
});
