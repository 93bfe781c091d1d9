import { describe, expect, it } from 'vitest';
import { normaliseMobile, otpDestination } from './mobile-number';

describe('normaliseMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765abc', '98765'],
    ['98765432109999', '9876543210'],
  ])('%s -> %s', (typed, kept) => {
    expect(normaliseMobile(typed)).toBe(kept);
  });

  it('shows where the code went as a person writes it', () => {
    expect(otpDestination({ channel: 'mobile', value: '9876543210' })).toBe('+91 98765 43210');
    expect(otpDestination({ channel: 'email', value: 'a@b.in' })).toBe('a@b.in');
  });
});
