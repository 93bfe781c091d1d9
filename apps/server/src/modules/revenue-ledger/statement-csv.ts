import { formatCalendarDate, formatPaise, formatRate, formatReportTime, type Statement } from '@cl/contracts';
import { toCsv, type Column } from '../../lib/export.ts';

// Issue 15: statement exports read as reports and exports do (lib/report-cells.ts, ADR 023): IST times
// ('24 Nov 2026, 1:53 am IST'), days as '24 Nov 2026', ₹ with Indian grouping and the paise always
// shown so the columns line up (₹2,00,000.00), application references.

const money = (paise: number) => formatPaise(paise, { paise: 'always' });
const rateCell = (milli: number | null, flat: number | null) =>
  milli === null ? '' : formatRate(milli, flat ?? 0);

type Line = Statement['lines'][number];

export function statementCsv(s: Statement): string {
  const columns: Column<Line>[] = [
    { header: 'Application reference', value: (l) => l.reference },
    { header: 'Lender', value: (l) => l.lender },
    { header: 'Disbursal day', value: (l) => formatCalendarDate(l.disbursalDay) },
    { header: 'Line', value: (l) => (l.kind === 'reversal' ? 'Reversal' : 'Disbursal') },
    { header: 'Correction for', value: (l) => l.correctionFor ?? '' },
    { header: 'Disbursed', value: (l) => money(l.disbursedPaise) },
    ...(s.party === 'partner'
      ? [
          { header: 'Rate', value: (l: Line) => rateCell(l.percentMilli, l.flatPaise) },
          { header: 'Earning', value: (l: Line) => money(l.amountPaise) },
        ]
      : [{ header: 'Revenue', value: (l: Line) => money(l.amountPaise) }]),
    { header: 'Recorded at (IST)', value: (l) => formatReportTime(l.recordedAt) },
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
