import { LOCALE, type Statement } from '@cl/contracts';
import { toCsv, type Column } from '../../lib/export.ts';

// Issue 15: statement exports in Indian formats: IST times, ₹ with Indian grouping (₹2,00,000.00),
// application references.

const rupees = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});
const istTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const calendarDay = new Intl.DateTimeFormat(LOCALE, {
  timeZone: 'UTC',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

export const formatPaise = (paise: number): string => rupees.format(paise / 100);
export const formatIstTime = (iso: string): string => `${istTime.format(new Date(iso))} IST`;
/** A stored calendar day (already an Indian day) as 24 Nov 2026. */
export const formatDay = (day: string): string => calendarDay.format(new Date(`${day}T00:00:00Z`));
const formatRate = (milli: number | null, flat: number | null) =>
  milli === null ? '' : `${String(milli / 1000)}% + ${formatPaise(flat ?? 0)}`;

type Line = Statement['lines'][number];

export function statementCsv(s: Statement): string {
  const columns: Column<Line>[] = [
    { header: 'Application reference', value: (l) => l.reference },
    { header: 'Lender', value: (l) => l.lender },
    { header: 'Disbursal day', value: (l) => formatDay(l.disbursalDay) },
    { header: 'Line', value: (l) => (l.kind === 'reversal' ? 'Reversal' : 'Disbursal') },
    { header: 'Correction for', value: (l) => l.correctionFor ?? '' },
    { header: 'Disbursed', value: (l) => formatPaise(l.disbursedPaise) },
    ...(s.party === 'partner'
      ? [
          { header: 'Rate', value: (l: Line) => formatRate(l.percentMilli, l.flatPaise) },
          { header: 'Earning', value: (l: Line) => formatPaise(l.amountPaise) },
        ]
      : [{ header: 'Revenue', value: (l: Line) => formatPaise(l.amountPaise) }]),
    { header: 'Recorded at (IST)', value: (l) => formatIstTime(l.recordedAt) },
  ];
  const total: Line = {
    reference: 'Total',
    lender: '',
    kind: 'disbursal',
    disbursalDay: '',
    correctionFor: null,
    disbursals: s.totals.disbursals,
    disbursedPaise: s.totals.disbursedPaise,
    amountPaise: s.totals.amountPaise,
    percentMilli: null,
    flatPaise: null,
    recordedAt: '',
  };
  const blankTotal = (c: Column<Line>) => (row: Line) =>
    row === total && ['Disbursal day', 'Line', 'Recorded at (IST)'].includes(c.header) ? '' : c.value(row);
  return toCsv(
    columns.map((c) => ({ header: c.header, value: blankTotal(c) })),
    [...s.lines, total],
  );
}

export const statementFileName = (s: Statement) =>
  `statement-${s.party}-${s.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${s.month}.csv`;
