import type { z } from 'zod';
import { PRODUCT_TYPE_COOKIE } from '@cl/contracts';

// spec 3: the browser-stored, non-secret session values. Tokens are HttpOnly cookies the server
// sets (SESSION_COOKIES in @cl/contracts); JavaScript never sees them, so none are listed here.
export const COOKIE_NAMES = {
  partnerId: 'partnerId',
  lead: 'lead',
  roleId: 'roleId',
  merchantId: 'merchantId',
  qr: 'qr',
  url: 'url',
  appId: 'appId',
  prospectAppId: 'prospectAppId',
  urlSegment: 'urlSegment',
  productType: PRODUCT_TYPE_COOKIE,
  productId: 'productId',
  ccDetailsSecured: 'CCDetails_secured',
  ccDetailsUnsecured: 'CCDetails_unsecured',
  utms: 'utms',
  adminId: 'adminId',
  isPartner: 'isPartner',
  isMasqueradeMode: 'isMasqueradeMode',
} as const;
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

// spec 3: path /, SameSite=None and Secure on every one of them.
const ATTRIBUTES = 'path=/; SameSite=None; Secure';

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(prefix)) continue;
    try {
      return decodeURIComponent(entry.slice(prefix.length));
    } catch {
      return null; // a malformed value (set by someone else) reads as absent
    }
  }
  return null;
}

export function setCookie(name: CookieName, value: string, maxAgeSeconds?: number): void {
  const maxAge = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${ATTRIBUTES}${maxAge}`;
}

/** spec 3: cleared with max-age 0. */
export function clearCookie(name: CookieName): void {
  document.cookie = `${encodeURIComponent(name)}=; ${ATTRIBUTES}; max-age=0`;
}

export function clearAllCookies(): void {
  for (const name of Object.values(COOKIE_NAMES)) clearCookie(name);
}

/** spec 3: CCDetails and utms are JSON; a value that fails the schema reads as absent. */
export function readJsonCookie<T>(name: CookieName, schema: z.ZodType<T>): T | null {
  const raw = readCookie(name);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function setJsonCookie(name: CookieName, value: unknown): void {
  setCookie(name, JSON.stringify(value));
}

/** spec 3: the role id is stored base64-encoded. */
export function setRoleId(roleId: number): void {
  setCookie(COOKIE_NAMES.roleId, btoa(String(roleId)));
}

export function readRoleId(): number | null {
  const raw = readCookie(COOKIE_NAMES.roleId);
  if (raw === null) return null;
  try {
    const decoded = atob(raw);
    return /^\d+$/.test(decoded) ? Number(decoded) : null;
  } catch {
    return null;
  }
}
