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
    const raw = Buffer.from(a.slice(3), 'base64url');
    for (const at of [0, 12, 28, raw.length - 1]) {
      const flipped = Buffer.from(raw);
      flipped[at] = (flipped[at] ?? 0) ^ 0x01;
      const tampered = `v1.${flipped.toString('base64url')}`;
      expect(tampered).not.toBe(a);
      expect(() => decryptField(key, tampered)).toThrow();
    }
    expect(() => decryptField(randomBytes(32), a)).toThrow();
  });

  it('compares keyed hashes in constant time', () => {
    const key = randomBytes(32);
    expect(safeEqualHex(hmacHex(key, 'x'), hmacHex(key, 'x'))).toBe(true);
    expect(safeEqualHex(hmacHex(key, 'x'), hmacHex(key, 'y'))).toBe(false);
    expect(safeEqualHex('ab', 'abcd')).toBe(false);
  });

  it('keys an HMAC-SHA256 as RFC 4231 does, each key its own (the key object is kept per key)', () => {
    const jefe = Buffer.from('Jefe');
    expect(hmacHex(jefe, 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(hmacHex(jefe, 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(hmacHex(Buffer.from('Jeff'), 'what do ya want for nothing?')).not.toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});
