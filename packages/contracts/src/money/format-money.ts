import { CURRENCY_SYMBOL, LOCALE } from '../constants.ts';
import { rupeesToPaise } from './paise.ts';

// spec 9: amounts in INR with Indian grouping (lakh, crore: ₹2,00,000; ₹1,23,45,678) in both
// languages, with Latin digits, on every screen, document, report and export.

/** Digits grouped the Indian way: the last three, then pairs ('12345678' -> '1,23,45,678'). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs: string[] = [];
  for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * Integer paise as rupees: '₹2,00,000', '₹2,00,000.50' (paise shown only when there are some),
 * '-₹500' for a negative amount (a refund, an overpayment). Statements and ledgers show the paise
 * always (`{ paise: 'always' }`: '₹8,350.00'), so their columns line up.
 */
export function formatPaise(paise: number, options: { paise?: 'always' | 'when-any' } = {}): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${String(paise)}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  const showPaise = rest !== 0 || options.paise === 'always';
  return `${sign}${CURRENCY_SYMBOL}${rupees}${showPaise ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

let intlDecimal: Intl.NumberFormat | null = null;

/**
 * A finite number under 1e21, not negative, rounded half up to 2 decimals as ICU does: on its
 * shortest decimal text (1.005 -> '1.01'), not on the binary value (toFixed gives '1.00').
 * Returns the whole digits and the 2 decimal digits.
 */
function roundToHundredths(value: number): [string, string] {
  const text = String(value);
  if (text.includes('e')) return ['0', '00']; // under 1e-6: rounds to 0
  const [whole = '0', fraction = ''] = text.split('.');
  const up = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const digits = (BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + up).toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/**
 * A count or a rate with Indian grouping and at most 2 decimals: 1234567.891 -> '12,34,567.89',
 * exactly as en-IN's Intl.NumberFormat writes it (rounded half away from zero). Written out, not
 * with Intl: the first Intl number or date format a page makes starts ICU, ~60-110 ms at the
 * low-end phone's CPU (issue 16), and this module was loaded by every signed-in page. Intl is
 * kept, made when first needed, for what toFixed cannot write (not finite, 1e21 and more).
 */
export function formatIndianNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    intlDecimal ??= new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
    return intlDecimal.format(value);
  }
  const [whole, fraction] = roundToHundredths(Math.abs(value));
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupIndian(whole)}${decimals ? `.${decimals}` : ''}`;
}

/** An amount of rupees to the nearest rupee, as screens show figures: '₹20,116' for 20115.565. */
export function formatWholeRupees(rupees: number | string): string {
  const paise = rupeesToPaise(rupees);
  const whole = Math.round(Math.abs(paise) / 100) * 100;
  return formatPaise(paise < 0 && whole !== 0 ? -whole : whole);
}

/** An amount of rupees to the paisa: '₹2,500.50'; whole amounts without '.00'. */
export function formatRupeeAmount(rupees: number | string): string {
  return formatPaise(rupeesToPaise(rupees));
}
