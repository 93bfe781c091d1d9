import { CURRENCY, LOCALE, type LanguageCode } from '../constants.ts';
import type { KfsFormat } from './kfs-text.ts';

// spec 9: amounts in INR with en-IN (lakh) grouping in both languages, as on screen.
const money = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

// Times a person reads are Indian time; Hindi keeps Latin digits and Hindi day-period words, as the
// dialog's formatDateTime does (apps/web/src/lib/date-format.ts).
const times: Record<LanguageCode, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }),
  hi: new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'Asia/Kolkata',
  }),
};

/**
 * The KFS figures as the server's PDF copy reads them (docs/decisions/012-kfs-pdf.md), the same as
 * the web's lib/format and lib/date-format show them on screen.
 */
export function kfsFormatIn(language: LanguageCode): KfsFormat {
  return {
    money: (amount) => money.format(amount),
    number: (value) => decimal.format(value),
    dateTime: (iso) => times[language].format(new Date(iso)),
  };
}
