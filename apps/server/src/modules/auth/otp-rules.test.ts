import { describe, expect, it } from 'vitest';
import { maskDestination, normaliseDestination, otpUsability, resendWaitSeconds } from './otp-rules.ts';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const code = { createdAt: t0, expiresAt: at(600), consumedAt: null, attempts: 0 };

describe('otpUsability', () => {
  it('is usable until the last second of its 10 minutes', () => {
    expect(otpUsability(code, at(599), 5)).toBe('usable');
    expect(otpUsability(code, at(600), 5)).toBe('expired');
  });
  it('is dead after 5 wrong tries and after use', () => {
    expect(otpUsability({ ...code, attempts: 4 }, at(1), 5)).toBe('usable');
    expect(otpUsability({ ...code, attempts: 5 }, at(1), 5)).toBe('locked');
    expect(otpUsability({ ...code, consumedAt: at(2) }, at(3), 5)).toBe('consumed');
  });
});

describe('resendWaitSeconds', () => {
  it('counts down the 30 s cooldown', () => {
    expect(resendWaitSeconds(undefined, t0, 30)).toBe(0);
    expect(resendWaitSeconds(t0, at(0), 30)).toBe(30);
    expect(resendWaitSeconds(t0, at(29.2), 30)).toBe(1);
    expect(resendWaitSeconds(t0, at(30), 30)).toBe(0);
  });
});

describe('destinations', () => {
  it('normalises and masks', () => {
    expect(normaliseDestination('email', ' Asha@Example.IN ')).toBe('asha@example.in');
    expect(normaliseDestination('mobile', '98765 43210')).toBe('9876543210');
    expect(maskDestination('mobile', '9876543210')).toBe('******3210');
    expect(maskDestination('email', 'asha@example.in')).toBe('a***@example.in');
  });
});
