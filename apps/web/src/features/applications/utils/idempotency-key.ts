/**
 * A fresh idempotency key for one apply attempt. crypto.randomUUID needs Chrome 92+; older Android
 * WebViews (low-end phones) get the same 122 random bits from getRandomValues instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
