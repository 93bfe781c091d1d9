import { formatReportTime } from '@cl/contracts';
import { productName, reportRupees, statusName } from '../../lib/report-cells.ts';
import type { PartnerReportRow } from './partner-reports.service.ts';

// Issue 15: the partner's CSV/XLSX reads as its report screen does (apps/web partner-reports
// report-table.tsx), in English: Indian time, ₹ with Indian grouping, product, status and
// source names. The page data stays raw, because the screen names them in the partner's language.

const SOURCES = new Map([
  ['site', 'Your site'],
  ['referral', 'Referral link'],
  ['utm', 'Campaign link'],
  ['api', 'API'],
]);

type Cell = PartnerReportRow[string];

const FORMATS: Record<string, (value: string | number) => Cell> = {
  Created: (value) => formatReportTime(String(value)),
  Amount: (value) => reportRupees(value),
  Disbursed: (value) => reportRupees(value),
  Product: (value) => productName(String(value)),
  Status: (value) => statusName(String(value)),
  Source: (value) => SOURCES.get(String(value)) ?? value,
  'Signed up': (value) => (value === 'yes' ? 'Yes' : 'No'),
};

/** One report row as the export shows it; empty cells stay empty. */
export function partnerExportRow(row: PartnerReportRow): PartnerReportRow {
  const out: PartnerReportRow = {};
  for (const [column, value] of Object.entries(row)) {
    const format = FORMATS[column];
    out[column] = value === null || !format ? value : format(value);
  }
  return out;
}
