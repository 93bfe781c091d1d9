import type { LanguageCode } from '../constants.ts';
import { formatIndiaDateTime } from '../calendar/india-time.ts';
import { formatIndianNumber, formatWholeRupees } from '../money/format-money.ts';
import type { KfsFormat } from './kfs-text.ts';

// spec 9: amounts in INR with en-IN (lakh) grouping in both languages, as on screen.

/**
 * The KFS figures as the server's PDF copy reads them (docs/decisions/012-kfs-pdf.md), the same as
 * the web's lib/format and lib/date-format show them on screen: both format through the
 * contracts' money and calendar modules.
 */
export function kfsFormatIn(language: LanguageCode): KfsFormat {
  return {
    money: (amount) => formatWholeRupees(amount),
    number: (value) => formatIndianNumber(value),
    dateTime: (iso) => formatIndiaDateTime(iso, language),
  };
}
