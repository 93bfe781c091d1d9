import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  clearCookie,
  COOKIE_NAMES,
  readCookie,
  readJsonCookie,
  readRoleId,
  setCookie,
  setJsonCookie,
  setRoleId,
} from '@/lib/cookies';

describe('cookies (spec 3)', () => {
  it('writes path=/, SameSite=None and Secure and reads the value back', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: (): unknown => descriptor?.get?.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      setCookie(COOKIE_NAMES.lead, 'a b;c');
      expect(written[0]).toBe('lead=a%20b%3Bc; path=/; SameSite=None; Secure');
      expect(readCookie('lead')).toBe('a b;c');
      clearCookie(COOKIE_NAMES.lead);
      expect(written[1]).toBe('lead=; path=/; SameSite=None; Secure; max-age=0');
      expect(readCookie('lead')).toBeNull();
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
  });

  it('stores the role id base64-encoded', () => {
    setRoleId(2);
    expect(readCookie(COOKIE_NAMES.roleId)).toBe(btoa('2'));
    expect(readRoleId()).toBe(2);
  });

  it('reads a tampered role id as absent', () => {
    setCookie(COOKIE_NAMES.roleId, btoa('admin'));
    expect(readRoleId()).toBeNull();
    setCookie(COOKIE_NAMES.roleId, '%%%not-base64');
    expect(readRoleId()).toBeNull();
  });

  it('parses JSON cookies with a schema and ignores values that do not fit', () => {
    const utms = z.object({ source: z.string() });
    setJsonCookie(COOKIE_NAMES.utms, { source: 'sms' });
    expect(readJsonCookie(COOKIE_NAMES.utms, utms)).toEqual({ source: 'sms' });
    setCookie(COOKIE_NAMES.utms, '{"source":1}');
    expect(readJsonCookie(COOKIE_NAMES.utms, utms)).toBeNull();
    setCookie(COOKIE_NAMES.utms, '{not json');
    expect(readJsonCookie(COOKIE_NAMES.utms, utms)).toBeNull();
  });
});
