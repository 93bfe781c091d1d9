import { describe, expect, it } from 'vitest';
import { redactLogObject } from './logger.ts';

describe('log redaction (issue 12 finding 4; issue 16: no wildcard redact paths)', () => {
  it('censors personal keys at the first three levels, in objects and lists', () => {
    const out = redactLogObject({
      pan: 'ABCPV1234K',
      user: { mobile: '9876543210', id: 7 },
      a: { b: { email: 'a@b.in', lenderId: 3 } },
      rows: [{ first_name: 'Asha' }],
    });
    expect(out).toEqual({
      pan: '[redacted]',
      user: { mobile: '[redacted]', id: 7 },
      a: { b: { email: '[redacted]', lenderId: 3 } },
      rows: [{ first_name: '[redacted]' }],
    });
  });

  it('censors names, codes and notes only inside request data', () => {
    const out = redactLogObject({
      code: 'P2002',
      name: 'Kaveri Credit',
      body: { name: 'Asha', description: 'call me', amount: 5 },
      outer: { params: { note: 'x', id: 1 } },
    });
    expect(out).toEqual({
      code: 'P2002',
      name: 'Kaveri Credit',
      body: { name: '[redacted]', description: '[redacted]', amount: 5 },
      outer: { params: { note: '[redacted]', id: 1 } },
    });
  });

  it('leaves errors and other class instances to their serializers, and changes nothing in place', () => {
    const error = new Error('boom');
    const input = { err: error, at: new Date(0), profile: { pan: 'X' } };
    const out = redactLogObject(input);
    expect(out.err).toBe(error);
    expect(out.at).toBe(input.at);
    expect(input.profile.pan).toBe('X');
  });
});
