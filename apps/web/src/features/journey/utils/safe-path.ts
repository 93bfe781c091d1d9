// spec 2 'redirect' and 'auth' hand-offs, and the gold/housing redirect answers (spec 7), take a
// target from outside. Only our own customer pages are accepted: never another site (no open
// redirect), never the admin or partner areas, never a scheme or a protocol-relative '//host'.

const ALLOWED = [
  /^\/$/,
  /^\/products$/,
  /^\/verification$/,
  /^\/terms-of-use$/,
  /^\/privacy-policy$/,
  /^\/credit-cards$/,
  /^\/cards-(?:secured|unsecured)$/,
  /^\/user(?:\/[A-Za-z0-9_-]+)+$/,
];

const BASE = 'https://base.invalid';

/** The target as a path (with its query), or null when it is not one of our customer pages. */
export function safeInternalPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || /[\\\s]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (!ALLOWED.some((pattern) => pattern.test(path))) return null;
  return `${path}${url.search}`;
}
