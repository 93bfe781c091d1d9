import { formatIndianNumber, formatPaise, formatWholeRupees } from '@cl/contracts';

// spec 9: amounts in INR, locale en-IN (lakh grouping: ₹10,00,000), in both languages. Money is
// formatted once, in @cl/contracts money/ (issue 14); screens show whole rupees.

export function formatMoney(amount: number): string {
  return formatWholeRupees(amount);
}

export function formatNumber(value: number): string {
  return formatIndianNumber(value);
}

// Issue 15: ledger amounts are integer paise, shown to the paisa (₹4,050.00).
export function formatLedgerPaise(paise: number): string {
  return formatPaise(paise, { paise: 'always' });
}
