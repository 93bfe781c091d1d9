import { describe, expect, it } from 'vitest';
import type { Statement } from '@cl/contracts';
import { reportDate, reportTime } from '../../lib/report-cells.ts';
import { statementCsv, statementFileName } from './statement-csv.ts';

const line = {
  reference: 'CL-7Q4M2X',
  lender: 'Axis Finance',
  kind: 'disbursal' as const,
  disbursalDay: '2026-11-05',
  correctionFor: null,
  disbursals: 1,
  disbursedPaise: 2_00_000_00,
  amountPaise: 5_050_00,
  percentMilli: 2500,
  flatPaise: 50_00,
  // 20:23 UTC on 4 Nov is 1:53 am on 5 Nov in India
  recordedAt: '2026-11-04T20:23:00.000Z',
};
const partnerStatement: Statement = {
  party: 'partner',
  id: 3,
  name: 'Loans & More',
  month: '2026-11',
  state: 'open',
  closedAt: null,
  lines: [
    line,
    { ...line, kind: 'reversal', disbursals: -1, disbursedPaise: -2_00_000_00, amountPaise: -5_050_00 },
  ],
  totals: { disbursals: 0, disbursedPaise: 0, amountPaise: 0 },
};

describe('statementCsv: the formats of every report and export (ADR 023)', () => {
  it('shows Indian days and times, and rupees with the paise always', () => {
    const rows = statementCsv(partnerStatement).split(/\r?\n/);
    expect(rows[1]).toBe(
      'CL-7Q4M2X,Axis Finance,5 Nov 2026,Disbursal,,"₹2,00,000.00",2.5% + ₹50.00,"₹5,050.00","5 Nov 2026, 1:53 am IST"',
    );
    // A leading minus is defused against spreadsheet formulas (lib/export.ts).
    expect(rows[2]).toContain(`Reversal,,"'-₹2,00,000.00",2.5% + ₹50.00,"'-₹5,050.00"`);
    // The statement's cells are the report cells, so statements and reports read alike.
    expect(rows[1]).toContain(`,${String(reportDate(line.disbursalDay))},`);
    expect(rows[1]).toContain(`"${String(reportTime(new Date(line.recordedAt)))}"`);
    expect(rows[3]).toBe('Total,,,,,₹0.00,,₹0.00,');
  });

  it('names the file by party, partner and month', () => {
    expect(statementFileName(partnerStatement)).toBe('statement-partner-loans-more-2026-11.csv');
  });
});
