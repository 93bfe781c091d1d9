// Issue 15: how an audit entry reads on the audit screen and in its CSV. Pure, so tested alone.

const IST_OFFSET_MS = 330 * 60_000; // India: UTC+05:30 all year

/** '2026-11-24 01:53:07' in Indian time (the CSV header says IST). */
export function istTimestamp(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

function record(value: unknown): Map<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return new Map<string, unknown>(Object.entries(value));
}

const show = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);

/** A short line saying what happened, from the entry's action and recorded "after". */
export function auditDetail(action: string, after: unknown): string {
  const a = record(after);
  if (!a) return '';
  if (action === 'masquerade.request')
    return `${show(a.get('method'))} ${show(a.get('route'))} → ${show(a.get('status'))}`;
  if (action === 'csr.view') return show(a.get('purpose'));
  if (action === 'csr.search') return `${show(a.get('kind'))}: ${show(a.get('hits'))}`;
  const percentMilli = a.get('percentMilli');
  const flatPaise = a.get('flatPaise');
  // ADR 020: rates are kept in thousandths of a percent and paise; people read 2.5% + ₹50.
  if (action === 'partner.rate' && typeof percentMilli === 'number' && typeof flatPaise === 'number')
    return `${String(percentMilli / 1000)}% + ₹${(flatPaise / 100).toFixed(2)} from ${show(a.get('effectiveFrom'))}`;
  const text = [...a.entries()].map(([key, value]) => `${key}: ${show(value)}`).join(', ');
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
