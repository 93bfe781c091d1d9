// Issue 15: statements are monthly (Indian calendar months, YYYY-MM). A month closes when an admin
// closes it, or by itself once the month after it has ended too: the previous month stays open for
// the lenders' late MIS files until an admin closes it (docs/decisions/020-revenue-ledger.md).

export const monthOf = (day: string): string => day.slice(0, 7);

export function previousMonth(month: string): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const prior = new Date(Date.UTC(y, m - 2, 1));
  return `${String(prior.getUTCFullYear())}-${String(prior.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** First and last day of a month, as YYYY-MM-DD. */
export function monthDays(month: string): { from: string; to: string } {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export type MonthState = 'open' | 'closed' | 'auto-closed';

/** currentMonth is the month of today in IST. */
export function monthState(
  month: string,
  closedByAdmin: ReadonlySet<string>,
  currentMonth: string,
): MonthState {
  if (closedByAdmin.has(month)) return 'closed';
  return month < previousMonth(currentMonth) ? 'auto-closed' : 'open';
}

/**
 * The statement a line belongs to: its disbursal month while that month is open, else the current
 * month (a correction: a closed statement never changes).
 */
export function ledgerMonthFor(
  disbursalMonth: string,
  closedByAdmin: ReadonlySet<string>,
  currentMonth: string,
): string {
  return monthState(disbursalMonth, closedByAdmin, currentMonth) === 'open' ? disbursalMonth : currentMonth;
}

/** Only a month that has ended can be closed by an admin. */
export const canClose = (month: string, currentMonth: string): boolean => month < currentMonth;

/**
 * A disbursal recorded before the ledger existed (the start-up backfill, ADR 020): its own month's
 * statement, which the ledger never issued without it, unless an admin closed that statement; then
 * a correction in the current month, as for any late line.
 */
export function backfillLedgerMonth(
  disbursalMonth: string,
  closedByAdmin: ReadonlySet<string>,
  currentMonth: string,
): string {
  return closedByAdmin.has(disbursalMonth) ? currentMonth : disbursalMonth;
}
