import { describe, expect, it } from 'vitest';
import { classifyCsrIdentifier } from './csr.ts';

describe('classifyCsrIdentifier', () => {
  it('accepts a full mobile, email or application reference', () => {
    expect(classifyCsrIdentifier(' +91 98765-43210 ')).toEqual({ kind: 'mobile', value: '9876543210' });
    expect(classifyCsrIdentifier('09876543210')).toEqual({ kind: 'mobile', value: '9876543210' });
    expect(classifyCsrIdentifier('A.B@Example.IN')).toEqual({ kind: 'email', value: 'a.b@example.in' });
    expect(classifyCsrIdentifier('0B7C3A1E-2F4D-4C1B-9A8E-1234567890AB')).toEqual({
      kind: 'application',
      value: '0b7c3a1e-2f4d-4c1b-9a8e-1234567890ab',
    });
  });

  it.each(['%@%', '%', '_', '', '9876', '987654321', '1234567890', '@example.in', 'asha', 'a%@b.in'])(
    'refuses the fragment %j',
    (q) => {
      expect(classifyCsrIdentifier(q)).toBeNull();
    },
  );
});
