import { formatCalendarDate, formatRate } from '@cl/contracts';

// Issue 15: how an audit entry reads on the audit screen and in its CSV. Pure, so tested alone.

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
  const [milli, flat, from] = [a.get('percentMilli'), a.get('flatPaise'), a.get('effectiveFrom')];
  // A partner's rate (ADR 020) as its statement shows it: '2.5% + ₹50.00 from 24 Nov 2026'.
  if (action === 'partner.rate' && typeof milli === 'number' && typeof flat === 'number')
    return `${formatRate(milli, flat)} from ${formatCalendarDate(show(from))}`;
  const text = [...a.entries()].map(([key, value]) => `${key}: ${show(value)}`).join(', ');
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
