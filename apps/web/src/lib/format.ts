import { CURRENCY, LOCALE } from '@cl/contracts';

// spec 9: amounts in INR, locale en-IN (lakh grouping: ₹10,00,000), in both languages.
const money = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

export function formatMoney(amount: number): string {
  return money.format(amount);
}

export function formatNumber(value: number): string {
  return decimal.format(value);
}

// Issue 15: ledger amounts are integer paise, shown to the paisa (₹4,050.00).
const paiseMoney = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPaise(paise: number): string {
  return paiseMoney.format(paise / 100);
}
