import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptField, encryptField, hmacHex, randomOtp, randomToken, safeEqualHex } from './crypto.ts';

describe('crypto helpers', () => {
  it('makes 6-digit codes and long tokens', () => {
    const codes = new Set(Array.from({ length: 200 }, () => randomOtp()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    expect(Buffer.from(randomToken(), 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('encrypts with a fresh IV and decrypts; tampering is detected', () => {
    const key = randomBytes(32);
    const a = encryptField(key, 'ABCPE1234F');
    const b = encryptField(key, 'ABCPE1234F');
    expect(a).not.toBe(b);
    expect(a).not.toContain('ABCPE1234F');
    expect(decryptField(key, a)).toBe('ABCPE1234F');
    const tampered = `${a.slice(0, -2)}${a.endsWith('A') ? 'B' : 'A'}${a.slice(-1)}`;
    expect(() => decryptField(key, tampered)).toThrow();
    expect(() => decryptField(randomBytes(32), a)).toThrow();
  });

  it('compares keyed hashes in constant time', () => {
    const key = randomBytes(32);
    expect(safeEqualHex(hmacHex(key, 'x'), hmacHex(key, 'x'))).toBe(true);
    expect(safeEqualHex(hmacHex(key, 'x'), hmacHex(key, 'y'))).toBe(false);
    expect(safeEqualHex('ab', 'abcd')).toBe(false);
  });
});
